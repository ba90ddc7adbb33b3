/**
 * Writes the demo world's teaching-plan documents (real, small .docx, .xlsx and .pdf files) to
 * public/plans/, one for every name of mocks/db/content-plans.ts, with the same kinds of library
 * the viewer reads them with: `docx` for Word, `write-excel-file` for Excel, `pdf-lib` for PDF.
 * The results are committed; run this after changing the list or the texts below:
 *
 *   npx tsx --tsconfig tsconfig.scripts.json scripts/demo-plans.ts
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { AlignmentType, BorderStyle, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import writeExcelFile, { type Row, type SheetData } from 'write-excel-file/node';
import { COURSES, COURSE_BAGS } from '../mocks/db/content-courses';
import { bagPlanName, BUILT_IN_PLAN, demoPlanFiles, PLAN_TEMPLATE, planFileSlug, UPLOADED_PLANS } from '../mocks/db/content-plans';

const OUT_DIR = fileURLToPath(new URL('../public/plans/', import.meta.url));
const SIZES_FILE = fileURLToPath(new URL('../mocks/db/plan-file-sizes.ts', import.meta.url));
/** Fixed document dates, so running the script again changes only what the texts change. */
const DOCUMENT_DATE = new Date('2026-01-05T09:00:00Z');

interface Section {
  heading: string;
  text?: string[];
  bullets?: string[];
  table?: { head: string[]; rows: string[][] };
}

/** A written plan (Word or PDF). */
interface WrittenPlan {
  kind: 'written';
  title: string;
  stage: string;
  sections: Section[];
}

/** A spreadsheet plan: sheets of rows, the first row being the header. */
interface SheetPlan {
  kind: 'sheets';
  sheets: { name: string; rows: (string | number)[][] }[];
}

type PlanContent = WrittenPlan | SheetPlan;

const weeks = (topics: string[], activity: (topic: string, i: number) => string, check: (i: number) => string) =>
  topics.map((topic, i) => [`Week ${i + 1}`, topic, activity(topic, i), check(i)]);

function bagPlan(bagIndex: number): WrittenPlan {
  const bag = COURSE_BAGS[bagIndex];
  const courses = bag.courses.map((i) => COURSES[i]);
  return {
    kind: 'written',
    title: `${bag.title} ${bag.version}: teaching plan`,
    stage: bag.stages.join(', '),
    sections: [
      {
        heading: 'About this plan',
        text: [
          `Generated from the course bag "${bag.title}" (${bag.version}) for ${bag.stages.join(' and ')}.`,
          `Platforms: ${bag.platforms.join(', ')}. Teaching aids: ${bag.aids.join(', ')}.`,
          'Each course runs for about four weeks with one 45-minute lesson a week.',
        ],
      },
      {
        heading: 'Courses in order',
        table: {
          head: ['#', 'Course', 'Focus'],
          rows: courses.map((c, i) => [String(i + 1), c.title, c.subtitle]),
        },
      },
      {
        heading: 'Assessment',
        bullets: ['A short quiz at the end of each course', 'One shared project per course in the team portfolio', 'Teacher notes on effort and collaboration'],
      },
    ],
  };
}

const CONTENT: Record<string, PlanContent> = {
  [BUILT_IN_PLAN]: {
    kind: 'written',
    title: 'Teaching Cloud quick start for teachers',
    stage: 'All stages',
    sections: [
      {
        heading: 'Welcome',
        text: ['This guide walks you through your first week on the teaching cloud: teams, login cards, courses and portfolios.'],
      },
      {
        heading: 'Your first lesson in five steps',
        bullets: [
          'Create a team under My management and choose word or picture keys.',
          'Add your students, then print their login cards.',
          'Link the courses you will teach to the team.',
          'Open the course and present the slides from the teacher part.',
          'Collect the finished projects in the team portfolio.',
        ],
      },
      {
        heading: 'Teaching plans',
        text: ['Upload your own plans (docx, xlsx or pdf, up to 5 MB each) and enable the ones you want to keep at hand in the plan viewer.'],
      },
    ],
  },
  [PLAN_TEMPLATE]: {
    kind: 'written',
    title: 'Teaching plan template',
    stage: 'Stage: ______',
    sections: [
      { heading: 'Course and team', text: ['Course: ______________    Team: ______________    Term: ______________'] },
      { heading: 'Learning goals', bullets: ['Goal 1:', 'Goal 2:', 'Goal 3:'] },
      {
        heading: 'Lesson by lesson',
        table: { head: ['Week', 'Topic', 'Activities', 'Check for understanding'], rows: [['1', '', '', ''], ['2', '', '', ''], ['3', '', '', ''], ['4', '', '', '']] },
      },
      { heading: 'Materials', text: ['Computers, teaching aids and printed handouts needed.'] },
    ],
  },
  [UPLOADED_PLANS.scratchTerm[0]]: {
    kind: 'written',
    title: 'Scratch term plan - Autumn',
    stage: UPLOADED_PLANS.scratchTerm[1],
    sections: [
      {
        heading: 'Goals for the term',
        bullets: ['Build three finished games from scratch', 'Use loops, conditions and variables with confidence', 'Present one project to the class'],
      },
      {
        heading: 'Weekly plan',
        table: {
          head: ['Week', 'Topic', 'Activity', 'Check'],
          rows: weeks(
            ['Meet the stage and sprites', 'Moving with arrow keys', 'Costumes and sounds', 'Drawing a maze', 'Touching walls', 'Keeping score', 'A second level', 'Showcase'],
            (topic) => `Guided build: ${topic.toLowerCase()}`,
            (i) => (i % 2 === 0 ? 'Exit ticket' : 'Pair review'),
          ),
        },
      },
      { heading: 'Differentiation', text: ['Early finishers add a timer and sound effects; pupils who need support start from the starter project in the course resources.'] },
    ],
  },
  [UPLOADED_PLANS.aiRubric[0]]: {
    kind: 'written',
    title: 'AI unit assessment rubric',
    stage: UPLOADED_PLANS.aiRubric[1],
    sections: [
      { heading: 'How to use this rubric', text: ['Score each criterion from 1 (beginning) to 4 (excellent) after the final project presentation.'] },
      {
        heading: 'Criteria',
        table: {
          head: ['Criterion', '1 Beginning', '4 Excellent'],
          rows: [
            ['Training data', 'Fewer than 10 examples per class', 'Balanced, varied examples per class'],
            ['Testing', 'Tried once', 'Tested with new examples and explained mistakes'],
            ['Explaining', 'Cannot say how the model decides', 'Explains features and limits clearly'],
            ['Responsible use', 'No thought about fairness', 'Names who could be treated unfairly and why'],
          ],
        },
      },
    ],
  },
  [UPLOADED_PLANS.pythonSyllabus[0]]: {
    kind: 'written',
    title: 'Python pathway syllabus',
    stage: UPLOADED_PLANS.pythonSyllabus[1],
    sections: [
      { heading: 'Course overview', text: ['A one-year path from first print statements to small data projects, two lessons a week.'] },
      {
        heading: 'Units',
        table: {
          head: ['Unit', 'Content', 'Project'],
          rows: [
            ['1', 'Variables, input and output', 'Mad libs'],
            ['2', 'Conditions and loops', 'Number guessing game'],
            ['3', 'Lists and dictionaries', 'Class survey charts'],
            ['4', 'Functions and files', 'Text adventure'],
          ],
        },
      },
      { heading: 'Assessment', bullets: ['Unit projects (60%)', 'Short quizzes (20%)', 'Final showcase (20%)'] },
    ],
  },
  [UPLOADED_PLANS.weekendClass[0]]: {
    kind: 'written',
    title: 'Weekend class plan',
    stage: UPLOADED_PLANS.weekendClass[1],
    sections: [
      { heading: 'Saturday morning club', text: ['Two hours every Saturday, 9:30 to 11:30, for up to twelve pupils.'] },
      {
        heading: 'Timetable',
        table: {
          head: ['Time', 'Activity'],
          rows: [['9:30', 'Warm-up puzzle'], ['9:45', 'New concept and demo'], ['10:15', 'Build time'], ['11:00', 'Show and tell'], ['11:20', 'Tidy up and save']],
        },
      },
    ],
  },
  [UPLOADED_PLANS.robotRules[0]]: {
    kind: 'written',
    title: 'Robot car race rules',
    stage: UPLOADED_PLANS.robotRules[1],
    sections: [
      { heading: 'The race', text: ['Each team has three minutes on the track. The fastest clean lap counts.'] },
      {
        heading: 'Rules',
        bullets: [
          'Cars must drive by code only: no remote controls.',
          'Touching the car during a lap adds five seconds.',
          'Leaving the track ends the lap.',
          'Teams may change their code between laps.',
        ],
      },
      {
        heading: 'Scoring',
        table: { head: ['Place', 'Points'], rows: [['1st', '10'], ['2nd', '8'], ['3rd', '6'], ['Finished', '3']] },
      },
    ],
  },
  [UPLOADED_PLANS.parentsEvening[0]]: {
    kind: 'written',
    title: 'Parents evening handout',
    stage: UPLOADED_PLANS.parentsEvening[1],
    sections: [
      { heading: 'What your child learns', text: ['This term pupils build games and animations in Scratch and learn to explain how their code works.'] },
      {
        heading: 'How to help at home',
        bullets: ['Ask your child to show you a project and explain one block', 'Encourage short, regular practice', 'Celebrate finished work, even small'],
      },
      { heading: 'Contact', text: ['Questions? Speak to the class teacher or the campus office.'] },
    ],
  },
  [UPLOADED_PLANS.codingClubRules[0]]: {
    kind: 'written',
    title: 'Coding club classroom rules',
    stage: UPLOADED_PLANS.codingClubRules[1],
    sections: [
      {
        heading: 'Our rules',
        bullets: ['Save your project every ten minutes', 'Ask three before me: your notes, your partner, the help page', 'Screens down when the teacher speaks', 'Be kind in comments'],
      },
    ],
  },
  [UPLOADED_PLANS.pythonClub[0]]: {
    kind: 'sheets',
    sheets: [
      {
        name: 'Schedule',
        rows: [
          ['Week', 'Date', 'Topic', 'Homework'],
          ...['Print and input', 'If and else', 'While loops', 'For loops', 'Lists', 'Dictionaries', 'Functions', 'Project week'].map((topic, i) => [
            i + 1,
            `Wednesday ${i + 1}`,
            topic,
            i === 7 ? 'Finish project' : `Exercise sheet ${i + 1}`,
          ]),
        ],
      },
      { name: 'Rooms', rows: [['Day', 'Room', 'Computers'], ['Wednesday', 'Lab 2', 24], ['Friday', 'Library', 16]] },
    ],
  },
  [UPLOADED_PLANS.gameJam[0]]: {
    kind: 'sheets',
    sheets: [
      {
        name: 'Teams',
        rows: [
          ['Team', 'Members', 'Game idea', 'Status'],
          ['Red', 3, 'Space dodge', 'Prototype'],
          ['Blue', 4, 'Maze escape', 'Idea'],
          ['Green', 3, 'Music quiz', 'Playable'],
          ['Yellow', 2, 'Pet simulator', 'Idea'],
        ],
      },
      {
        name: 'Timeline',
        rows: [['Day', 'Goal'], ['Monday', 'Pick an idea and sketch it'], ['Tuesday', 'Build the core loop'], ['Wednesday', 'Add art and sound'], ['Thursday', 'Play-test and fix'], ['Friday', 'Showcase']],
      },
    ],
  },
  [UPLOADED_PLANS.assessmentCalendar[0]]: {
    kind: 'sheets',
    sheets: [
      {
        name: 'Calendar',
        rows: [
          ['Month', 'Assessment', 'Stages', 'Owner'],
          ['September', 'Baseline quiz', 'All stages', 'Class teachers'],
          ['November', 'Project review', 'Grade 3-6', 'Campus manager'],
          ['January', 'Mid-year showcase', 'All stages', 'Campus manager'],
          ['April', 'Coding competition heats', 'Grade 5 - Junior High', 'Club leads'],
          ['June', 'End-of-year portfolio', 'All stages', 'Class teachers'],
        ],
      },
    ],
  },
  [UPLOADED_PLANS.microbitLab[0]]: {
    kind: 'sheets',
    sheets: [
      {
        name: 'Checklist',
        rows: [['Item', 'Per pair', 'Checked'], ['micro:bit', 1, 'yes'], ['USB cable', 1, 'yes'], ['Battery pack', 1, 'no'], ['Crocodile clips', 4, 'yes']],
      },
    ],
  },
  ...Object.fromEntries(COURSE_BAGS.map((_, i) => [bagPlanName(i), bagPlan(i)])),
};

// ---------------------------------------------------------------------------------------------
// Word

const cell = (text: string, bold = false) =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })], margins: { top: 60, bottom: 60, left: 100, right: 100 } });

const BORDER = { style: BorderStyle.SINGLE, size: 4, color: '999999' };

function wordSection(section: Section): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_2, spacing: { before: 240, after: 120 } })];
  for (const text of section.text ?? []) out.push(new Paragraph({ text, spacing: { after: 120 } }));
  for (const text of section.bullets ?? []) out.push(new Paragraph({ text, bullet: { level: 0 } }));
  if (section.table) {
    const { head, rows } = section.table;
    out.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        borders: { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER, insideHorizontal: BORDER, insideVertical: BORDER },
        rows: [new TableRow({ tableHeader: true, children: head.map((h) => cell(h, true)) }), ...rows.map((r) => new TableRow({ children: r.map((c) => cell(c)) }))],
      }),
    );
  }
  return out;
}

async function writeWord(plan: WrittenPlan): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Teaching Cloud demo',
    title: plan.title,
    sections: [
      {
        children: [
          new Paragraph({ text: plan.title, heading: HeadingLevel.TITLE, alignment: AlignmentType.LEFT }),
          new Paragraph({ children: [new TextRun({ text: `Stage: ${plan.stage}`, italics: true, color: '555555' })], spacing: { after: 200 } }),
          ...plan.sections.flatMap(wordSection),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

// ---------------------------------------------------------------------------------------------
// PDF

const PAGE: [number, number] = [595, 842];
const MARGIN = 56;

/** A cursor over the PDF's pages that wraps text and starts a new page when the current one is full. */
class PdfWriter {
  page: PDFPage;
  y = PAGE[1] - MARGIN;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(PAGE);
  }

  private room(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  /** Lines of at most `width` points. */
  private wrap(text: string, size: number, width: number, font = this.font): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  text(text: string, { size = 11, bold = false, indent = 0, color = rgb(0.1, 0.1, 0.1), after = 6 } = {}): void {
    const font = bold ? this.bold : this.font;
    for (const line of this.wrap(text, size, PAGE[0] - 2 * MARGIN - indent, font)) {
      this.room(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
    }
    this.y -= after;
  }

  table(head: string[], rows: string[][]): void {
    const width = (PAGE[0] - 2 * MARGIN) / head.length;
    const rowOf = (cells: string[], bold: boolean) => {
      const wrapped = cells.map((c) => this.wrap(c, 10, width - 8, bold ? this.bold : this.font));
      const height = Math.max(1, ...wrapped.map((w) => w.length)) * 14 + 8;
      this.room(height);
      const top = this.y;
      wrapped.forEach((lines, i) => {
        const x = MARGIN + i * width;
        this.page.drawRectangle({ x, y: top - height, width, height, borderColor: rgb(0.6, 0.6, 0.6), borderWidth: 0.5, color: bold ? rgb(0.93, 0.95, 0.98) : undefined });
        lines.forEach((line, j) => this.page.drawText(line, { x: x + 4, y: top - 16 - j * 14, size: 10, font: bold ? this.bold : this.font }));
      });
      this.y = top - height;
    };
    rowOf(head, true);
    for (const r of rows) rowOf(r, false);
    this.y -= 10;
  }
}

async function writePdf(plan: WrittenPlan): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(plan.title);
  doc.setCreator('Teaching Cloud demo');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(DOCUMENT_DATE);
  doc.setModificationDate(DOCUMENT_DATE);
  const writer = new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  writer.text(plan.title, { size: 22, bold: true, after: 4 });
  writer.text(`Stage: ${plan.stage}`, { size: 11, color: rgb(0.35, 0.35, 0.35), after: 14 });
  for (const section of plan.sections) {
    writer.text(section.heading, { size: 14, bold: true, after: 4 });
    for (const text of section.text ?? []) writer.text(text);
    for (const text of section.bullets ?? []) writer.text(`•  ${text}`, { indent: 10, after: 2 });
    if (section.table) writer.table(section.table.head, section.table.rows);
    writer.text('', { after: 6 });
  }
  return doc.save();
}

// ---------------------------------------------------------------------------------------------
// Excel

async function writeExcel(plan: SheetPlan): Promise<Uint8Array> {
  const sheets = plan.sheets.map(({ name, rows }) => {
    const data: SheetData = rows.map((row, r): Row => row.map((value) => (r === 0 ? { value, fontWeight: 'bold' as const, backgroundColor: '#E8EEF8' } : { value })));
    const columns = rows[0].map((_, c) => ({ width: Math.min(40, Math.max(10, ...rows.map((row) => String(row[c] ?? '').length + 2))) }));
    return { data, sheet: name, columns };
  });
  return new Uint8Array(await writeExcelFile(sheets).toBuffer());
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const wanted = new Set(demoPlanFiles().map(planFileSlug));
  // Files of plans no longer listed go, so public/plans/ holds exactly the demo world's documents.
  for (const existing of await readdir(OUT_DIR)) if (!wanted.has(existing)) await rm(`${OUT_DIR}${existing}`);
  const sizes: Record<string, number> = {};
  for (const name of demoPlanFiles()) {
    const content = CONTENT[name];
    if (!content) throw new Error(`no content written for ${name}`);
    const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    let bytes: Uint8Array;
    if (content.kind === 'sheets') {
      if (ext !== 'xlsx') throw new Error(`${name}: spreadsheet content needs an .xlsx name`);
      bytes = await writeExcel(content);
    } else if (ext === 'docx') bytes = await writeWord(content);
    else if (ext === 'pdf') bytes = await writePdf(content);
    else throw new Error(`${name}: written content needs a .docx or .pdf name`);
    await writeFile(`${OUT_DIR}${planFileSlug(name)}`, bytes);
    sizes[planFileSlug(name)] = bytes.length;
    console.info(`${planFileSlug(name).padEnd(52)} ${(bytes.length / 1024).toFixed(1).padStart(6)} KB`);
  }
  // The seed runs in the browser too, where it cannot look at the files: it reads their sizes here.
  const lines = Object.entries(sizes).map(([slug, size]) => `  '${slug}': ${size},`);
  await writeFile(
    SIZES_FILE,
    `/** Sizes in bytes of the documents under public/plans/. Written by scripts/demo-plans.ts: do not edit. */\nexport const PLAN_FILE_SIZES: Readonly<Record<string, number>> = {\n${lines.join('\n')}\n};\n`,
  );
}

await main();
