export const profileZhCN: Record<string, string> = {};
