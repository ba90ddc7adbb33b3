export const datacenterZhCN: Record<string, string> = {};
