import type { shellZhCN } from './shell.zh-CN';

export const shellEnUS: Record<keyof typeof shellZhCN, string> = {
  'shell.skipToContent': 'Skip to main content',
  'shell.demoMode': 'Demo mode',
  'shell.checkingSession': 'Checking your sign-in…',
};
