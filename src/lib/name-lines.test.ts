import { lineSeparator, nameLines } from './name-lines';

describe('nameLines (spec 002 §2.7)', () => {
  it.each([
    ['Li Ming', ['Li Ming']],
    ['Isabella King', ['Isabella King']],
    ['abcdefghijklm', ['abcdefghijklm']],
    ['  Ada  ', ['Ada']],
    ['王小明', ['王小明']],
  ])('keeps %j of up to 13 characters on one line', (name, lines) => {
    expect(nameLines(name)).toEqual(lines);
  });

  it.each([
    ['Grace Mitchell', ['Grace', 'Mitchell']],
    ['Emma Wilsonson', ['Emma', 'Wilsonson']],
    ['Mary Ann Lee Smith', ['Mary Ann Lee', 'Smith']],
    ['Jo Bartholomews', ['Jo', 'Bartholomews']],
    ['Maximilian Cruz', ['Maximilian', 'Cruz']],
    // a space right after the 13th character: the first line is those 13
    ['Bartholomewss Li', ['Bartholomewss', 'Li']],
    ['Alexander_Smith', ['Alexander_', 'Smith']],
    ['Ann Marie-Louise', ['Ann Marie-', 'Louise']],
    ['Grace   Mitchell', ['Grace', 'Mitchell']],
  ])('wraps %j at a space, hyphen or underscore, never inside a word', (name, lines) => {
    expect(nameLines(name)).toEqual(lines);
  });

  it.each([
    ['abcdefghijklmn', ['abcdefghijklm', 'n']],
    ['Christophersen', ['Christopherse', 'n']],
    ['abcdefghijklmno', ['abcdefghijklm', 'no']],
    ['一二三四五六七八九十一二三四五', ['一二三四五六七八九十一二三', '四五']],
    // a space only beyond the 14th character does not help the first line
    ['Christophersen Li', ['Christopherse', 'n Li']],
  ])('breaks %j inside its first word only when that word is longer than 13', (name, lines) => {
    expect(nameLines(name)).toEqual(lines);
  });

  it('keeps the second line to 15 characters, marking a cut', () => {
    expect(nameLines('x'.repeat(40))).toEqual(['x'.repeat(13), `${'x'.repeat(14)}…`]);
    expect(nameLines(`Jo ${'y'.repeat(15)}`)).toEqual(['Jo', 'y'.repeat(15)]);
  });

  it('never loses or adds a character of a name that fits', () => {
    for (const name of ['Grace Mitchell', 'Alexander_Smith', 'Ann Marie-Louise', 'Mary Ann Lee Smith']) {
      const lines = nameLines(name);
      expect(lines.join(' ').replace(/([-_]) /, '$1')).toBe(name);
      expect(Array.from(lines[0]).length).toBeLessThanOrEqual(13);
      expect(Array.from(lines[1] ?? '').length).toBeLessThanOrEqual(15);
    }
  });

  it.each([
    ['Grace Mitchell', ' '],
    ['Alexander_Smith', ''],
    ['Christophersen', ''],
    ['Li Ming', ''],
  ])('joins the lines of %j with %j in the text', (name, separator) => {
    expect(lineSeparator(name, nameLines(name))).toBe(separator);
  });
});
