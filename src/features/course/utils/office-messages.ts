/**
 * The messages between the course page, the office viewer it frames and a child window
 * (spec 001 §8 "Office preview error with reason PermissionRevoked shows a no-access image; it
 * restarts when a child window reports closing"). Only same-origin messages count.
 */
export const PERMISSION_REVOKED = 'PermissionRevoked';

export type OfficeMessage =
  /** the page hands the viewer a refreshed access token */
  | { type: 'tc-office:token'; token: string }
  /** the viewer reports an error, e.g. reason PermissionRevoked */
  | { type: 'tc-office:error'; reason: string }
  /** a child window opened from the preview has closed */
  | { type: 'tc-office:child-closed' };

export function readOfficeMessage(event: MessageEvent): OfficeMessage | null {
  if (event.origin !== window.location.origin) return null;
  const data = event.data as Partial<OfficeMessage> | null;
  if (!data || typeof data !== 'object' || typeof data.type !== 'string') return null;
  if (data.type === 'tc-office:token' && typeof (data as { token?: unknown }).token === 'string') return data as OfficeMessage;
  if (data.type === 'tc-office:error' && typeof (data as { reason?: unknown }).reason === 'string') return data as OfficeMessage;
  if (data.type === 'tc-office:child-closed') return data as OfficeMessage;
  return null;
}

export function postOfficeMessage(target: Window | null | undefined, message: OfficeMessage): void {
  target?.postMessage(message, window.location.origin);
}
