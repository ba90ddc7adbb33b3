import { describe, expect, it } from 'vitest';
import { SHOWN_FILE_NAME_MAX, shortenFileName } from './file-names';

describe('shortenFileName', () => {
  it('keeps a short name as it is', () => {
    expect(shortenFileName('Robot car race rules.pdf')).toBe('Robot car race rules.pdf');
    expect(shortenFileName('a'.repeat(SHOWN_FILE_NAME_MAX))).toBe('a'.repeat(SHOWN_FILE_NAME_MAX));
  });

  it('shortens a long one in the middle, keeping its extension, to the limit', () => {
    const shown = shortenFileName(`${'a'.repeat(96)}.docx`);
    expect(shown).toBe(`${'a'.repeat(SHOWN_FILE_NAME_MAX - 6)}….docx`);
    expect(Array.from(shown)).toHaveLength(SHOWN_FILE_NAME_MAX);
  });

  it('counts characters as a person does, and treats a long tail after a dot as name', () => {
    expect(Array.from(shortenFileName('教'.repeat(60) + '.pdf'))).toHaveLength(SHOWN_FILE_NAME_MAX);
    expect(shortenFileName(`notes. ${'b'.repeat(60)}`, 10)).toBe('notes. bb…');
  });
});
