import type { profileZhCN } from './profile.zh-CN';

export const profileEnUS: Record<keyof typeof profileZhCN, string> = {};
