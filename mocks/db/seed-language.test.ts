import type { Locale } from '@/types/api';
import { clearDb, db, snapshotDb, type Snapshot } from './db';
import { seedDemoWorld } from './seed';
import { localizedTexts } from './seed-language';
import { SEED_TEXTS_ZH_CN } from './seed-texts.zh-CN';
import { releaseDemoWorld } from '../testing';

const TODAY = new Date(2026, 2, 15, 9, 30);

function seed(language: Locale): Snapshot {
  clearDb();
  seedDemoWorld(TODAY, language);
  return snapshotDb('demo', 'test');
}

/**
 * Words that stay as they are in the Chinese demo: product and platform names, file types,
 * units of code, a team code and the pupils' names a portfolio title carries.
 */
const ALLOWED = new Set(
  [
    // platforms, products and hardware
    'Scratch', 'Snap', 'Python', 'micro', 'bit', 'Arduino', 'Uno', 'AI', 'C', 'LED', 'USB', 'Micro', 'V2', 'Cozmo', 'Overdrive',
    'Makey', 'Windows', 'macOS', 'Google', 'Chrome', 'Pygame', 'PWM', 'SD', 'JSON', 'CSV', 'PDF', 'API', 'HTTP', 'Boss', 'bug',
    'IDE', 'Link',
    // file types of the plan files
    'pdf', 'docx', 'xlsx',
    // Python and C++ words a lesson title names
    'print', 'input', 'if', 'elif', 'else', 'for', 'range', 'while', 'break', 'continue', 'switch', 'vector', 'map', 'f', 'string',
    // a team's code, and pupils' names (people's names stay as they are)
    'ABCDEF', 'Emma', 'Noah',
  ].map((word) => word.toLowerCase()),
);

/** The words of a text a reader sees (a document's code, picture addresses and front-matter keys left out). */
function readableWords(text: string): string[] {
  const prose = text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/^(title|course|chapter|duration):/gm, ' ');
  // Single letters are symbols (a variable, the A and B buttons, a version's v), not words.
  return (prose.match(/(?<![A-Za-z0-9])[A-Za-z][A-Za-z']*/g) ?? []).filter((word) => word.length > 1);
}

function englishIn(texts: Iterable<{ where: string; value: string }>): string[] {
  const found: string[] = [];
  for (const { where, value } of texts) {
    const words = readableWords(value).filter((word) => !ALLOWED.has(word.toLowerCase()));
    if (words.length > 0) found.push(`${where}: ${JSON.stringify(value.slice(0, 80))} (${words.slice(0, 4).join(', ')})`);
  }
  return found;
}

/**
 * A notification's object or target is data for some verbs (a role, a flag, JSON, the username of
 * the home page a comment is on, which the client shows by display name), not a text to read.
 */
const isNotificationData = (where: string, value: string) =>
  where.startsWith('notifications.') &&
  (['true', 'false', 'teacher', 'student', 'manager'].includes(value) ||
    value.startsWith('{') ||
    (where.startsWith('notifications.obj_name') && db.users.all().some((user) => user.username === value)));

function documents(): { where: string; value: string }[] {
  return [
    ...db.courses.all().flatMap((course) =>
      course.chapters.flatMap((chapter) => chapter.units.map((unit) => ({ where: `unit ${unit.id}`, value: unit.content }))),
    ),
    ...db.courseProjects.all().map((project) => ({ where: `community project ${project.id}`, value: project.content })),
  ];
}

describe('the demo world in the reader’s language', () => {
  beforeAll(() => releaseDemoWorld());
  afterAll(() => clearDb());

  it('speaks Chinese in its seeded texts and documents: no English word but names on the allow-list', () => {
    seed('zh-CN');
    const texts = localizedTexts().filter(({ where, value }) => !isNotificationData(where, value));
    expect(texts.length).toBeGreaterThan(1000);
    expect(englishIn(texts)).toEqual([]);
    expect(englishIn(documents())).toEqual([]);
    // The banner and the teaching plans' "All stages" of the issue.
    expect(db.topNotifications.all().map((n) => n.description)).toContain('本周创作平台上线了新的音效库：快试试音乐扩展吧！');
    expect(db.teachPlans.all().some((plan) => plan.course_bag_tag === '全部学段')).toBe(true);
  });

  it('catches English when there is some (the check can fail)', () => {
    expect(englishIn([{ where: 'x', value: '编程 with Scratch' }])).toEqual(['x: "编程 with Scratch" (with)']);
    expect(englishIn([{ where: 'x', value: '```python\nprint("hi")\n```\n用 Python 编程 ![图](/a/b.svg)' }])).toEqual([]);
  });

  it('keeps people’s names, usernames, secret words, codes and tag values the same in both languages', () => {
    const english = seed('en-US');
    const chinese = seed('zh-CN');
    for (const table of ['users', 'teamStudents', 'orgStudents'] as const) {
      const pick = (rows: unknown[]) =>
        (rows as Record<string, unknown>[]).map((row) => [row.id, row.username, row.name, row.student_name, row.secret]);
      expect(pick(chinese.tables[table])).toEqual(pick(english.tables[table]));
    }
    const tags = (rows: unknown[]) => (rows as Record<string, unknown>[]).map((c) => [c.new_course_type, c.new_suit_tags, c.new_program_platform]);
    expect(tags(chinese.tables.courses)).toEqual(tags(english.tables.courses));
    // the same rows and ids in both: only words differ
    for (const [name, rows] of Object.entries(english.tables)) {
      expect((chinese.tables[name] as { id: number }[]).map((r) => r.id), name).toEqual((rows as { id: number }[]).map((r) => r.id));
    }
    expect(db.teams.findOne('code', 'ABCDEF')?.name).toBe('代码探险家');
    expect(db.users.findOne('username', 'teacher')?.name).toBe('Sarah Lin');
  });

  it('is deterministic in each language', () => {
    for (const language of ['en-US', 'zh-CN'] as const) {
      expect(JSON.stringify(seed(language)), language).toBe(JSON.stringify(seed(language)));
    }
  });

  it('has no Chinese entry the seed does not use', () => {
    seed('en-US');
    const used = new Set<string>();
    for (const { value } of localizedTexts()) {
      used.add(value);
      for (const part of value.split(',')) used.add(part);
    }
    const allDocuments = documents()
      .map(({ value }) => value)
      .join('\n');
    const inDocuments = (english: string) => allDocuments.includes(english);
    const unused = Object.keys(SEED_TEXTS_ZH_CN).filter((english) => !used.has(english) && !inDocuments(english));
    expect(unused).toEqual([]);
  });
});
