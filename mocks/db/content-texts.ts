/**
 * Longer texts of the demo world: lesson markdown, community project documents, the software
 * list, extensions, teaching plan files and system announcements.
 */
import type { SoftwareRecord } from './schema';

const CODE_SAMPLES: Record<string, { lang: string; code: string }> = {
  Scratch: { lang: 'text', code: 'when green flag clicked\nforever\n  move (10) steps\n  if on edge, bounce\nend' },
  Snap: { lang: 'text', code: 'when green flag clicked\nrepeat (36)\n  move (100) steps\n  turn right (170) degrees\nend' },
  Python: { lang: 'python', code: 'name = input("What is your name? ")\nfor i in range(3):\n    print(f"Hello, {name}! Round {i + 1}")' },
  'C++': { lang: 'cpp', code: '#include <iostream>\nint main() {\n    for (int i = 1; i <= 5; ++i) std::cout << i << "\\n";\n    return 0;\n}' },
  Arduino: { lang: 'cpp', code: 'void setup() { pinMode(13, OUTPUT); }\nvoid loop() {\n  digitalWrite(13, HIGH); delay(500);\n  digitalWrite(13, LOW);  delay(500);\n}' },
};

/** A lesson plan in markdown for one unit of a course. */
export function unitMarkdown(course: string, chapter: string, unit: string, platform: string, minutes: number): string {
  const sample = CODE_SAMPLES[platform] ?? CODE_SAMPLES.Scratch;
  return `# ${unit}

*${course} · ${chapter}* · about ${minutes} minutes

## Learning goals
- Explain what **${unit.toLowerCase()}** means in your own words.
- Build a small working example on ${platform}.
- Share one thing you would improve next time.

## Warm-up (5 min)
Ask the class where they have seen this idea outside the computer. Collect two or three answers on the board.

## Main activity (${minutes - 15} min)
1. Open ${platform} and start a new project.
2. Follow the demonstration step by step.
3. Change one value and predict what will happen before you run it.

\`\`\`${sample.lang}
${sample.code}
\`\`\`

## Wrap-up (10 min)
Pairs show their work to each other and give one *star* (something good) and one *wish* (something to try).

## Teacher notes
- Common mistake: forgetting to start the program from the green flag or the run button.
- Early finishers: add a second sprite or a new rule.
`;
}

/** The markdown document of a community project; its headings form the table of contents. */
export function projectMarkdown(title: string, description: string, steps: readonly string[]): string {
  const body = steps
    .map((step, i) => `## Step ${i + 1}: ${step}\n\nWork through this part, then run your project to check it before moving on.\n`)
    .join('\n');
  return `# ${title}\n\n${description}\n\n## What you need\n- A computer with the creation platform open\n- About 45 minutes\n\n${body}\n## Challenge\nAdd your own twist and share it with your team portfolio.\n`;
}

/** Teaching software (software_type 1) and other software (2); every button interaction appears. */
export const SOFTWARE: readonly Omit<SoftwareRecord, 'id'>[] = [
  {
    software_name: 'Scratch Desktop', software_type: 1, logo: '/cards/cat.svg', version: '3.29.1',
    remark: 'Offline editor for classrooms with unreliable internet.', software_key: 'scratch_desktop',
    download_button: [
      { id: 1, button_name: 'Windows', button_interaction: 1, redirect_url: 'https://downloads.example.com/scratch-desktop-3.29.1.exe' },
      { id: 2, button_name: 'macOS', button_interaction: 1, redirect_url: 'https://downloads.example.com/scratch-desktop-3.29.1.dmg' },
    ],
  },
  {
    software_name: 'Teaching Cloud Mobile', software_type: 1, logo: '/logo.svg', version: '2.4.0',
    remark: 'Check class progress and messages on your phone.', software_key: 'mobile',
    download_button: [{ id: 3, button_name: 'Scan to install', button_interaction: 2, redirect_url: 'https://apps.example.com/teaching-cloud-mobile' }],
  },
  {
    software_name: 'Python Classroom IDE', software_type: 1, logo: '/cards/key.svg', version: '1.8.2',
    remark: 'A beginner-friendly Python editor with step-through debugging.', software_key: 'python_ide',
    download_button: [{ id: 4, button_name: 'Download page', button_interaction: 3, redirect_url: 'https://python-ide.example.com/download' }],
  },
  {
    software_name: 'Scratch Link', software_type: 1, logo: '/cards/star.svg', version: '2.0.0',
    remark: 'Connects micro:bit and other devices to the browser editor.', software_key: 'scratchlink',
    download_button: [{ id: 5, button_name: 'How to install', button_interaction: 4, redirect_url: '' }],
  },
  {
    software_name: 'Cozmo Connector', software_type: 1, logo: '/cards/car.svg', version: '1.2.0',
    remark: 'Program the Cozmo robot from the creation platform.', software_key: 'cozmo',
    download_button: [{ id: 6, button_name: 'Setup guide', button_interaction: 4, redirect_url: '' }],
  },
  {
    software_name: 'Overdrive Bridge', software_type: 1, logo: '/cards/rocket.svg', version: '1.0.5',
    remark: 'Drive Overdrive race cars with code.', software_key: 'overdrive',
    download_button: [{ id: 7, button_name: 'Setup guide', button_interaction: 4, redirect_url: '' }],
  },
  {
    software_name: 'Teaching Cloud Adapter', software_type: 1, logo: '/cards/clock.svg', version: '4.1.3',
    remark: 'Hardware adapter for robot kits and sensors.', software_key: 'adapter',
    download_button: [
      { id: 8, button_name: 'Windows', button_interaction: 1, redirect_url: 'https://downloads.example.com/adapter-4.1.3.exe' },
      { id: 9, button_name: 'Driver help', button_interaction: 4, redirect_url: '' },
    ],
  },
  {
    software_name: 'Arduino IDE', software_type: 2, logo: '/cards/pencil.svg', version: '2.3.4',
    remark: 'The official editor for Arduino boards.', software_key: 'arduino',
    download_button: [{ id: 10, button_name: 'Official site', button_interaction: 3, redirect_url: 'https://www.arduino.cc/en/software' }],
  },
  {
    software_name: 'micro:bit USB Driver', software_type: 2, logo: '/cards/heart.svg', version: '1.0',
    remark: 'Only needed on older Windows computers.', software_key: 'microbit_driver',
    download_button: [{ id: 11, button_name: 'Download', button_interaction: 1, redirect_url: 'https://downloads.example.com/microbit-driver.exe' }],
  },
  {
    software_name: 'Google Chrome', software_type: 2, logo: '/cards/ball.svg', version: '128',
    remark: 'The recommended browser (Chrome 76 or later).', software_key: 'chrome',
    download_button: [{ id: 12, button_name: 'Official site', button_interaction: 3, redirect_url: 'https://www.google.com/chrome/' }],
  },
  {
    software_name: 'Classroom Screen Recorder', software_type: 2, logo: '/cards/book.svg', version: '3.2',
    remark: 'Record lesson videos and project demos.', software_key: 'recorder',
    download_button: [{ id: 13, button_name: 'Scan for mobile', button_interaction: 2, redirect_url: 'https://apps.example.com/recorder' }],
  },
];

export const EXTENSIONS: readonly { name: string; logo: string }[] = [
  { name: 'Pen', logo: '/cards/pencil.svg' },
  { name: 'Music', logo: '/cards/guitar.svg' },
  { name: 'Video Sensing', logo: '/cards/cat.svg' },
  { name: 'Text to Speech', logo: '/cards/bird.svg' },
  { name: 'Translate', logo: '/cards/book.svg' },
  { name: 'micro:bit', logo: '/cards/heart.svg' },
  { name: 'Face Detection', logo: '/cards/sun.svg' },
  { name: 'Image Classifier', logo: '/cards/flower.svg' },
  { name: 'Speech Recognition', logo: '/cards/cloud.svg' },
  { name: 'Arduino', logo: '/cards/key.svg' },
  { name: 'Robot Car', logo: '/cards/car.svg' },
  { name: 'Makey Makey', logo: '/cards/banana.svg' },
];

export const WELCOME_TEXT = 'Welcome to the teaching cloud! Start with the course catalogue, or create your first project.';

export const SITE_ANNOUNCEMENTS = [
  'New this month: the AI Explorers course bag is available to every campus.',
  'Scheduled maintenance on Sunday 02:00-04:00. Projects are saved automatically before it starts.',
  'The spring coding competition is open for entries until the end of the month.',
  'Tip: teams can now print login cards in horizontal layout.',
] as const;

export const TOP_NOTICES = [
  'The creative platform gets a new sound library this week: try the music extension!',
  'Reminder: share only your own work to the open community, and never personal details.',
  'Holiday opening hours: the support line is closed on public holidays.',
] as const;
