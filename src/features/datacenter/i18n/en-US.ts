import type { datacenterZhCN } from './zh-CN';

export const datacenterEnUS: Record<keyof typeof datacenterZhCN, string> = {};
