import type { notificationZhCN } from './zh-CN';

export const notificationEnUS: Record<keyof typeof notificationZhCN, string> = {};
