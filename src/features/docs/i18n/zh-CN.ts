/** Documents served from public/docs: the user agreement, the privacy policy and the address notice. */
export const docsZhCN = {
  'docs.agreement.title': '用户协议',
  'docs.privacy.title': '隐私政策',
  'docs.note.title': '域名变更通知',
  'docs.loadFailed': '文档加载失败',
  'docs.loadFailed.hint': '请检查网络连接后重试。',
} as const;
