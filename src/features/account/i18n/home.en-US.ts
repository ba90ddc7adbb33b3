import type { homeZhCN } from './home.zh-CN';

export const homeEnUS: Record<keyof typeof homeZhCN, string> = {};
