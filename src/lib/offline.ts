/** Whether the browser says it is offline (`navigator.onLine` false; without a navigator, online). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
