/**
 * The lesson material of the demo catalogue: which slide deck, picture and code sample a course
 * uses (its theme), the markdown documents of units and community projects (front matter,
 * headings for the table of contents, code, a picture, a table, and a closing "Teacher Part"
 * that the server cuts off for accounts without a submitted teaching plan), and the lesson
 * videos of the player. The media files live under public/ (scripts/make-course-media.mjs).
 */
import { TEACHER_PART_HEADING } from '@/types/content';
import type { Locale } from '@/types/api';

/** The teacher part's heading in Chinese documents (src/types/content.ts knows both). */
const TEACHER_PART_HEADING_ZH = '教师部分';

export type LessonTheme = 'scratch' | 'snap' | 'python' | 'data' | 'cpp' | 'arduino' | 'microbit' | 'robot' | 'ai' | 'unplugged';

interface ThemeMaterial {
  picture: string;
  pictureAlt: string;
  lang: string;
  code: string;
  /** what learners open on their computers */
  tool: string;
}

/** The Chinese words of a theme (its code sample is the same: code is code). */
const THEMES_ZH: Record<LessonTheme, Pick<ThemeMaterial, 'pictureAlt' | 'tool'>> = {
  scratch: { pictureAlt: '点击绿旗后，重复执行的循环不断检测并作出反应', tool: 'Scratch 编辑器' },
  snap: { pictureAlt: '点击绿旗后，重复执行的循环不断检测并作出反应', tool: 'Snap!' },
  python: { pictureAlt: '先输入，再由 if 条件在两条输出之间选择', tool: 'Python 编辑器' },
  data: { pictureAlt: '最喜欢的宠物柱状图：狗 12，猫 9，兔子 6，鱼 4', tool: 'Python 编辑器' },
  cpp: { pictureAlt: '编写、编译、运行、测试，再回到编写', tool: 'C++ 编辑器' },
  arduino: { pictureAlt: '13 号引脚经 220 欧电阻接 LED，再回到地线', tool: 'Arduino 编辑器' },
  microbit: { pictureAlt: '一个简单电路：主板、电阻和 LED', tool: 'micro:bit 编辑器' },
  robot: { pictureAlt: '前方装有超声波传感器、底部装有巡线传感器的机器人小车', tool: '机器人编辑器' },
  ai: { pictureAlt: '样本进入训练，训练出会猜测的模型', tool: 'AI 扩展' },
  unplugged: { pictureAlt: '方格上的路线：前进四格，右转，前进三格', tool: '方格纸和卡片' },
};

/** A theme's material in the world's language. */
function materialOf(theme: LessonTheme, language: Locale): ThemeMaterial {
  return language === 'zh-CN' ? { ...THEMES[theme], ...THEMES_ZH[theme] } : THEMES[theme];
}

const THEMES: Record<LessonTheme, ThemeMaterial> = {
  scratch: {
    picture: 'event-loop', pictureAlt: 'The green flag starts a forever loop that checks and reacts', lang: 'text', tool: 'the Scratch editor',
    code: 'when green flag clicked\nset [score] to (0)\nforever\n  if <touching [apple]?> then\n    change [score] by (1)\n  end\nend',
  },
  snap: {
    picture: 'event-loop', pictureAlt: 'The green flag starts a forever loop that checks and reacts', lang: 'text', tool: 'Snap!',
    code: 'when green flag clicked\nrepeat (36)\n  move (100) steps\n  turn right (170) degrees\nend',
  },
  python: {
    picture: 'program-flow', pictureAlt: 'input, then an if condition choosing between two prints', lang: 'python', tool: 'the Python editor',
    code: 'name = input("What is your name? ")\nfor i in range(3):\n    print(f"Hello, {name}! Round {i + 1}")\nif len(name) > 5:\n    print("What a long name!")',
  },
  data: {
    picture: 'data-chart', pictureAlt: 'Bar chart of favourite pets: dog 12, cat 9, rabbit 6, fish 4', lang: 'python', tool: 'the Python editor',
    code: 'import csv\n\nwith open("survey.csv") as f:\n    rows = list(csv.DictReader(f))\npets = [row["pet"] for row in rows]\nprint(max(set(pets), key=pets.count))',
  },
  cpp: {
    picture: 'compile-run', pictureAlt: 'Write, compile, run, test, and back to write', lang: 'cpp', tool: 'the C++ editor',
    code: '#include <iostream>\n\nint main() {\n    int n;\n    std::cin >> n;\n    long long sum = 0;\n    for (int i = 1; i <= n; ++i) sum += i;\n    std::cout << sum << "\\n";\n}',
  },
  arduino: {
    picture: 'circuit', pictureAlt: 'Pin 13 through a 220 ohm resistor to an LED and back to ground', lang: 'cpp', tool: 'the Arduino editor',
    code: 'void setup() {\n  pinMode(13, OUTPUT);\n}\n\nvoid loop() {\n  int light = analogRead(A0);\n  digitalWrite(13, light < 300 ? HIGH : LOW);\n  delay(100);\n}',
  },
  microbit: {
    picture: 'circuit', pictureAlt: 'A simple circuit: board, resistor and LED', lang: 'python', tool: 'the micro:bit editor',
    code: 'from microbit import *\n\nsteps = 0\nwhile True:\n    if accelerometer.was_gesture("shake"):\n        steps += 1\n    if button_a.was_pressed():\n        display.scroll(steps)',
  },
  robot: {
    picture: 'robot-sensors', pictureAlt: 'A robot car with an ultrasonic sensor at the front and line sensors underneath', lang: 'text', tool: 'the robot editor',
    code: 'forever\n  if (distance) < (15) then\n    stop motors\n    turn right for (0.4) seconds\n  else\n    drive forward at (60) %\n  end\nend',
  },
  ai: {
    picture: 'ai-training', pictureAlt: 'Examples go into training, which makes a model that guesses', lang: 'text', tool: 'the AI extension',
    code: 'when [rock] is recognised\n  say [Paper beats rock!]\nwhen [paper] is recognised\n  say [Scissors beat paper!]',
  },
  unplugged: {
    picture: 'grid-path', pictureAlt: 'A path on a grid: forward four, turn right, forward three', lang: 'text', tool: 'paper grids and cards',
    code: '1. step forward\n2. step forward\n3. turn right\nrepeat steps 1-3 four times',
  },
};

/** The theme of a course from its platform, teaching aid and type. */
export function themeOf(course: { title: string; type: string; platforms: readonly string[]; aid: string }): LessonTheme {
  const p = course.platforms;
  if (/unplugged/i.test(course.title)) return 'unplugged';
  if (course.aid === 'Robot car') return 'robot';
  if (course.aid === 'AI camera' || course.type === 'Artificial Intelligence') return 'ai';
  if (course.aid === 'micro:bit') return 'microbit';
  if (course.aid === 'Arduino kit' || p[0] === 'Arduino') return 'arduino';
  if (p[0] === 'C++') return 'cpp';
  if (p[0] === 'Python') return /data|survey|chart/i.test(course.title) ? 'data' : 'python';
  if (p[0] === 'Snap') return 'snap';
  return 'scratch';
}

/** The slide deck a unit of the theme shows (a manifest of slide pictures). */
export const deckPath = (theme: LessonTheme) => `/slides/${theme}.json`;

/** The lesson clip (two qualities) and its poster. */
export const LESSON_CLIP = { sd: '/media/lesson-sd.webm', hd: '/media/lesson-hd.webm', poster: '/media/lesson-poster.jpg' } as const;
export const MATERIALS_ZIP = '/downloads/lesson-materials.zip';
export const RESOURCE_FILES = {
  guide: '/resources/teacher-guide.pdf',
  worksheet: '/resources/worksheet.pdf',
  starter: '/resources/starter.sb3',
} as const;

/** Videos the player (/playerPage?vid=) can sign and play: file id → title and streams. */
export const VOD_FILES: Readonly<Record<string, { title: string; streams: { definition: string; label: string; url: string }[] }>> = {
  '5285890799710670616': {
    title: 'Lesson preview: events and loops',
    streams: [
      { definition: 'SD', label: '360p', url: LESSON_CLIP.sd },
      { definition: 'HD', label: '720p', url: LESSON_CLIP.hd },
    ],
  },
  '5285890799710670617': {
    title: 'Classroom demo: robot car race day',
    streams: [
      { definition: 'SD', label: '360p', url: LESSON_CLIP.sd },
      { definition: 'HD', label: '720p', url: LESSON_CLIP.hd },
    ],
  },
};
export const LESSON_VIDEO_ID = '5285890799710670616';

export interface UnitDocumentInput {
  course: string;
  chapter: string;
  unit: string;
  theme: LessonTheme;
  minutes?: number;
  /** the world's language: the titles come in it already */
  language?: Locale;
}

/** A unit's lesson plan in markdown; its last `##` section is the teacher part. */
export function unitDocument({ course, chapter, unit, theme, minutes = 45, language = 'en-US' }: UnitDocumentInput): string {
  const m = materialOf(theme, language);
  const main = minutes - 15;
  if (language === 'zh-CN') return unitDocumentZh({ course, chapter, unit, minutes, main, m });
  return `---
title: ${unit}
course: ${course}
chapter: ${chapter}
duration: ${minutes}
---
# ${unit}

> ${course} · ${chapter} · about ${minutes} minutes

## Learning goals
- Explain what **${unit.toLowerCase()}** means in your own words.
- Build a small working example in ${m.tool}.
- Predict what a change will do before running it.

## What you need
| Item | What for |
| --- | --- |
| ${m.tool} on every computer | building the example |
| Student worksheet | predictions and reflection |
| The lesson slides | the demonstration |

## Warm-up (5 min)
Ask the class where they have seen this idea outside the computer. Collect two or three answers on the board and keep them visible for the wrap-up.

## Main activity (${main} min)
![${m.pictureAlt}](/course-media/${m.picture}.svg)

1. Open ${m.tool} and start a new project.
2. Follow the demonstration step by step; pause after each step and run it.
3. Change one value and *predict* what will happen before you run it again.

\`\`\`${m.lang}
${m.code}
\`\`\`

## Wrap-up (10 min)
Pairs show their work to each other and give one *star* (something that works well) and one *wish* (something to try next time).

## ${TEACHER_PART_HEADING}
### Before the lesson
- Check the teaching aids table for quantities and charge any devices the day before.
- Print one worksheet per student; open the slides on the classroom screen.

### Common mistakes
- Starting the program from the wrong place: remind learners to use the start button every time.
- Changing two things at once: ask for one change per run, so the effect is clear.

### Differentiation
- Early finishers: add a second rule or a second character.
- Support: give the first three steps ready-made and let learners finish.

### Assessment
Look for a working example and one sentence that explains what changed and why.
`;
}

function unitDocumentZh({ course, chapter, unit, minutes, main, m }: { course: string; chapter: string; unit: string; minutes: number; main: number; m: ThemeMaterial }): string {
  return `---
title: ${unit}
course: ${course}
chapter: ${chapter}
duration: ${minutes}
---
# ${unit}

> ${course} · ${chapter} · 约 ${minutes} 分钟

## 学习目标
- 用自己的话说出 **${unit}** 是什么意思。
- 在${m.tool}中做出一个能运行的小例子。
- 运行之前，先预测改动会带来什么变化。

## 准备材料
| 物品 | 用途 |
| --- | --- |
| 每台电脑上的${m.tool} | 制作例子 |
| 学生练习单 | 记录预测与反思 |
| 本课课件 | 课堂演示 |

## 热身（5 分钟）
请同学们说说在电脑之外哪里见过这个想法。把两三个回答写在黑板上，留到总结时再看。

## 主要活动（${main} 分钟）
![${m.pictureAlt}](/course-media/${m.picture}.svg)

1. 打开${m.tool}，新建一个作品。
2. 跟着演示一步一步做；每做完一步就暂停并运行一次。
3. 改动一个数值，再次运行前先*预测*会发生什么。

\`\`\`${m.lang}
${m.code}
\`\`\`

## 总结（10 分钟）
两人一组互相展示作品，给对方一颗*星星*（做得好的地方）和一个*愿望*（下次可以尝试的地方）。

## ${TEACHER_PART_HEADING_ZH}
### 课前准备
- 对照教具表核对数量，提前一天给设备充电。
- 每位学生打印一份练习单；在教室屏幕上打开课件。

### 常见错误
- 从错误的位置启动程序：提醒学生每次都用开始按钮。
- 一次改动两处：要求每次运行只改一处，效果才清楚。

### 分层教学
- 提前完成的学生：再加一条规则或一个角色。
- 需要帮助的学生：提供做好的前三步，让他们完成其余部分。

### 评价
看学生是否做出能运行的例子，并能用一句话说明改了什么、为什么。
`;
}

/** A shorter plan for the large world's generated units (same structure, less text). */
export function compactUnitDocument({ course, chapter, unit, theme }: UnitDocumentInput): string {
  const m = THEMES[theme];
  return `---
title: ${unit}
course: ${course}
chapter: ${chapter}
duration: 45
---
# ${unit}

## Goals
Build a small example of ${unit.toLowerCase()} in ${m.tool}.

## Activity
\`\`\`${m.lang}
${m.code}
\`\`\`

## ${TEACHER_PART_HEADING}
Check the aids table and print the worksheets before the lesson.
`;
}

/** A community project's guide; the headings form its table of contents. */
export function projectDocument(title: string, description: string, steps: readonly string[], theme: LessonTheme, language: Locale = 'en-US'): string {
  const m = materialOf(theme, language);
  if (language === 'zh-CN') return projectDocumentZh(title, description, steps, m);
  const body = steps
    .map((step, i) => `## Step ${i + 1}: ${step}\n\nWork through this part, then run your project to check it before moving on.\n`)
    .join('\n');
  return `---
title: ${title}
duration: 45
---
# ${title}

${description}

## What you need
- A computer with ${m.tool} open
- About 45 minutes

${body}
## Example
![${m.pictureAlt}](/course-media/${m.picture}.svg)

\`\`\`${m.lang}
${m.code}
\`\`\`

## Challenge
Add your own twist and share it with your team portfolio.

## ${TEACHER_PART_HEADING}
- Let learners run the finished example first, then rebuild it step by step.
- Pair a confident learner with a beginner for the challenge.
- Ask each pair to explain one block or line to the class.
`;
}

function projectDocumentZh(title: string, description: string, steps: readonly string[], m: ThemeMaterial): string {
  const body = steps.map((step, i) => `## 第 ${i + 1} 步：${step}\n\n完成这一部分后，先运行作品检查一下，再继续下一步。\n`).join('\n');
  return `---
title: ${title}
duration: 45
---
# ${title}

${description}

## 准备材料
- 一台打开了${m.tool}的电脑
- 约 45 分钟

${body}
## 示例
![${m.pictureAlt}](/course-media/${m.picture}.svg)

\`\`\`${m.lang}
${m.code}
\`\`\`

## 挑战
加入你自己的创意，并分享到你的团队作品集。

## ${TEACHER_PART_HEADING_ZH}
- 先让学生运行完成的示例，再一步一步重新搭建。
- 让有把握的学生和初学者结对完成挑战。
- 请每组向全班讲解一个积木或一行代码。
`;
}
