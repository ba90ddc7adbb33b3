/**
 * The server's message catalogue: every area's messages, English and Chinese, in one index.
 * An area adds its file (`defineMessages('<area>', {...})`) and one line below. The route
 * wrapper (handlers/http.ts) writes each message of an answer in the request's language, through
 * the client's formatter (src/lib/i18n/format-message.ts, reached through src/lib/validators/check.ts):
 * `{count, plural, one {# student} other {# students}}` reads "1 student" and "2 students".
 */
import { formatMessage } from '@/lib/validators/check';
import { decode, textsOf, type Lang, type Message, type MessageText } from './define';
import { commonMessages } from './common';
import { authMessages } from './auth';
import { registrationMessages } from './registration';
import { userMessages } from './users';
import { profileMessages } from './profile';
import { noticeMessages } from './notices';
import { invitationMessages } from './invitations';
import { datacenterMessages } from './datacenter';
import { campusDataMessages } from './campus-data';
import { exportMessages } from './export';
import { centreMessages } from './centre';
import { activityMessages } from './activity';
import { commentMessages } from './comments';
import { projectMessages } from './projects';
import { studioMessages } from './studios';
import { teamMessages } from './teams';
import { courseMessages } from './courses';
import { teachPlanMessages } from './teach-plans';
import { settingsMessages } from './settings';
import { authorizeMessages } from './authorize';
import { validationTexts } from './validation';

const AREAS = [
  commonMessages,
  authMessages,
  registrationMessages,
  userMessages,
  profileMessages,
  noticeMessages,
  invitationMessages,
  datacenterMessages,
  campusDataMessages,
  exportMessages,
  centreMessages,
  activityMessages,
  commentMessages,
  projectMessages,
  studioMessages,
  teamMessages,
  courseMessages,
  teachPlanMessages,
  settingsMessages,
  authorizeMessages,
];

/** Every message of the server by key. */
export const catalogue: ReadonlyMap<string, MessageText> = new Map([
  ...AREAS.flatMap((area) => Object.entries(textsOf(area))),
  ...Object.entries(validationTexts),
]);

/** The text of a message in `lang`; an unknown key is a bug in the mock, so it throws. */
export function messageText(message: Message, lang: Lang): string {
  const { key, params } = decode(message);
  const text = catalogue.get(key);
  if (!text) throw new Error(`the message catalogue has no entry ${key}`);
  return formatMessage(lang === 'zh-CN' ? text.zh : text.en, params, lang);
}
