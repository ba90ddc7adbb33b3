export const homeZhCN: Record<string, string> = {};
