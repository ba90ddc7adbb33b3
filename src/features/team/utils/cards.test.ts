import type { LoginCard } from '@/types/manage';
import { exportFileName, keyLabel, linkPieces, loginRows, nameLines, pictureName, printedPages } from './cards';

const card = (over: Partial<LoginCard> = {}): LoginCard => ({
  key_type: 'word', secret: 'apple', secret_image: '', name: 'Li Ming', team: 'ABCDEF', team_name: 'Code Explorers', ...over,
});

describe('login cards', () => {
  it.each([
    ['https://cloud.example.com/login/ABCDEF', ['https://', 'cloud.example.com/', 'login/', 'ABCDEF']],
    ['http://localhost:4314/login/ABCDEF', ['http://', 'localhost:4314/', 'login/', 'ABCDEF']],
    ['ABCDEF', ['ABCDEF']],
    ['', ['']],
  ])('cuts the link %j after each slash, the code whole', (link, pieces) => {
    expect(linkPieces(link)).toEqual(pieces);
    expect(linkPieces(link).join('')).toBe(link);
  });

  it.each([
    ['Li Ming', ['Li Ming']],
    ['abcdefghijklm', ['abcdefghijklm']],
    ['abcdefghijklmn', ['abcdefghijklm', 'n']],
    ['abcdefghijklmno', ['abcdefghijklm', 'no']],
    ['一二三四五六七八九十一二三四五', ['一二三四五六七八九十一二三', '四五']],
    ['  Ada  ', ['Ada']],
  ])('wraps %j after 13 characters', (name, lines) => {
    expect(nameLines(name)).toEqual(lines);
  });

  it('keeps the second line to 15 characters', () => {
    expect(nameLines('x'.repeat(40))).toEqual(['x'.repeat(13), 'x'.repeat(15)]);
  });

  it.each([
    [20, [9, 9, 2]],
    [9, [9]],
    [10, [9, 1]],
    [0, []],
    [999, [...Array(111).fill(9)]],
  ])('prints %i cards on pages of %j', (count, sizes) => {
    expect(printedPages(Array.from({ length: count }, (_, i) => i)).map((p) => p.length)).toEqual(sizes);
  });

  it('names the key a student picks', () => {
    expect(pictureName('/cards/cat.svg')).toBe('cat');
    expect(keyLabel(card())).toBe('apple');
    expect(keyLabel(card({ key_type: 'image', secret: '', secret_image: '/cards/rocket.svg' }))).toBe('rocket');
  });

  it('lists the logins for the exports and names the file', () => {
    expect(loginRows([card()], 'https://x.edu/login/ABCDEF')).toEqual([{ name: 'Li Ming', team: 'ABCDEF', link: 'https://x.edu/login/ABCDEF', key: 'apple' }]);
    expect(exportFileName(card({ team_name: 'A/B: class' }), 'logins')).toBe('A_B_ class ABCDEF logins');
  });
});
