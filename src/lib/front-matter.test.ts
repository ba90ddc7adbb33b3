import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter';

describe('front matter', () => {
  it('reads flat pairs and returns the body after the block', () => {
    const doc = parseFrontMatter(['---', 'title: "Moving: arrow keys"', 'duration: 45', "teacher_part: 'locked'", 'not a pair', '---', '', '# Heading', 'text'].join('\n'));
    expect(doc.data).toEqual({ title: 'Moving: arrow keys', duration: '45', teacher_part: 'locked' });
    expect(doc.body).toBe('# Heading\ntext');
  });

  it('leaves a document without front matter (or with an unclosed block) as it is', () => {
    expect(parseFrontMatter('# Only a heading\n---\n')).toEqual({ data: {}, body: '# Only a heading\n---\n' });
    expect(parseFrontMatter('---\ntitle: x\n# no end')).toEqual({ data: {}, body: '---\ntitle: x\n# no end' });
  });

  it('accepts Windows line ends and a byte-order mark', () => {
    expect(parseFrontMatter('\uFEFF---\r\ntitle: A\r\n---\r\nBody')).toEqual({ data: { title: 'A' }, body: 'Body' });
  });
});
