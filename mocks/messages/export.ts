/** The Excel export (spec 002 §7 "Excel export"): what is wrong with a request. */
import { defineMessages } from './define';

export const exportMessages = defineMessages('export', {
  headers: {
    en: 'headers_name and headers_key must be lists of 1 to 50 column titles and keys of the same length',
    zh: 'headers_name 和 headers_key 必须是 1 到 50 个等长的列标题和列键',
  },
  data: {
    en: 'data must be a list of at most 10000 rows, each an object of text, numbers or empty cells',
    zh: 'data 必须是最多 10000 行的列表，每行是由文字、数字或空单元格组成的对象',
  },
  filename: { en: 'please give a file name of at most 100 characters', zh: '请填写不超过 100 个字符的文件名' },
});
