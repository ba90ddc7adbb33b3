import type { LoginCard } from '@/types/manage';
import { exportFileName, keyLabel, linkPieces, loginRows, pictureName, rosterColumns, wordLength, printedPages } from './cards';

const card = (over: Partial<LoginCard> = {}): LoginCard => ({
  key_type: 'word', secret: 'apple', secret_image: '', name: 'Li Ming', username: 'student', team: 'ABCDEF', team_name: 'Code Explorers', ...over,
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
    [20, [9, 9, 2]],
    [9, [9]],
    [10, [9, 1]],
    [0, []],
    [999, [...Array(111).fill(9)]],
  ])('prints %i cards on pages of %j', (count, sizes) => {
    expect(printedPages(Array.from({ length: count }, (_, i) => i)).map((p) => p.length)).toEqual(sizes);
  });

  it('counts a word in characters, so the card can size it to fit', () => {
    expect(wordLength('mountain')).toBe(8);
    expect(wordLength('苹果')).toBe(2);
    expect(wordLength('')).toBe(1);
  });

  it.each([
    [0, 1],
    [1, 1],
    [45, 1],
    [46, 2],
    [90, 2],
    [91, 3],
    [500, 3],
  ])('prints a roster of %i students in %i column(s) on one page', (count, columns) => {
    expect(rosterColumns(count)).toBe(columns);
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
