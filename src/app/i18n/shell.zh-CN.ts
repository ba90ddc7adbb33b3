/** Messages of the app shell (layout, guards, demo-mode controls). */
export const shellZhCN = {
  'shell.skipToContent': '跳到主要内容',
  'shell.demoMode': '演示模式',
  'shell.checkingSession': '正在确认登录状态…',
} as const;
