/**
 * Campus switcher, manage-centre button, service validity and the expiry tip (spec 000 §4).
 * `campus.blocked.*` are the tooltips of actions disabled by the service period (002 §4.6, §8):
 * `campus.blocked.${BlockReason}` (lib/service-validity), with `.${limitReachedAudience(user)}`
 * appended for 'expired'.
 */
export const campusZhCN = {
  'campus.switcher.label': '切换校区',
  'campus.switcher.current': '当前校区：{name}',
  'campus.switcher.pending': '待加入',
  'campus.switcher.unread': '{count} 条未读消息',
  'campus.switcher.switched': '已切换到 {name}',
  'campus.manageCentre': '管理中心',
  'campus.validity.valid': '服务有效期至 {date}',
  'campus.validity.expiring': '服务将于 {days} 天后到期（{date}）',
  'campus.validity.lastDay': '服务今天到期',
  'campus.validity.notStarted': '服务将于 {date} 开通',
  'campus.validity.expired': '服务已于 {date} 到期',
  'campus.expiryTip.title': '服务提醒',
  'campus.expiryTip.expiring.sales': '您的服务将于 {days} 天后到期，如需续费请致电 {phone}。',
  'campus.expiryTip.expiring.campus-admin': '校区服务将于 {days} 天后到期，请联系校区管理员续费。',
  'campus.expiryTip.lastDay.sales': '您的服务今天到期，如需续费请致电 {phone}。',
  'campus.expiryTip.lastDay.campus-admin': '校区服务今天到期，请联系校区管理员续费。',
  'campus.expiryTip.expired.sales': '您的服务已到期，如需续费请致电 {phone}。',
  'campus.expiryTip.expired.campus-admin': '校区服务已到期，请联系校区管理员续费。',
  'campus.blocked.expired.sales': '服务已到期，如需续费请联系销售 {phone}',
  'campus.blocked.expired.campus-admin': '服务已到期，请告知校区管理员',
  'campus.blocked.not-started': '服务尚未开始，请耐心等待',
} as const;
