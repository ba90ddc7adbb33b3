import { areas as zhCore } from './areas.zh-CN';
import { areas as enCore } from './areas.en-US';
import { mergeAreas, ROUTE_AREAS, loadRouteArea, type AreaMessages } from './areas';
import { formatMessage, pluralChoices, pluralNames } from '@/lib/i18n/format-message';
import { bareCountedNouns } from '@/lib/i18n/counted-nouns';
import { catalogue as serverCatalogue } from '@mocks/messages/index';

let zhAreas: AreaMessages = {};
let enAreas: AreaMessages = {};

beforeAll(async () => {
  const zhRoute = await Promise.all(ROUTE_AREAS.map((area) => loadRouteArea(area, 'zh-CN')));
  const enRoute = await Promise.all(ROUTE_AREAS.map((area) => loadRouteArea(area, 'en-US')));
  zhAreas = Object.assign({}, zhCore, ...zhRoute);
  enAreas = Object.assign({}, enCore, ...enRoute);
});

describe('message catalogue (core areas and every route area)', () => {
  it('lists the same areas in both languages', () => {
    expect(Object.keys(enAreas).sort()).toEqual(Object.keys(zhAreas).sort());
    expect(Object.keys(zhAreas).length).toBeGreaterThan(Object.keys(zhCore).length);
  });

  it('has the same keys in zh-CN and en-US in every area', () => {
    const mismatched = Object.keys(zhAreas).filter(
      (area) => Object.keys(enAreas[area] ?? {}).sort().join('|') !== Object.keys(zhAreas[area]).sort().join('|'),
    );
    expect(mismatched).toEqual([]);
  });

  it('has no duplicate keys across areas and no empty message', () => {
    for (const merged of [mergeAreas(zhAreas), mergeAreas(enAreas)]) {
      expect(Object.entries(merged).filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
    }
  });

  it('uses the same placeholders in both languages (a plural or select counts as its variable)', () => {
    const zh = mergeAreas(zhAreas);
    const en = mergeAreas(enAreas);
    const placeholders = (s: string) => [...new Set([...(s.match(/\{\w+\}/g) ?? []).map((p) => p.slice(1, -1)), ...pluralNames(s)])].sort().join(',');
    expect(Object.keys(zh).filter((key) => placeholders(zh[key]) !== placeholders(en[key]))).toEqual([]);
  });

  it('writes every plural and select well, English plurals with a singular, and leaves no plural unmade', () => {
    const en = mergeAreas(enAreas);
    const zh = mergeAreas(zhAreas);
    const bad: string[] = [];
    for (const [locale, messages] of [['en-US', en], ['zh-CN', zh]] as const) {
      for (const [key, text] of Object.entries(messages)) {
        for (const match of text.matchAll(/\{(\w+),\s*(plural|select),/g)) {
          let depth = 0;
          let end = match.index;
          for (; end < text.length; end += 1) {
            if (text[end] === '{') depth += 1;
            else if (text[end] === '}' && --depth === 0) break;
          }
          const choices = pluralChoices(text.slice(match.index + match[0].length, end));
          if (!choices) bad.push(`${locale} ${key}: malformed`);
          else if (locale === 'en-US' && match[2] === 'plural' && !choices.has('one')) bad.push(`${locale} ${key}: no singular`);
        }
        // what a reader sees for 1 and 2 of every number: no braces left over
        const params = Object.fromEntries(pluralNames(text).map((name) => [name, 1]));
        for (const count of [1, 2]) {
          const filled = formatMessage(text, Object.fromEntries(Object.keys(params).map((name) => [name, count])), locale);
          if (/\{\w+,\s*(plural|select),/.test(filled)) bad.push(`${locale} ${key}: unfilled`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('counts nouns in English through plural forms: no "{count} teams" that would read "1 teams" (the client’s messages, the validation messages and the server’s)', () => {
    const en = mergeAreas(enAreas);
    const server = [...serverCatalogue].map(([key, text]) => [`server ${key}`, text.en] as const);
    const bare = [...Object.entries(en), ...server].flatMap(([key, text]) => bareCountedNouns(text).map((words) => `${key}: ${words}`));
    expect(bare).toEqual([]);
  });

  it('counts in English: 1 team, 2 teams', () => {
    const en = mergeAreas(enAreas);
    expect(formatMessage(en['team.list.total'], { total: 1 }, 'en-US')).toBe('1 team in total');
    expect(formatMessage(en['team.list.total'], { total: 2 }, 'en-US')).toBe('2 teams in total');
    expect(formatMessage(en['portfolio.total'], { total: 1 }, 'en-US')).toBe('1 portfolio in total');
    expect(formatMessage(en['portfolio.invitation.text'], { role: 'assistant' }, 'en-US')).toMatch(/^You are invited to become an assistant of/);
    expect(formatMessage(mergeAreas(zhAreas)['team.list.total'], { total: 1 }, 'zh-CN')).not.toMatch(/[{}]/);
  });

  it('writes Chinese sentences with full-width punctuation: no half-width comma, colon, semicolon, mark or bracket beside a Chinese character', () => {
    expect([halfWidthInChinese('你好,世界'), halfWidthInChinese('导出(xlsx)'), halfWidthInChinese('(共 3 个)'), halfWidthInChinese('选择: 班级')]).toEqual([true, true, true, true]);
    expect([halfWidthInChinese('你好，世界'), halfWidthInChinese('导出（xlsx）'), halfWidthInChinese('Scratch 3.0, Python'), halfWidthInChinese('{n, plural, other {# 个}}')]).toEqual([false, false, false, false]);
    const zh = mergeAreas(zhAreas);
    expect(Object.entries(zh).filter(([, text]) => halfWidthInChinese(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

/** A half-width , : ; ! ? ( ) next to a Chinese character (the Latin text inside a sentence, such as "xlsx", may keep its own). */
function halfWidthInChinese(text: string): boolean {
  const han = '\\p{Script=Han}';
  const after = new RegExp(`${han}[,:;!?()]`, 'u');
  const before = new RegExp(`[,:;!?(]\\s*${han}|\\)${han}`, 'u');
  return after.test(text) || before.test(text);
}
