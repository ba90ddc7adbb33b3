/** Answers of the request plumbing and generic input checks, in Django REST framework's words. */
import { defineMessages } from './define';

export const commonMessages = defineMessages('common', {
  unauthorized: { en: 'Authentication credentials were not provided or are invalid.', zh: '未提供身份凭证或凭证无效。' },
  forbidden: { en: 'You do not have permission to perform this action.', zh: '你没有执行该操作的权限。' },
  notFound: { en: 'Not found.', zh: '未找到。' },
  invalidChoice: { en: 'Select a valid choice. {value} is not one of the available choices.', zh: '请选择有效的选项，{value} 不在可选范围内。' },
  integerRequired: { en: 'A valid integer is required.', zh: '请填写有效的整数。' },
  booleanRequired: { en: 'Must be a valid boolean.', zh: '必须是有效的布尔值。' },
  // 409: an edit form's version is not the record's any more (mocks/rules/versions.ts)
  changedElsewhere: {
    en: 'This record was changed elsewhere since you opened it. Reload it and make your change again.',
    zh: '该记录在你打开后已在别处被修改，请重新加载后再修改。',
  },
  serverError: { en: 'A server error occurred.', zh: '服务器发生错误。' },
});
