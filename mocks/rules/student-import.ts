/**
 * Importing campus students from an .xlsx workbook (spec 002 §2.8, §5, §8), parsed here on the
 * server with read-excel-file (loaded on the first import, so neither the app nor the mock's
 * start carries it). The first row is the template's header (English or Chinese); each following
 * row is one student, created whole or skipped with its reason: name missing, too long or with
 * other characters, team missing or not of this campus, a key type other than word or picture,
 * a duplicate (the team already has the name, or an earlier row gave it), or the quota of the
 * team's pool reached. The template is written in the reader's language with the campus's teams.
 */
import { checkStudentName, IMPORT_MAX_ROWS, normalisePersonName } from '@/lib/validators';
import type { ImportAnswer, ImportRowResult, ImportSkipReason, SecretType } from '@/types/manage';
import type { SheetData } from 'write-excel-file/universal';
import { db } from '../db/db';
import type { OrganizationRecord, TeamRecord } from '../db/schema';
import { centreMessages as M } from '../messages/centre';
import type { Lang, Message } from '../messages/define';
import { messageText } from '../messages/index';
import { createCampusStudent } from './campus-students';
import { freshKey, keysOfTeam } from './student-accounts';
import { poolKey, poolOfTeam, roomIn } from './org-quota';

/** The header names each column is known by (lower case, spaces and brackets dropped). */
const COLUMN_NAMES = {
  name: ['name', 'studentname', '姓名', '学生姓名'],
  team: ['team', 'teamname', 'teamcode', 'class', '班级', '班级名称', '班级码'],
  keyType: ['keytype', 'secrettype', '密钥类型'],
} as const;

type Column = keyof typeof COLUMN_NAMES;

const KEY_TYPES: Readonly<Record<string, SecretType>> = { '': 'word', word: 'word', 文字: 'word', image: 'image', picture: 'image', 图片: 'image' };

function headerKey(cell: unknown): string {
  return cellText(cell)
    .toLowerCase()
    .replace(/[(（][^)）]*[)）]/g, '')
    .replace(/[\s_-]+/g, '');
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/** Where the columns are, from the header row; null without a name and a team column. */
export function findColumns(header: readonly unknown[]): Partial<Record<Column, number>> | null {
  const out: Partial<Record<Column, number>> = {};
  header.forEach((cell, index) => {
    const key = headerKey(cell);
    for (const column of Object.keys(COLUMN_NAMES) as Column[]) {
      if (out[column] === undefined && (COLUMN_NAMES[column] as readonly string[]).includes(key)) out[column] = index;
    }
  });
  return out.name !== undefined && out.team !== undefined ? out : null;
}

/** The sheet's rows, or 'invalid' for a file that is no .xlsx workbook (a renamed .csv, a .xls). */
export async function readRows(file: Blob): Promise<unknown[][] | 'invalid'> {
  try {
    const { readSheet } = await import('read-excel-file/universal');
    return (await readSheet(await file.arrayBuffer())) as unknown[][];
  } catch {
    return 'invalid';
  }
}

/** A team of the campus by its code (6 letters), else by its name (letter case ignored). */
function teamFinder(org: OrganizationRecord): (text: string) => TeamRecord | undefined {
  const teams = db.teams.findBy('org_id', org.id);
  const byCode = new Map(teams.map((t) => [t.code.toLowerCase(), t]));
  const byName = new Map<string, TeamRecord>();
  for (const team of teams) if (!byName.has(team.name.toLowerCase())) byName.set(team.name.toLowerCase(), team);
  return (text) => byCode.get(text.toLowerCase()) ?? byName.get(text.toLowerCase());
}

const NAME_REASON: Readonly<Record<string, ImportSkipReason>> = {
  'validation.student.name.required': 'name_required',
  'validation.student.name.max': 'name_too_long',
  'validation.student.name.pattern': 'name_pattern',
};

/** Why the whole file is refused, before any row is read. */
export type ImportRefusal = Message;

/**
 * Imports the rows of a sheet (the header first). Answers the result of every non-empty row,
 * or why the file as a whole is refused (no header, no rows, too many rows).
 */
export function importRows(org: OrganizationRecord, rows: readonly unknown[][], now: Date = new Date()): ImportAnswer | ImportRefusal {
  const columns = rows.length > 0 ? findColumns(rows[0]) : null;
  if (!columns) return M.noHeader;
  const body = rows
    .slice(1)
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((cell) => cellText(cell) !== ''));
  if (body.length === 0) return M.noRows;
  if (body.length > IMPORT_MAX_ROWS) return M.tooManyRows({ max: IMPORT_MAX_ROWS });

  const findTeam = teamFinder(org);
  const room = new Map<string, number>();
  const seen = new Set<string>();
  const results: ImportRowResult[] = [];
  for (const { cells, row } of body) {
    const name = normalisePersonName(cellText(cells[columns.name!]));
    const teamText = cellText(cells[columns.team!]);
    const keyText = columns.keyType === undefined ? '' : cellText(cells[columns.keyType]).toLowerCase();
    const skip = (reason: ImportSkipReason) => results.push({ row, name, team: teamText, status: 'skipped', reason });

    const nameCheck = checkStudentName(name);
    if (nameCheck) {
      skip(NAME_REASON[nameCheck.key] ?? 'name_pattern');
      continue;
    }
    if (!teamText) {
      skip('team_required');
      continue;
    }
    const team = findTeam(teamText);
    if (!team) {
      skip('unknown_team');
      continue;
    }
    const type = KEY_TYPES[keyText];
    if (!type) {
      skip('secret_type');
      continue;
    }
    const nameInTeam = `${team.id}\n${name}`;
    if (seen.has(nameInTeam) || db.teamStudents.findBy('team_id', team.id).some((s) => s.name === name)) {
      skip('duplicate');
      continue;
    }
    const pool = poolOfTeam(org, team);
    const key = poolKey(pool);
    const left = room.get(key) ?? roomIn(pool, 'students');
    if (left <= 0) {
      room.set(key, 0);
      skip('quota');
      continue;
    }
    const secret = freshKey(type, keysOfTeam(team.id));
    createCampusStudent(org, { name, secret_type: type, secret: type === 'word' ? secret : '', secret_image: type === 'image' ? secret : '', student_team_id: [team.id] }, [team], now);
    room.set(key, left - 1);
    seen.add(nameInTeam);
    results.push({ row, name, team: teamText, status: 'created', reason: null });
  }
  const created = results.filter((r) => r.status === 'created').length;
  return { success: created > 0, created, skipped: results.length - created, rows: results };
}

/** The template: a students sheet with its header, and a sheet of the campus's teams (name and code). */
export function templateSheets(org: OrganizationRecord, lang: Lang): { sheet: string; data: SheetData }[] {
  const text = (message: Message) => messageText(message, lang);
  const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
  const teams = db.teams.findBy('org_id', org.id);
  // No example rows: a row left in by mistake would become a student.
  return [
    {
      sheet: text(M.templateStudents),
      data: [[bold(text(M.templateName)), bold(text(M.templateTeam)), bold(text(M.templateKeyType))]],
    },
    {
      sheet: text(M.templateTeams),
      data: [[bold(text(M.templateTeamName)), bold(text(M.templateTeamCode))], ...teams.map((t) => [t.name, t.code])],
    },
  ];
}
