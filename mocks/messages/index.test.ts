import { describe, expect, it } from 'vitest';
import { formatMessage } from '@/lib/validators/check';
import { catalogue, messageText } from './index';
import { textsOf } from './define';
import { authMessages } from './auth';
import { centreMessages } from './centre';

/** A template's variables: `{name}`, and a plural's or select's `{count, plural, …}` once. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)[},]/g)].map((m) => m[1]))].sort();

describe('the server message catalogue', () => {
  const entries = [...catalogue.entries()];

  it('has every message in English and Chinese, with the same placeholders', () => {
    for (const [key, { en, zh }] of entries) {
      expect(en.trim(), key).not.toBe('');
      expect(zh.trim(), key).not.toBe('');
      expect(zh, key).toMatch(/[\u4e00-\u9fff]/);
      expect(placeholders(zh), key).toEqual(placeholders(en));
    }
  });

  it("counts in English through plural forms the client's formatter fills: every plural has a singular, and nothing is left unfilled", () => {
    const bad: string[] = [];
    for (const [key, { en, zh }] of entries) {
      for (const match of en.matchAll(/\{(\w+),\s*plural,(.*?\})\}/g)) if (!/\bone\s*\{/.test(match[2])) bad.push(`${key}: no singular`);
      const params = Object.fromEntries(placeholders(en).map((name) => [name, 1]));
      for (const [text, lang] of [[en, 'en-US'], [zh, 'zh-CN']] as const) {
        for (const n of [1, 2]) {
          const filled = formatMessage(text, Object.fromEntries(Object.keys(params).map((name) => [name, n])), lang);
          if (/[{}]/.test(filled)) bad.push(`${key} (${lang}, ${n}): ${filled}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('answers "1 student created, 1 row skipped" and "2 students created, 2 rows skipped"', () => {
    expect(messageText(centreMessages.importDone({ created: 1, skipped: 1 }), 'en-US')).toBe('1 student created, 1 row skipped');
    expect(messageText(centreMessages.importDone({ created: 2, skipped: 0 }), 'en-US')).toBe('2 students created, 0 rows skipped');
    expect(messageText(centreMessages.importDone({ created: 1, skipped: 2 }), 'zh-CN')).toBe('已创建 1 名学生，跳过 2 行');
    expect(messageText(centreMessages.importNothing({ skipped: 1 }), 'en-US')).toBe('Nothing imported: 1 row is not valid and every row must be');
    expect(messageText(authMessages.wrongCard({ left: 1 }), 'en-US')).toMatch(/^Wrong card, 1 try left/);
    expect(messageText(authMessages.wrongCard({ left: 2 }), 'en-US')).toMatch(/^Wrong card, 2 tries left/);
  });

  it('writes each sentence once (the server’s own areas; none repeats a validation message)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    // The validation catalogue is the forms' (src/lib/i18n): its repeats are not the server's.
    const ordered = [...entries.filter(([key]) => key.startsWith('validation.')), ...entries.filter(([key]) => !key.startsWith('validation.'))];
    for (const [key, { en }] of ordered) {
      const other = seen.get(en.toLowerCase());
      if (other && !key.startsWith('validation.')) twice.push(`${other} = ${key}`);
      seen.set(en.toLowerCase(), key);
    }
    expect(twice).toEqual([]);
  });

  it('indexes every area module of mocks/messages', async () => {
    const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts', '!./define.ts', '!./validation.ts', '!./*.test.ts']);
    for (const [file, load] of Object.entries(modules)) {
      const areas = Object.values(await load()).filter((value) => typeof value === 'object' && value !== null);
      expect(areas.length, file).toBeGreaterThan(0);
      for (const area of areas) for (const key of Object.keys(textsOf(area as object))) expect(catalogue.has(key), `${file}: ${key}`).toBe(true);
    }
  });
});
