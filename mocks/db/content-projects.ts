/**
 * Community (explore) projects and the titles of learners' own projects and portfolios.
 * Tag vocabularies are exported so the explore filters and the seed agree on spelling.
 */
import type { Difficulty } from '@/types/content';
import type { CoverName } from './content-people';

export const DIFFICULTIES: readonly Difficulty[] = ['primary', 'mid', 'high'];
/** space projects: graphical programming or AI; software projects: a text language */
export const KEY_TAGS = ['graphical programming', 'AI', 'Python', 'C++'] as const;
export const KNOWLEDGE_TAGS = ['object control', 'repeat loops', 'data analysis', 'logic', 'instruction attribute modules', 'strings'] as const;
export const RESULT_TAGS = ['game', 'animation', 'story', 'tool', 'art'] as const;
export const HARDWARE_TAGS = ['none', 'micro:bit', 'Arduino', 'camera'] as const;

type KeyTag = (typeof KEY_TAGS)[number];
type KnowledgeTag = (typeof KNOWLEDGE_TAGS)[number];
type ResultTag = (typeof RESULT_TAGS)[number];
type HardwareTag = (typeof HARDWARE_TAGS)[number];

export interface CourseProjectDef {
  title: string;
  subtitle: string;
  description: string;
  category: 'space' | 'software';
  difficulty: Difficulty;
  key: KeyTag;
  knowledge: KnowledgeTag[];
  result: ResultTag;
  hardware: HardwareTag;
  cover: CoverName;
  /** the main steps, rendered as the sections of the markdown document */
  steps: string[];
}

export const COURSE_PROJECTS: readonly CourseProjectDef[] = [
  { title: 'Catch the Falling Apples', subtitle: 'A first catching game', description: 'Move a basket to catch apples that fall faster and faster.', category: 'space', difficulty: 'primary', key: 'graphical programming', knowledge: ['object control', 'repeat loops'], result: 'game', hardware: 'none', cover: 'garden', steps: ['Draw the basket and apple', 'Make the apple fall', 'Catch and score', 'Speed up over time'] },
  { title: 'Underwater Aquarium', subtitle: 'Fish that swim on their own', description: 'Fill an aquarium with fish that swim, turn at the edges and blow bubbles.', category: 'space', difficulty: 'primary', key: 'graphical programming', knowledge: ['object control', 'repeat loops'], result: 'animation', hardware: 'none', cover: 'ocean', steps: ['Pick an underwater backdrop', 'Swim and bounce', 'Bubbles with clones'] },
  { title: 'Talking Pet', subtitle: 'A pet that answers questions', description: 'A virtual pet that asks your name, remembers it and reacts to how you feel.', category: 'space', difficulty: 'primary', key: 'graphical programming', knowledge: ['strings', 'logic'], result: 'story', hardware: 'none', cover: 'forest', steps: ['Ask and answer', 'Remember the name', 'React to feelings'] },
  { title: 'Rocket Launch Countdown', subtitle: 'Variables and timing', description: 'Count down from ten, launch the rocket and leave a trail of smoke.', category: 'space', difficulty: 'primary', key: 'graphical programming', knowledge: ['repeat loops', 'instruction attribute modules'], result: 'animation', hardware: 'none', cover: 'space', steps: ['Countdown variable', 'Lift-off animation', 'Smoke trail'] },
  { title: 'Maze Runner', subtitle: 'Colour sensing and levels', description: 'Guide a mouse through mazes without touching the walls, level by level.', category: 'space', difficulty: 'mid', key: 'graphical programming', knowledge: ['object control', 'logic'], result: 'game', hardware: 'none', cover: 'castle', steps: ['Draw mazes as backdrops', 'Arrow key movement', 'Wall detection', 'Next level'] },
  { title: 'Piano Keyboard', subtitle: 'Play notes with your keyboard', description: 'Each key plays a note and lights up, and a recorder plays your song back.', category: 'space', difficulty: 'mid', key: 'graphical programming', knowledge: ['instruction attribute modules', 'data analysis'], result: 'tool', hardware: 'none', cover: 'music', steps: ['Keys as sprites', 'Notes from the music extension', 'Record to a list', 'Play it back'] },
  { title: 'Weather Reporter', subtitle: 'A broadcast with changing scenes', description: 'A presenter reads a weather report while the map changes behind them.', category: 'space', difficulty: 'mid', key: 'graphical programming', knowledge: ['strings', 'instruction attribute modules'], result: 'story', hardware: 'none', cover: 'city', steps: ['Script the report', 'Broadcast scene changes', 'Text to speech'] },
  { title: 'Rock Paper Scissors AI', subtitle: 'Train a hand-gesture model', description: 'Train a camera model to recognise your hand and play against the computer.', category: 'space', difficulty: 'mid', key: 'AI', knowledge: ['data analysis', 'logic'], result: 'game', hardware: 'camera', cover: 'ai', steps: ['Collect gesture samples', 'Train the model', 'Compare moves and score'] },
  { title: 'Emotion Mirror', subtitle: 'A sprite that copies your face', description: 'Face detection moves a character that smiles when you smile.', category: 'space', difficulty: 'mid', key: 'AI', knowledge: ['object control', 'data analysis'], result: 'animation', hardware: 'camera', cover: 'ai', steps: ['Turn on face detection', 'Track the face position', 'Switch costumes by expression'] },
  { title: 'Smart Sorting Machine', subtitle: 'Image classification of rubbish', description: 'A recycling helper that sorts paper, plastic and food waste from camera pictures.', category: 'space', difficulty: 'high', key: 'AI', knowledge: ['data analysis', 'logic'], result: 'tool', hardware: 'camera', cover: 'garden', steps: ['Build a training set', 'Train three classes', 'Sort and count', 'Measure accuracy'] },
  { title: 'micro:bit Step Counter', subtitle: 'Count your steps all day', description: 'Use the accelerometer to count steps and show progress on the LED grid.', category: 'space', difficulty: 'mid', key: 'graphical programming', knowledge: ['data analysis', 'repeat loops'], result: 'tool', hardware: 'micro:bit', cover: 'circuit', steps: ['Detect a shake', 'Count and display', 'Daily goal animation'] },
  { title: 'Reaction Timer', subtitle: 'How fast are you?', description: 'Press the button as soon as the light appears and beat your best time.', category: 'space', difficulty: 'primary', key: 'graphical programming', knowledge: ['logic', 'instruction attribute modules'], result: 'game', hardware: 'micro:bit', cover: 'circuit', steps: ['Random wait', 'Measure the time', 'Best score'] },
  { title: 'Solar System Tour', subtitle: 'Planets that orbit', description: 'Planets orbit the sun at their own speeds, with facts when you click them.', category: 'space', difficulty: 'high', key: 'graphical programming', knowledge: ['object control', 'repeat loops', 'data analysis'], result: 'animation', hardware: 'none', cover: 'space', steps: ['Orbits with trigonometry', 'Planet speeds', 'Fact cards on click'] },
  { title: 'Platformer Hero', subtitle: 'Jumping, gravity and coins', description: 'A side-scrolling platformer with gravity, jumping and coins to collect.', category: 'space', difficulty: 'high', key: 'graphical programming', knowledge: ['object control', 'logic', 'repeat loops'], result: 'game', hardware: 'none', cover: 'game', steps: ['Gravity and jumping', 'Platforms and collisions', 'Scrolling the level', 'Coins and enemies'] },
  { title: 'Number Guessing Game', subtitle: 'Your first Python game', description: 'The computer thinks of a number and gives hints until you guess it.', category: 'software', difficulty: 'primary', key: 'Python', knowledge: ['logic', 'repeat loops'], result: 'game', hardware: 'none', cover: 'code', steps: ['Random numbers', 'Loop until correct', 'Higher or lower hints'] },
  { title: 'Secret Message Encoder', subtitle: 'Caesar ciphers in Python', description: 'Encode and decode secret messages by shifting letters.', category: 'software', difficulty: 'mid', key: 'Python', knowledge: ['strings', 'logic'], result: 'tool', hardware: 'none', cover: 'castle', steps: ['Characters and codes', 'Shifting letters', 'Decoding messages'] },
  { title: 'Class Survey Charts', subtitle: 'From answers to bar charts', description: 'Collect a class survey, count the answers and draw a chart.', category: 'software', difficulty: 'mid', key: 'Python', knowledge: ['data analysis', 'strings'], result: 'tool', hardware: 'none', cover: 'city', steps: ['Reading the answers', 'Counting with a dictionary', 'Drawing the chart'] },
  { title: 'Turtle Snowflakes', subtitle: 'Recursive drawings', description: 'Draw Koch snowflakes and fractal trees with Python turtle.', category: 'software', difficulty: 'high', key: 'Python', knowledge: ['repeat loops', 'logic'], result: 'art', hardware: 'none', cover: 'mountain', steps: ['A single branch', 'Recursion', 'Snowflake and tree'] },
  { title: 'Text Adventure', subtitle: 'Rooms, items and choices', description: 'Explore a haunted house by typing commands, with rooms stored in a dictionary.', category: 'software', difficulty: 'high', key: 'Python', knowledge: ['strings', 'data analysis', 'logic'], result: 'story', hardware: 'none', cover: 'castle', steps: ['Rooms as a dictionary', 'Parsing commands', 'Items and winning'] },
  { title: 'Prime Number Finder', subtitle: 'A sieve in C++', description: 'Find all primes below a million with the sieve of Eratosthenes and time it.', category: 'software', difficulty: 'mid', key: 'C++', knowledge: ['repeat loops', 'logic'], result: 'tool', hardware: 'none', cover: 'mountain', steps: ['Trial division', 'The sieve', 'Timing the program'] },
  { title: 'Grade Book', subtitle: 'Structs and sorting in C++', description: 'Store pupils and scores, sort them and print a ranked report.', category: 'software', difficulty: 'high', key: 'C++', knowledge: ['data analysis', 'strings'], result: 'tool', hardware: 'none', cover: 'code', steps: ['A struct per pupil', 'Sorting with a comparator', 'Formatted report'] },
  { title: 'Arduino Night Light', subtitle: 'Light sensor and LED', description: 'An LED that turns on when the room gets dark, with adjustable sensitivity.', category: 'software', difficulty: 'primary', key: 'C++', knowledge: ['instruction attribute modules', 'logic'], result: 'tool', hardware: 'Arduino', cover: 'sunset', steps: ['Wiring the sensor', 'Reading light levels', 'Threshold and LED'] },
  { title: 'Traffic Light Controller', subtitle: 'Timing with Arduino', description: 'Model a crossing with red, amber and green lights and a pedestrian button.', category: 'software', difficulty: 'mid', key: 'C++', knowledge: ['logic', 'repeat loops'], result: 'tool', hardware: 'Arduino', cover: 'city', steps: ['Three LEDs', 'The light sequence', 'Pedestrian button'] },
  { title: 'Pixel Art Painter', subtitle: 'A drawing tool with a palette', description: 'Paint pixel art on a grid with a colour palette and an eraser.', category: 'space', difficulty: 'mid', key: 'graphical programming', knowledge: ['object control', 'instruction attribute modules'], result: 'art', hardware: 'none', cover: 'rainbow', steps: ['Grid of clones', 'Palette sprite', 'Save and clear'] },
];

/** Titles of learners' own (lms) projects; the seed adds numbers where it reuses one. */
export const PROJECT_TITLES = [
  'Space Dodge', 'My Aquarium', 'Cat Chase', 'Dance Party', 'Rainbow Spiral', 'Haunted House', 'Football Penalty',
  'Flappy Bird Remix', 'Dragon Quest', 'Snowman Builder', 'Pong Classic', 'Dino Run', 'Balloon Pop', 'Garden Grower',
  'Robot Maze', 'Magic 8 Ball', 'Quiz Master', 'Ocean Cleanup', 'Jungle Jump', 'Racing Cars', 'Pizza Shop',
  'Ghost Hunter', 'Bubble Shooter', 'Planet Painter', 'Monster Feeder', 'Treasure Island', 'Weather Station',
  'Drum Machine', 'Ninja Training', 'Butterfly Garden', 'Rocket Lander', 'Snake Game', 'Tic Tac Toe', 'Memory Cards',
  'Story of the Moon', 'Whack a Mole', 'Fireworks Show', 'Penguin Slide', 'Castle Defence', 'Sushi Chef',
  'Bird Watcher', 'Clock Maker', 'Lemonade Stand', 'Volcano Eruption', 'Typing Race', 'Star Catcher', 'Paint Studio',
  'Zoo Keeper', 'Traffic Jam', 'Alien Invaders',
] as const;

export const PERSONAL_STUDIO_TITLES = [
  'My Best Games', 'Animation Corner', 'Weekend Projects', 'Art and Patterns', 'Story Time', 'Science Simulations',
  'Music Makers', 'Game Jam Entries', 'AI Experiments', 'Puzzle Collection',
] as const;

export const STUDIO_DESCRIPTIONS = [
  'A place to collect our favourite projects this term.',
  'Games and stories made with love. Remix welcome!',
  'Projects that show what we learned in class.',
  'The best of our Friday coding club.',
  'Every project here was made in under one hour.',
  'Experiments, prototypes and happy accidents.',
] as const;

/** Home-page comments (short, friendly, school-appropriate). */
export const COMMENT_TEXTS = [
  'Your space game is amazing! How did you make the stars scroll?',
  'I love the colours in your spiral art.',
  'Can you teach me how to use clones?',
  'Great job on the maze, level 3 is really hard!',
  'The music in your dance project is so catchy.',
  'Thanks for helping me fix my bug today.',
  'Your robot animation made our whole class laugh.',
  'I remixed your aquarium and added a shark, hope that is OK!',
  'Well done on finishing the project before the deadline.',
  'Please add more levels to the platformer!',
  'The quiz was fun, I got 9 out of 10.',
  'How did you make the character talk?',
  'Looking forward to your next story.',
  'Cool use of the pen extension!',
  'Our team voted your project the best of the week.',
] as const;

export const REPLY_TEXTS = [
  'Thank you! I used a repeat loop with change x.',
  'Sure, let us do it together on Friday.',
  'Thanks! I will add another level soon.',
  'Of course, remixing is what it is for.',
  'Thanks a lot, that means a lot to me.',
] as const;
