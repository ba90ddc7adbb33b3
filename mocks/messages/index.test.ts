import { describe, expect, it } from 'vitest';
import { catalogue } from './index';
import { textsOf } from './define';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

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
