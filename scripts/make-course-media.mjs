// Makes the demo catalogue's media under public/ (the sources are this script): slide decks
// (SVG slides plus a JSON manifest per deck, what a unit's ppt_furl points at), the pictures the
// lesson documents show, a few-second lesson clip in two qualities (ffmpeg, Debian's package),
// PDF worksheets (pdf-lib), a downloadable materials archive and a Scratch starter project
// (zip, Debian's package). Run `node scripts/make-course-media.mjs` after changing a deck, and
// commit the files: nothing is downloaded or generated at run time.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const PUBLIC = 'public';
const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The cover picture of a theme, as the inside of an <svg> (viewBox 0 0 320 180). */
function coverArt(name) {
  const svg = readFileSync(join(PUBLIC, 'covers', `${name}.svg`), 'utf8');
  return svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/id="g"/g, `id="g-${name}"`).replace(/url\(#g\)/g, `url(#g-${name})`);
}

// ------------------------------------------------------------------------------------------------
// Slide decks

const DECKS = [
  {
    key: 'scratch', title: 'Making games with Scratch', cover: 'game', colour: '#FF8A3D',
    goals: ['Use events to start scripts', 'Move sprites with the arrow keys', 'Keep score with a variable'],
    idea: ['Every sprite has its own scripts', 'Events (green flag, key press) start them', 'Loops keep checking what happens'],
    code: ['when green flag clicked', 'set [score] to (0)', 'forever', '  if <touching [apple]?> then', '    change [score] by (1)', '  end', 'end'],
  },
  {
    key: 'snap', title: 'Build your own blocks in Snap!', cover: 'rainbow', colour: '#E85D9E',
    goals: ['Make a custom block with inputs', 'Report a value from a block', 'Draw a recursive tree'],
    idea: ['A custom block names an idea', 'Inputs make it reusable', 'A block may call itself (recursion)'],
    code: ['+ tree (size) +', 'if (size) > (5)', '  move (size) steps', '  turn left (20) degrees', '  tree ((size) × (0.7))', '  turn right (40) degrees', '  tree ((size) × (0.7))'],
  },
  {
    key: 'python', title: 'Talking to the computer in Python', cover: 'code', colour: '#3572A5',
    goals: ['Store values in variables', 'Ask for input and decide with if', 'Repeat with for loops'],
    idea: ['A program runs top to bottom', 'if / elif / else choose a path', 'Indentation shows what belongs together'],
    code: ['name = input("Your name? ")', 'for i in range(3):', '    print(f"Hello, {name}!")', 'if len(name) > 5:', '    print("What a long name")'],
  },
  {
    key: 'cpp', title: 'C++ step by step', cover: 'mountain', colour: '#5C6BC0',
    goals: ['Compile and run a program', 'Use int, double and string', 'Write loops that terminate'],
    idea: ['The compiler checks types first', 'main() is where the program starts', 'Test with small inputs before large ones'],
    code: ['#include <iostream>', 'int main() {', '  int n; std::cin >> n;', '  long long sum = 0;', '  for (int i = 1; i <= n; ++i) sum += i;', '  std::cout << sum << "\\n";', '}'],
  },
  {
    key: 'arduino', title: 'Circuits and code with Arduino', cover: 'circuit', colour: '#00979D',
    goals: ['Wire an LED with a resistor', 'Read a sensor on an analogue pin', 'React with an output'],
    idea: ['setup() runs once, loop() forever', 'Digital pins are on or off', 'Analogue pins read 0 to 1023'],
    code: ['void setup() { pinMode(13, OUTPUT); }', 'void loop() {', '  int light = analogRead(A0);', '  digitalWrite(13, light < 300);', '  delay(100);', '}'],
  },
  {
    key: 'microbit', title: 'Inventing with the micro:bit', cover: 'sunset', colour: '#1B9E77',
    goals: ['Show icons on the LED display', 'Use buttons A and B', 'Measure with the accelerometer'],
    idea: ['Inputs: buttons, tilt, light, temperature', 'Outputs: LEDs, sound, radio', 'A counter remembers between events'],
    code: ['on shake:', '  steps = steps + 1', 'on button A pressed:', '  show number steps', 'on button B pressed:', '  steps = 0'],
  },
  {
    key: 'robot', title: 'Driving a robot car', cover: 'robot', colour: '#F4511E',
    goals: ['Drive forward and turn by time', 'Stop before an obstacle', 'Follow a black line'],
    idea: ['Motors set speed, not distance', 'Sensors tell the robot about the world', 'Small steps, test often'],
    code: ['forever', '  if (distance) < (15) then', '    stop motors', '    turn right for (0.4) seconds', '  else', '    drive forward at (60) %', '  end'],
  },
  {
    key: 'ai', title: 'Teaching the computer with examples', cover: 'ai', colour: '#7E57C2',
    goals: ['Collect examples for each class', 'Train and test a model', 'Talk about fair and unfair AI'],
    idea: ['A model learns patterns from examples', 'More varied examples, better guesses', 'Always test with new examples'],
    code: ['when [rock] is recognised', '  say [Paper beats rock!]', 'when [paper] is recognised', '  say [Scissors beat paper!]', 'confidence > 70% ?'],
  },
  {
    key: 'unplugged', title: 'Computational thinking, unplugged', cover: 'forest', colour: '#43A047',
    goals: ['Give exact step-by-step instructions', 'Spot patterns and repeat them', 'Find and fix a bug in a routine'],
    idea: ['An algorithm is a list of exact steps', 'A pattern can become a loop', 'Debugging means testing each step'],
    code: ['1. step forward', '2. step forward', '3. turn right', 'repeat steps 1-3 four times', '→ where do you end up?'],
  },
  {
    key: 'data', title: 'Asking questions of data', cover: 'city', colour: '#00897B',
    goals: ['Read a CSV file', 'Count, average and sort', 'Draw a chart that answers a question'],
    idea: ['Start from a question', 'Clean the data before counting', 'Choose the chart that fits the question'],
    code: ['import csv', 'with open("survey.csv") as f:', '    rows = list(csv.DictReader(f))', 'pets = [r["pet"] for r in rows]', 'print(max(set(pets), key=pets.count))'],
  },
];

function slideFrame(deck, index, heading, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720">
<rect width="1280" height="720" fill="#F7F9FC"/>
<rect width="1280" height="96" fill="${deck.colour}"/>
<text x="64" y="62" font-family="Noto Sans, DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="#fff">${esc(heading)}</text>
${body}
<text x="64" y="690" font-family="Noto Sans, DejaVu Sans, Arial, sans-serif" font-size="20" fill="#8A94A6">${esc(deck.title)}</text>
<text x="1216" y="690" text-anchor="end" font-family="Noto Sans, DejaVu Sans, Arial, sans-serif" font-size="20" fill="#8A94A6">${index} / 5</text>
</svg>
`;
}

function bulletList(items, x, y, size = 34) {
  return items
    .map((item, i) => `<circle cx="${x}" cy="${y + i * 72 - 11}" r="8" fill="#2F6BF2"/><text x="${x + 28}" y="${y + i * 72}" font-family="Noto Sans, DejaVu Sans, Arial, sans-serif" font-size="${size}" fill="#1F2433">${esc(item)}</text>`)
    .join('\n');
}

function makeDeck(deck) {
  const dir = join(PUBLIC, 'slides', deck.key);
  mkdirSync(dir, { recursive: true });
  const art = coverArt(deck.cover);
  const slides = [
    {
      alt: `Title slide: ${deck.title}`,
      svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720">
<svg x="0" y="0" width="1280" height="720" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice">${art}</svg>
<rect x="0" y="440" width="1280" height="280" fill="#000" opacity=".55"/>
<text x="64" y="540" font-family="Noto Sans, DejaVu Sans, Arial, sans-serif" font-size="58" font-weight="700" fill="#fff">${esc(deck.title)}</text>
<text x="64" y="610" font-family="Noto Sans, DejaVu Sans, Arial, sans-serif" font-size="28" fill="#E8ECF6">Teaching Cloud · lesson slides</text>
</svg>
`,
    },
    { alt: `Learning goals: ${deck.goals.join('; ')}`, svg: slideFrame(deck, 2, 'Learning goals', bulletList(deck.goals, 96, 220)) },
    {
      alt: `Key idea: ${deck.idea.join('; ')}`,
      svg: slideFrame(
        deck,
        3,
        'The key idea',
        `${bulletList(deck.idea, 96, 220, 32)}<svg x="820" y="150" width="400" height="225" viewBox="0 0 320 180">${art}</svg>`,
      ),
    },
    {
      alt: `Try it: ${deck.code.join(' / ')}`,
      svg: slideFrame(
        deck,
        4,
        'Try it',
        `<rect x="64" y="136" width="1152" height="${Math.max(220, deck.code.length * 52 + 60)}" rx="18" fill="#1F2433"/>
${deck.code.map((line, i) => `<text x="104" y="${200 + i * 52}" font-family="DejaVu Sans Mono, monospace" font-size="30" fill="#E8ECF6" xml:space="preserve">${esc(line)}</text>`).join('\n')}`,
      ),
    },
    {
      alt: 'Wrap-up: show a partner your work, give one star and one wish',
      svg: slideFrame(
        deck,
        5,
        'Wrap-up',
        `<text x="96" y="230" font-family="Noto Sans, DejaVu Sans, Arial, sans-serif" font-size="36" fill="#1F2433">Show a partner what you made.</text>
<text x="150" y="350" font-family="Noto Sans, DejaVu Sans, Arial, sans-serif" font-size="34" fill="#1F2433">One star: something that works well</text>
<text x="150" y="440" font-family="Noto Sans, DejaVu Sans, Arial, sans-serif" font-size="34" fill="#1F2433">One wish: something to try next time</text>
<path d="M110 330l9 18 20 3-14 14 3 20-18-9-18 9 3-20-14-14 20-3z" fill="#FFC107"/>
<circle cx="110" cy="428" r="18" fill="#64B5F6"/>`,
      ),
    },
  ];
  slides.forEach((slide, i) => writeFileSync(join(dir, `${i + 1}.svg`), slide.svg));
  const manifest = { title: deck.title, slides: slides.map((s, i) => ({ src: `/slides/${deck.key}/${i + 1}.svg`, alt: s.alt })) };
  writeFileSync(join(PUBLIC, 'slides', `${deck.key}.json`), `${JSON.stringify(manifest, null, 2)}\n`);
}

// ------------------------------------------------------------------------------------------------
// Pictures of the lesson documents

const FONT = 'font-family="Noto Sans, DejaVu Sans, Arial, sans-serif"';
const box = (x, y, w, h, fill, label, size = 18) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${fill}"/><text x="${x + w / 2}" y="${y + h / 2 + size / 3}" text-anchor="middle" ${FONT} font-size="${size}" fill="#fff">${esc(label)}</text>`;
const arrow = (x1, y1, x2, y2) => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#5B6475" stroke-width="3" marker-end="url(#a)"/>`;
const picture = (title, body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 300" width="640" height="300" role="img" aria-label="${esc(title)}">
<defs><marker id="a" markerWidth="10" markerHeight="10" refX="8" refY="5" orient="auto"><path d="M0 0L10 5L0 10z" fill="#5B6475"/></marker></defs>
<rect width="640" height="300" rx="16" fill="#F3F6FC"/>
<text x="24" y="40" ${FONT} font-size="20" font-weight="700" fill="#1F2433">${esc(title)}</text>
${body}
</svg>
`;

const PICTURES = {
  'event-loop': picture('Events start scripts, loops keep them going', `${box(30, 110, 150, 70, '#FF8A3D', 'green flag')}${arrow(180, 145, 240, 145)}${box(240, 110, 150, 70, '#2F6BF2', 'forever loop')}${arrow(390, 145, 450, 145)}${box(450, 110, 160, 70, '#43A047', 'check & react')}<path d="M530 180 C 530 250, 315 250, 315 185" fill="none" stroke="#5B6475" stroke-width="3" marker-end="url(#a)"/>`),
  'program-flow': picture('A program decides with if / else', `${box(240, 60, 160, 50, '#3572A5', 'input()')}${arrow(320, 110, 320, 140)}${box(220, 140, 200, 50, '#7E57C2', 'if condition?')}${arrow(260, 190, 150, 230)}${arrow(380, 190, 490, 230)}${box(70, 230, 160, 50, '#43A047', 'yes: print A')}${box(410, 230, 160, 50, '#F4511E', 'no: print B')}`),
  'circuit': picture('Pin 13 → resistor → LED → ground', `<rect x="40" y="90" width="140" height="160" rx="10" fill="#00979D"/><text x="110" y="175" text-anchor="middle" ${FONT} font-size="20" fill="#fff">Arduino</text><line x1="180" y1="130" x2="300" y2="130" stroke="#E53935" stroke-width="5"/><rect x="300" y="118" width="90" height="24" rx="6" fill="#D7B98E"/><line x1="390" y1="130" x2="470" y2="130" stroke="#E53935" stroke-width="5"/><circle cx="500" cy="130" r="30" fill="#FFEB3B" stroke="#F9A825" stroke-width="4"/><line x1="500" y1="160" x2="500" y2="230" stroke="#212121" stroke-width="5"/><line x1="180" y1="230" x2="500" y2="230" stroke="#212121" stroke-width="5"/><text x="330" y="110" ${FONT} font-size="16" fill="#1F2433">220 Ω</text><text x="540" y="135" ${FONT} font-size="16" fill="#1F2433">LED</text><text x="300" y="255" ${FONT} font-size="16" fill="#1F2433">GND</text>`),
  'robot-sensors': picture('Where the robot car senses', `<rect x="200" y="90" width="240" height="150" rx="24" fill="#F4511E"/><circle cx="230" cy="250" r="22" fill="#263238"/><circle cx="410" cy="250" r="22" fill="#263238"/><rect x="440" y="130" width="40" height="40" rx="6" fill="#90A4AE"/><text x="500" y="155" ${FONT} font-size="16" fill="#1F2433">ultrasonic: distance</text><rect x="280" y="240" width="80" height="14" fill="#37474F"/><text x="250" y="285" ${FONT} font-size="16" fill="#1F2433">line sensors: black or white</text>`),
  'ai-training': picture('Examples → training → a model that guesses', `${box(30, 110, 160, 70, '#7E57C2', 'examples')}${arrow(190, 145, 240, 145)}${box(240, 110, 160, 70, '#5C6BC0', 'training')}${arrow(400, 145, 450, 145)}${box(450, 110, 160, 70, '#43A047', 'model')}<text x="40" y="230" ${FONT} font-size="16" fill="#1F2433">rock ✊ ×20 · paper ✋ ×20 · scissors ✌ ×20</text><text x="450" y="230" ${FONT} font-size="16" fill="#1F2433">"paper, 86%"</text>`),
  'compile-run': picture('Write → compile → run → test', `${box(20, 120, 130, 60, '#5C6BC0', 'write')}${arrow(150, 150, 175, 150)}${box(175, 120, 130, 60, '#3949AB', 'compile')}${arrow(305, 150, 330, 150)}${box(330, 120, 130, 60, '#1E88E5', 'run')}${arrow(460, 150, 485, 150)}${box(485, 120, 130, 60, '#43A047', 'test')}<path d="M550 180 C 550 260, 85 260, 85 185" fill="none" stroke="#5B6475" stroke-width="3" marker-end="url(#a)"/><text x="250" y="270" ${FONT} font-size="16" fill="#1F2433">fix and try again</text>`),
  'grid-path': picture('Instructions on a grid', `${Array.from({ length: 5 }, (_, r) => Array.from({ length: 8 }, (_, c) => `<rect x="${120 + c * 50}" y="${60 + r * 44}" width="48" height="42" fill="${(r + c) % 2 ? '#E3EAF7' : '#FFFFFF'}"/>`).join('')).join('')}<circle cx="145" cy="81" r="14" fill="#43A047"/><path d="M145 81 H345 V213 H470" fill="none" stroke="#F4511E" stroke-width="5" stroke-dasharray="10 6" marker-end="url(#a)"/><text x="360" y="290" ${FONT} font-size="16" fill="#1F2433">forward ×4, right, forward ×3, left…</text>`),
  'data-chart': picture('Favourite pets in our class', `${[['cat', 9, '#7E57C2'], ['dog', 12, '#1E88E5'], ['fish', 4, '#00897B'], ['rabbit', 6, '#F4511E']].map(([label, n, fill], i) => `<rect x="${90 + i * 130}" y="${270 - n * 15}" width="80" height="${n * 15}" rx="6" fill="${fill}"/><text x="${130 + i * 130}" y="${262 - n * 15}" text-anchor="middle" ${FONT} font-size="16" fill="#1F2433">${n}</text><text x="${130 + i * 130}" y="292" text-anchor="middle" ${FONT} font-size="16" fill="#1F2433">${label}</text>`).join('')}`),
};

function makePictures() {
  const dir = join(PUBLIC, 'course-media');
  mkdirSync(dir, { recursive: true });
  for (const [name, svg] of Object.entries(PICTURES)) writeFileSync(join(dir, `${name}.svg`), svg);
}

// ------------------------------------------------------------------------------------------------
// The lesson clip: a few seconds, two qualities (the player's quality switch), WebM (VP9)

function makeClip() {
  const dir = join(PUBLIC, 'media');
  mkdirSync(dir, { recursive: true });
  const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
  for (const [name, size, height] of [['lesson-sd', '640x360', 360], ['lesson-hd', '1280x720', 720]]) {
    const label = height === 720 ? 'HD 720p' : 'SD 360p';
    execFileSync('ffmpeg', [
      '-y', '-loglevel', 'error',
      '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=24:duration=4`,
      '-f', 'lavfi', '-i', 'sine=frequency=660:duration=4:sample_rate=48000',
      '-vf', `drawtext=fontfile=${font}:text='Teaching Cloud lesson preview  ${label}':fontcolor=white:fontsize=${Math.round(height / 14)}:box=1:boxcolor=black@0.55:boxborderw=12:x=(w-text_w)/2:y=h-text_h-${Math.round(height / 10)}`,
      '-c:v', 'libvpx-vp9', '-b:v', height === 720 ? '300k' : '120k', '-deadline', 'good', '-cpu-used', '4', '-row-mt', '1',
      '-c:a', 'libopus', '-b:a', '24k',
      '-shortest',
      join(dir, `${name}.webm`),
    ]);
  }
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', join(dir, 'lesson-sd.webm'), '-frames:v', '1', '-q:v', '5', join(dir, 'lesson-poster.jpg')]);
}

// ------------------------------------------------------------------------------------------------
// Worksheets and the teacher guide (PDF), the materials archive, a Scratch starter project

async function pdf(path, pages) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const page of pages) {
    const p = doc.addPage([595, 842]);
    p.drawRectangle({ x: 0, y: 762, width: 595, height: 80, color: rgb(0.18, 0.42, 0.95) });
    p.drawText(page.title, { x: 40, y: 792, size: 24, font: bold, color: rgb(1, 1, 1) });
    let y = 720;
    for (const line of page.lines) {
      if (line === '___') {
        p.drawLine({ start: { x: 40, y }, end: { x: 555, y }, thickness: 0.8, color: rgb(0.7, 0.72, 0.78) });
        y -= 34;
        continue;
      }
      p.drawText(line, { x: 40, y, size: 13, font, color: rgb(0.12, 0.14, 0.2) });
      y -= 24;
    }
    p.drawText('Teaching Cloud', { x: 40, y: 30, size: 10, font, color: rgb(0.5, 0.55, 0.65) });
  }
  doc.setTitle(pages[0].title);
  doc.setCreator('Teaching Cloud demo');
  doc.setProducer('pdf-lib');
  // A fixed date keeps the file the same on every run.
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  writeFileSync(path, await doc.save({ useObjectStreams: true }));
}

async function makeDocuments() {
  const dir = join(PUBLIC, 'resources');
  mkdirSync(dir, { recursive: true });
  await pdf(join(dir, 'worksheet.pdf'), [
    {
      title: 'Student worksheet',
      lines: ['Name: ______________________    Class: __________', '', '1. What did your program do when you pressed the green flag?', '___', '___',
        '2. Change one number. What do you predict will happen?', '___', '___', '3. What happened? Was your prediction right?', '___', '___',
        '4. One star (something that works well) and one wish (something to try):', '___', '___'],
    },
  ]);
  await pdf(join(dir, 'teacher-guide.pdf'), [
    {
      title: 'Teacher guide',
      lines: ['Before the lesson', '- Charge the devices and open the creation platform on every computer.', '- Print one worksheet per student.',
        '- Check the teaching aids table on the course page for quantities.', '', 'During the lesson (45 minutes)', '- 5 min warm-up: where have you seen this idea?',
        '- 30 min main activity: demonstrate, then pairs build and test.', '- 10 min wrap-up: star and wish in pairs.', '', 'Differentiation',
        '- Early finishers: add a second sprite or a new rule.', '- Support: give the first three blocks ready-made.'],
    },
    {
      title: 'Assessment rubric',
      lines: ['Emerging: follows the demonstration with help.', 'Expected: builds a working example and explains it.', 'Exceeding: changes the example and predicts the result.',
        '', 'Evidence to collect', '- A screenshot or the saved project of each pair.', '- One sentence from each student on the worksheet.'],
    },
  ]);

  const work = mkdtempSync(join(tmpdir(), 'tc-media-'));
  try {
    writeFileSync(join(work, 'README.txt'), 'Lesson materials\n\n- worksheet.pdf: one per student\n- teacher-guide.pdf: lesson plan and rubric\n');
    execFileSync('cp', [join(dir, 'worksheet.pdf'), join(dir, 'teacher-guide.pdf'), work]);
    mkdirSync(join(PUBLIC, 'downloads'), { recursive: true });
    execFileSync('zip', ['-q', '-X', '-j', join(process.cwd(), PUBLIC, 'downloads', 'lesson-materials.zip'), 'README.txt', 'worksheet.pdf', 'teacher-guide.pdf'], { cwd: work });

    // A minimal Scratch 3 project: a stage and a cat-like sprite; assets are named by their MD5.
    const backdrop = '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#E3F2FD"/></svg>';
    const sprite = '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60"><circle cx="30" cy="30" r="26" fill="#FF8A3D"/><circle cx="21" cy="25" r="4"/><circle cx="39" cy="25" r="4"/></svg>';
    const md5 = (text) => createHash('md5').update(text).digest('hex');
    const costume = (name, svg, cx, cy) => ({ name, assetId: md5(svg), md5ext: `${md5(svg)}.svg`, dataFormat: 'svg', rotationCenterX: cx, rotationCenterY: cy });
    const project = {
      targets: [
        { isStage: true, name: 'Stage', variables: { score: ['score', 0] }, lists: {}, broadcasts: {}, blocks: {}, comments: {}, currentCostume: 0,
          costumes: [costume('backdrop1', backdrop, 240, 180)], sounds: [], volume: 100, layerOrder: 0, tempo: 60, videoTransparency: 50, videoState: 'on', textToSpeechLanguage: null },
        { isStage: false, name: 'Player', variables: {}, lists: {}, broadcasts: {}, comments: {}, currentCostume: 0,
          costumes: [costume('player', sprite, 30, 30)], sounds: [], volume: 100, layerOrder: 1, visible: true, x: 0, y: 0, size: 100, direction: 90, draggable: false, rotationStyle: 'all around',
          blocks: {
            flag: { opcode: 'event_whenflagclicked', next: 'loop', parent: null, inputs: {}, fields: {}, shadow: false, topLevel: true, x: 40, y: 40 },
            loop: { opcode: 'control_forever', next: null, parent: 'flag', inputs: { SUBSTACK: [2, 'move'] }, fields: {}, shadow: false, topLevel: false },
            move: { opcode: 'motion_movesteps', next: 'bounce', parent: 'loop', inputs: { STEPS: [1, [4, '10']] }, fields: {}, shadow: false, topLevel: false },
            bounce: { opcode: 'motion_ifonedgebounce', next: null, parent: 'move', inputs: {}, fields: {}, shadow: false, topLevel: false },
          } },
      ],
      monitors: [], extensions: [], meta: { semver: '3.0.0', vm: '0.2.0', agent: 'Teaching Cloud demo' },
    };
    writeFileSync(join(work, 'project.json'), JSON.stringify(project));
    writeFileSync(join(work, `${md5(backdrop)}.svg`), backdrop);
    writeFileSync(join(work, `${md5(sprite)}.svg`), sprite);
    execFileSync('zip', ['-q', '-X', join(process.cwd(), PUBLIC, 'resources', 'starter.sb3'), 'project.json', `${md5(backdrop)}.svg`, `${md5(sprite)}.svg`], { cwd: work });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

for (const deck of DECKS) makeDeck(deck);
makePictures();
makeClip();
await makeDocuments();
console.info(`made ${DECKS.length} slide decks, ${Object.keys(PICTURES).length} pictures, the lesson clip, worksheets and archives under ${PUBLIC}/`);
