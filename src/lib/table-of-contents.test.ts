import { describe, expect, it } from 'vitest';
import { fillPlaceholders, plainText, tableOfContents } from './table-of-contents';

describe('table of contents', () => {
  it('lists the ## headings outside code blocks, with their lines', () => {
    const md = ['# Title', '', '## 1. The *service*', 'text', '```', '## not a heading', '```', '### sub', '## 2. [Contact](/x) us ##'].join('\n');
    expect(tableOfContents(md)).toEqual([
      { id: 'section-1', text: '1. The service', line: 3 },
      { id: 'section-2', text: '2. Contact us', line: 9 },
    ]);
  });

  it('reduces inline markdown to text', () => {
    expect(plainText('**Bold** and `code` and ![alt](/a.png)')).toBe('Bold and code and alt');
  });

  it('fills known placeholders only', () => {
    expect(fillPlaceholders('Go to {{origin}} not {{other}}', { origin: 'https://x.example' })).toBe('Go to https://x.example not {{other}}');
  });
});
