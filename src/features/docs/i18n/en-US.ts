import type { docsZhCN } from './zh-CN';

export const docsEnUS: Record<keyof typeof docsZhCN, string> = {
  'docs.agreement.title': 'User agreement',
  'docs.privacy.title': 'Privacy policy',
  'docs.note.title': 'Our address has changed',
  'docs.loadFailed': 'The document could not be loaded',
  'docs.loadFailed.hint': 'Check your network connection and try again.',
};
