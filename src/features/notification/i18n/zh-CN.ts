export const notificationZhCN: Record<string, string> = {};
