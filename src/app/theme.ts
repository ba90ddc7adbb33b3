import type { ThemeConfig } from 'antd';

/** The product's look: a friendly blue, rounded corners, readable sizes for classrooms. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2f6bff',
    colorInfo: '#2f6bff',
    colorSuccess: '#1f9d55',
    colorWarning: '#e8890c',
    colorError: '#d93636',
    borderRadius: 8,
    fontSize: 14,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
