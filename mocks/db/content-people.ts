/**
 * People and pictures of the demo worlds: names, secret words, picture cards, avatars and covers.
 * The picture names match the SVG files under public/, so every path the seed stores resolves.
 */

/** Picture cards under public/cards/ (the secrets of image-key teams). */
export const CARD_NAMES = [
  'apple', 'banana', 'cat', 'dog', 'fish', 'bird', 'sun', 'moon', 'star', 'tree',
  'flower', 'car', 'bus', 'rocket', 'house', 'ball', 'umbrella', 'cup', 'clock', 'key',
  'book', 'heart', 'cloud', 'boat', 'carrot', 'kite', 'pencil', 'guitar',
] as const;

export const cardPath = (name: string) => `/cards/${name}.svg`;
export const CARD_PATHS: readonly string[] = CARD_NAMES.map(cardPath);

/**
 * Cover images under public/covers/ (courses, projects, portfolios, teams): JPEGs rendered from
 * the SVG next to each (`npm run covers`), since a page of covers paints bitmaps much faster.
 */
export const COVER_NAMES = [
  'space', 'ocean', 'forest', 'robot', 'game', 'music', 'city', 'desert',
  'sunset', 'circuit', 'garden', 'castle', 'mountain', 'rainbow', 'code', 'ai',
] as const;
export type CoverName = (typeof COVER_NAMES)[number];
export const coverPath = (name: CoverName) => `/covers/${name}.jpg`;
export const COVER_PATHS: readonly string[] = COVER_NAMES.map(coverPath);

/** Avatars under public/avatars/. */
export const AVATAR_NAMES = [
  'fox', 'owl', 'panda', 'cat', 'bear', 'rabbit', 'penguin', 'lion', 'frog', 'koala', 'tiger', 'whale',
] as const;
export const AVATAR_PATHS: readonly string[] = AVATAR_NAMES.map((n) => `/avatars/${n}.svg`);

/** Organisation logos by org_type: '0', '1', anything else. */
export const orgLogo = (orgType: string) =>
  orgType === '0' ? '/logos/org-0.svg' : orgType === '1' ? '/logos/org-1.svg' : '/logos/org-other.svg';

/**
 * Team ABCDEF in order: the first is the demo `student` account (Li Ming, secret "apple").
 * The README lists these pairs so a visitor can try the team-code login.
 */
export const ABCDEF_STUDENTS: readonly (readonly [name: string, secret: string])[] = [
  ['Li Ming', 'apple'],
  ['Emma Wilson', 'banana'],
  ['Noah Brown', 'river'],
  ['Olivia Taylor', 'tiger'],
  ['Liam Johnson', 'cloud'],
  ['Ava Martin', 'pencil'],
  ['Lucas Chen', 'garden'],
  ['Mia Thompson', 'rocket'],
  ['Ethan Walker', 'window'],
  ['Sophia Wright', 'orange'],
  ['Mason Hall', 'planet'],
  ['Isabella King', 'castle'],
  ['Logan Scott', 'forest'],
  ['Amelia Green', 'guitar'],
  ['James Baker', 'hammer'],
  ['Harper Adams', 'island'],
  ['Benjamin Lee', 'jacket'],
  ['Ella Nelson', 'kitten'],
  ['Henry Carter', 'lemon'],
  ['Grace Mitchell', 'mountain'],
];

/** Team PICTUR in order, with their picture cards. */
export const PICTUR_STUDENTS: readonly (readonly [name: string, card: string])[] = [
  ['Chloe Parker', 'cat'],
  ['Jack Robinson', 'rocket'],
  ['Lily Cooper', 'flower'],
  ['Oscar Evans', 'car'],
  ['Ruby Edwards', 'heart'],
  ['Leo Collins', 'dog'],
  ['Zoe Stewart', 'star'],
  ['Max Morris', 'ball'],
  ['Evie Rogers', 'moon'],
  ['Theo Reed', 'boat'],
  ['Isla Cook', 'umbrella'],
  ['Finn Morgan', 'fish'],
  ['Daisy Bell', 'sun'],
  ['Alfie Murphy', 'house'],
  ['Poppy Bailey', 'tree'],
];

export const FIRST_NAMES = [
  'Aaron', 'Abigail', 'Adam', 'Aiden', 'Alice', 'Amber', 'Amy', 'Anna', 'Archie', 'Aria',
  'Arthur', 'Austin', 'Bella', 'Ben', 'Caleb', 'Charlie', 'Charlotte', 'Clara', 'Daniel', 'David',
  'Dylan', 'Eleanor', 'Eli', 'Elijah', 'Eliza', 'Emily', 'Erin', 'Esme', 'Eva', 'Evan',
  'Felix', 'Florence', 'Freddie', 'Freya', 'Gabriel', 'George', 'Hannah', 'Harry', 'Harvey', 'Hazel',
  'Hugo', 'Ivy', 'Jacob', 'Jasmine', 'Jayden', 'Jessica', 'Joshua', 'Julia', 'Kai', 'Katie',
  'Layla', 'Leah', 'Lewis', 'Luca', 'Lucy', 'Luke', 'Maisie', 'Matilda', 'Matthew', 'Maya',
  'Millie', 'Molly', 'Nathan', 'Nina', 'Oliver', 'Owen', 'Phoebe', 'Quinn', 'Reuben', 'Riley',
  'Rose', 'Ryan', 'Samuel', 'Sara', 'Scarlett', 'Sienna', 'Sofia', 'Stanley', 'Tom', 'Toby',
  'Tyler', 'Victoria', 'Willow', 'Xavier', 'Yusuf', 'Zara', 'Wang Fang', 'Zhang Wei', 'Liu Yang', 'Chen Jie',
] as const;

export const LAST_NAMES = [
  'Allen', 'Anderson', 'Armstrong', 'Barnes', 'Bennett', 'Brooks', 'Butler', 'Campbell', 'Clarke', 'Cole',
  'Davies', 'Dixon', 'Ellis', 'Fisher', 'Fletcher', 'Ford', 'Foster', 'Gibson', 'Graham', 'Grant',
  'Gray', 'Harris', 'Harvey', 'Hayes', 'Holmes', 'Howard', 'Hughes', 'Hunt', 'Jackson', 'James',
  'Jenkins', 'Kelly', 'Kennedy', 'Knight', 'Lewis', 'Lloyd', 'Marshall', 'Mason', 'Matthews', 'Mills',
  'Moore', 'Owen', 'Palmer', 'Patel', 'Pearson', 'Phillips', 'Powell', 'Price', 'Reid', 'Richards',
  'Russell', 'Shaw', 'Simpson', 'Spencer', 'Stevens', 'Sullivan', 'Thomas', 'Turner', 'Walsh', 'Ward',
  'Watson', 'Webb', 'Wells', 'West', 'White', 'Wood', 'Young', 'Zhou', 'Sun', 'Lin',
] as const;

/** Common English words for word-key teams (all distinct, lowercase, easy to read aloud). */
export const SECRET_WORDS = [
  'anchor', 'arrow', 'badge', 'basket', 'beach', 'blanket', 'bottle', 'bridge', 'bucket', 'butter',
  'button', 'camera', 'candle', 'canvas', 'carpet', 'cherry', 'circle', 'coffee', 'cookie', 'copper',
  'cotton', 'crayon', 'desert', 'dinner', 'dragon', 'dream', 'eagle', 'engine', 'feather', 'finger',
  'flame', 'flower', 'folder', 'fossil', 'garlic', 'giant', 'ginger', 'glove', 'golden', 'grape',
  'harbor', 'helmet', 'honey', 'jungle', 'kettle', 'ladder', 'laptop', 'letter', 'magnet', 'marble',
  'meadow', 'mirror', 'monkey', 'muffin', 'needle', 'noodle', 'ocean', 'olive', 'paddle', 'panda',
  'paper', 'parrot', 'peach', 'pepper', 'pillow', 'pirate', 'pocket', 'puzzle', 'rabbit', 'rainbow',
  'ribbon', 'robot', 'saddle', 'salmon', 'shadow', 'silver', 'spider', 'spoon', 'spring', 'sugar',
  'summer', 'tablet', 'teapot', 'tennis', 'thunder', 'ticket', 'tomato', 'tunnel', 'turtle', 'velvet',
  'violin', 'wagon', 'walnut', 'whale', 'winter', 'wizard', 'yellow', 'zebra', 'bamboo', 'cactus',
] as const;
