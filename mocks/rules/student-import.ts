/**
 * Importing campus students from an .xlsx workbook (spec 002 §2.8, §5, §8), parsed here on the
 * server with read-excel-file (loaded on the first import, so neither the app nor the mock's
 * start carries it). The first row is the template's header (English or Chinese); each following
 * row is one student, created whole or skipped with its reason: name missing, too long or with
 * other characters, team missing or not of this campus, a key type other than word or picture,
 * a duplicate (the team already has the name, or an earlier row of the file gave it for the same
 * team), or the quota of the team's pool reached. Every row is judged before anything is written:
 * a preview writes nothing, and an all-or-nothing import writes nothing unless every row is valid. The template is written in the reader's language with the campus's teams.
 */
import { checkStudentName, normalisePersonName } from '@/lib/validators/names';
import { IMPORT_MAX_ROWS } from '@/lib/validators/students';
import type { ImportAnswer, ImportRowResult, ImportSkipReason, SecretType } from '@/types/manage';
import type { SheetData } from 'write-excel-file/universal';
import { db } from '../db/db';
import type { OrganizationRecord, TeamRecord } from '../db/schema';
import { centreMessages as M } from '../messages/centre';
import type { Lang, Message } from '../messages/define';
import { messageText } from '../messages/index';
import { createCampusStudent } from './campus-students';
import { freshKey, keysOfTeam } from './student-accounts';
import { poolKey, poolOfTeam, roomIn, sharedRoom } from './org-quota';
import type { TeamDropdown } from './team-dropdown';

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

/** How an import is carried out: a preview writes nothing; all-or-nothing writes only a file without a skipped row. */
export interface ImportMode {
  preview: boolean;
  allOrNothing: boolean;
}

interface Planned {
  result: ImportRowResult;
  team?: TeamRecord;
  type?: SecretType;
}

/**
 * Judges the rows of a sheet (the header first) and, unless told not to, creates the valid ones
 * that fit. Every row is judged before anything is written, so a preview and an import of the
 * same file give the same verdicts. Answers each non-empty row's verdict, or why the file as a
 * whole is refused (no header, no rows, too many rows).
 */
export function importRows(
  org: OrganizationRecord,
  rows: readonly unknown[][],
  now: Date = new Date(),
  mode: ImportMode = { preview: false, allOrNothing: false },
): ImportAnswer | ImportRefusal {
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
  const namesOfTeam = new Map<number, Set<string>>();
  const campusNames = (team: TeamRecord) => {
    let names = namesOfTeam.get(team.id);
    if (!names) namesOfTeam.set(team.id, (names = new Set(db.teamStudents.findBy('team_id', team.id).map((s) => s.name))));
    return names;
  };
  const seen = new Set<string>();
  const plan: Planned[] = [];
  for (const { cells, row } of body) {
    const name = normalisePersonName(cellText(cells[columns.name!]));
    const teamText = cellText(cells[columns.team!]);
    const keyCell = columns.keyType === undefined ? '' : cellText(cells[columns.keyType]);
    const keyText = keyCell.toLowerCase();
    const verdict = (status: ImportRowResult['status'], reason: ImportSkipReason | null): ImportRowResult => ({ row, name, team: teamText, key_type: keyCell, status, reason });
    const skip = (reason: ImportSkipReason) => plan.push({ result: verdict('skipped', reason) });

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
    if (seen.has(nameInTeam)) {
      skip('duplicate_in_file');
      continue;
    }
    seen.add(nameInTeam);
    if (campusNames(team).has(name)) {
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
    room.set(key, left - 1);
    plan.push({ result: verdict('ready', null), team, type });
  }

  const fits = plan.filter((p) => p.team).length;
  const skipped = plan.length - fits;
  const write = !mode.preview && !(mode.allOrNothing && skipped > 0);
  const quotaLeft = quotaLeftOf(org, plan);
  if (write) {
    for (const p of plan) {
      if (!p.team || !p.type) continue;
      const secret = freshKey(p.type, keysOfTeam(p.team.id));
      const input = { name: p.result.name, secret_type: p.type, secret: p.type === 'word' ? secret : '', secret_image: p.type === 'image' ? secret : '', student_team_id: [p.team.id] };
      createCampusStudent(org, input, [p.team], now);
      p.result.status = 'created';
    }
  }
  const created = write ? fits : 0;
  return {
    success: created > 0,
    preview: mode.preview,
    written: write,
    created,
    skipped,
    fits,
    quota_left: quotaLeft,
    rows: plan.map((p) => p.result),
  };
}

/** The room, before this import, of the pools the file's teams draw on (every pool once). */
function quotaLeftOf(org: OrganizationRecord, plan: readonly Planned[]): number {
  const pools = new Map<string, number>();
  for (const p of plan) {
    if (!p.team) continue;
    const pool = poolOfTeam(org, p.team);
    const key = poolKey(pool);
    if (!pools.has(key)) pools.set(key, roomIn(pool, 'students'));
  }
  if (pools.size === 0) pools.set('shared', sharedRoom(org, 'students'));
  return [...pools.values()].reduce((sum, n) => sum + n, 0);
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

/** The template's team column picks from the teams sheet's names (a drop-down, row 2 to the import's last row). */
export function templateDropdown(org: OrganizationRecord, lang: Lang): TeamDropdown {
  return { cells: `B2:B${IMPORT_MAX_ROWS + 1}`, teamsSheet: messageText(M.templateTeams, lang), teamCount: db.teams.countBy('org_id', org.id) };
}
