/**
 * The demo world in the reader's language (issue 28). The seed is written in English; a world
 * seeded in Chinese takes the Chinese of every demo text from seed-texts.zh-CN.ts, keyed by the
 * English. The seed's steps draw the same random numbers in both languages, so both worlds have
 * the same rows, ids and numbers, and each is deterministic.
 *
 * What changes: the texts people read (banner, course, unit and project titles and documents,
 * software remarks, team, portfolio and campus names, descriptions, comments, messages, plan
 * file names and stages). What stays: people's names and usernames (they are who the people are:
 * a child signs in with the name on the card, and the README's tables list them), the secret
 * words (what the printed cards already say), codes, and the tag values the catalogue filters
 * on (the app shows those in its own words, src/lib/tag-labels.ts).
 */
import type { Locale } from '@/types/api';
import { db } from './db';
import type { TableName } from './schema';
import { SEED_TEXTS_ZH_CN } from './seed-texts.zh-CN';

/** A demo text, given in English, in the world's language. */
export type Localize = (english: string) => string;

const asIs: Localize = (english) => english;

/**
 * Chinese where the dictionary has it. A text without an entry stays English: the seed's test
 * finds it (seed-language.test.ts), the world still works.
 */
const chinese: Localize = (english) => SEED_TEXTS_ZH_CN[english] ?? english;

export function localizerFor(language: Locale): Localize {
  return language === 'zh-CN' ? chinese : asIs;
}

type Translator = (value: unknown, localize: Localize) => unknown;

const text: Translator = (value, localize) => (typeof value === 'string' ? localize(value) : value);
/**
 * A text, or a list of titles joined by bare commas (an activity naming several projects); a
 * comma followed by a space is a sentence's, and JSON (some notifications' data) stays as it is.
 */
const commaList: Translator = (value, localize) => {
  if (typeof value !== 'string' || value.startsWith('{')) return value;
  return value
    .split(/,(?! )/)
    .map((part) => localize(part))
    .join(',');
};
/** The fields of each element of a list field. */
const each =
  (fields: Record<string, Translator>): Translator =>
  (value, localize) =>
    Array.isArray(value) ? value.map((item: Record<string, unknown>) => translateRow(item, fields, localize)) : value;

function translateRow<T extends Record<string, unknown>>(row: T, fields: Record<string, Translator>, localize: Localize): T {
  const out: Record<string, unknown> = { ...row };
  for (const [field, translate] of Object.entries(fields)) out[field] = translate(row[field], localize);
  return out as T;
}

/** The fields of the seeded rows that hold the demo's words, by table. */
const LOCALIZED: Partial<Record<TableName, Record<string, Translator>>> = {
  users: { description: text },
  organizations: { name: text, text_mark: text },
  teams: { name: text, description: text },
  projects: { title: text },
  studios: { title: text, description: text },
  studioActivities: { obj_name: text, tgt_name: text, tgt_content: commaList },
  courses: {
    title: text,
    subtitle: text,
    description: text,
    chapters: each({ title: text, units: each({ title: text }) }),
    resources: each({ title: text }),
    aids: each({ name: text, remark: text, unit: text }),
  },
  courseBags: { title: text },
  courseProjects: { title: text, subtitle: text, description: text },
  notifications: { description: text, obj_name: text, tgt_name: text, tgt_content: commaList },
  topNotifications: { description: text },
  comments: { content: text },
  teachPlans: { file_name: text, course_bag_tag: text },
  software: { software_name: text, remark: text, download_button: each({ button_name: text }) },
  extensions: { name: text },
};

/**
 * Puts the seeded world's texts into the world's language (the seed's last step; nothing is
 * stored yet, so only seeded rows change). English: nothing to do.
 */
export function localizeSeededWorld(localize: Localize): void {
  if (localize === asIs) return;
  for (const [name, fields] of Object.entries(LOCALIZED) as [TableName, Record<string, Translator>][]) {
    const table = db[name] as unknown as { all(): Record<string, unknown>[]; update(id: number, patch: Record<string, unknown>): unknown };
    for (const row of table.all()) {
      const translated = translateRow(row, fields, localize);
      const patch: Record<string, unknown> = {};
      for (const field of Object.keys(fields)) if (translated[field] !== row[field]) patch[field] = translated[field];
      if (Object.keys(patch).length > 0) table.update(row.id as number, patch);
    }
  }
}

/** Every text of the localized fields of the world as it is: where it is, and its value (for tests). */
export function localizedTexts(): { where: string; value: string }[] {
  const out: { where: string; value: string }[] = [];
  const collect: Localize = (value) => {
    out.push({ where: current, value });
    return value;
  };
  let current = '';
  for (const [name, fields] of Object.entries(LOCALIZED) as [TableName, Record<string, Translator>][]) {
    const table = db[name] as unknown as { all(): Record<string, unknown>[] };
    for (const row of table.all()) {
      for (const [field, translate] of Object.entries(fields)) {
        current = `${name}.${field} #${String(row.id)}`;
        translate(row[field], collect);
      }
    }
  }
  return out;
}
