/**
 * Login cards (spec 002 §2.7, §3 "Login card"): what a card shows, how cards fill printed pages,
 * the teacher's one-page roster, and the class's logins as rows for the xlsx and CSV exports
 * (names wrap by src/lib/name-lines). Pure.
 */
import type { LoginCard } from '@/types/manage';

export type CardLayout = 'vertical' | 'horizontal';

/** spec 002 §2.7, §9: 9 cards per printed page, in both layouts (3 × 3). */
export const CARDS_PER_PRINTED_PAGE = 9;
/**
 * The login link in pieces that end after each '/': a card that must wrap the link breaks it
 * there (the team code at the end stays whole on paper) rather than inside the code.
 */
export function linkPieces(link: string): string[] {
  return link.match(/[^/]*\/+|[^/]+$/g) ?? [link];
}

/** Cards in printed pages of nine: a card never shares a page with the tenth. */
export function printedPages<T>(cards: readonly T[], perPage: number = CARDS_PER_PRINTED_PAGE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < cards.length; i += perPage) pages.push(cards.slice(i, i + perPage));
  return pages;
}

/** A word's length in characters: the card sizes the word to fit its width rather than split it. */
export function wordLength(word: string): number {
  return Math.max(1, Array.from(word).length);
}

/** The roster fits one A4 page: up to this many rows a column, then a second (and third) column. */
export const ROSTER_ROWS_PER_COLUMN = 45;

/** How many columns the printed roster of `count` students takes (at most three: 135 rows). */
export function rosterColumns(count: number): number {
  return Math.min(3, Math.max(1, Math.ceil(count / ROSTER_ROWS_PER_COLUMN)));
}

/** A picture key's name: /cards/cat.svg → cat. */
export function pictureName(path: string): string {
  const file = path.split('/').pop() ?? '';
  return file.replace(/\.[^.]+$/, '');
}

/** What the student picks at sign-in: the word, or the picture's name. */
export function keyLabel(card: Pick<LoginCard, 'key_type' | 'secret' | 'secret_image'>): string {
  return card.key_type === 'image' ? pictureName(card.secret_image) : card.secret;
}

export interface LoginRow {
  name: string;
  team: string;
  link: string;
  key: string;
}

/** The class's logins: name, team code, the team's sign-in link, and the key word or picture name. */
export function loginRows(cards: readonly LoginCard[], link: string): LoginRow[] {
  return cards.map((card) => ({ name: card.name, team: card.team, link, key: keyLabel(card) }));
}

export const LOGIN_ROW_KEYS: readonly (keyof LoginRow)[] = ['name', 'team', 'link', 'key'];

/** A file name for the team's exports: its name and code, without characters files cannot have. */
export function exportFileName(card: Pick<LoginCard, 'team' | 'team_name'>, suffix: string): string {
  return `${card.team_name} ${card.team} ${suffix}`.replace(/[\\/:*?"<>|]/g, '_').trim();
}
