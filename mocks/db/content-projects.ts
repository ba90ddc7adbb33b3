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

/**
 * Community projects added by the catalogue's second step (ids after COURSE_PROJECTS): with them
 * every tag of every family (difficulty, knowledge points, key, result, hardware) has several
 * projects of both types.
 */
export const MORE_COURSE_PROJECTS: readonly CourseProjectDef[] = [
  { title: 'Balloon Pop Party', subtitle: 'Clicks and clones', description: 'Pop balloons that float up faster and faster before they fly away.', category: 'space', difficulty: 'primary', key: 'graphical programming', knowledge: ['object control', 'repeat loops'], result: 'game', hardware: 'none', cover: 'rainbow', steps: ['A floating balloon', 'Pop on click', 'Many balloons with clones'] },
  { title: 'Butterfly Garden', subtitle: 'Gentle animation', description: 'Butterflies flutter between flowers and rest when you hover over them.', category: 'space', difficulty: 'primary', key: 'graphical programming', knowledge: ['object control', 'instruction attribute modules'], result: 'animation', hardware: 'none', cover: 'garden', steps: ['Flapping costumes', 'Flying between flowers', 'Resting on hover'] },
  { title: 'Magic 8 Ball', subtitle: 'Random answers', description: 'Ask a question, shake the ball and read a random answer.', category: 'space', difficulty: 'primary', key: 'graphical programming', knowledge: ['strings', 'logic'], result: 'tool', hardware: 'none', cover: 'space', steps: ['Asking the question', 'A list of answers', 'Shake animation'] },
  { title: 'Dragon Story', subtitle: 'Scenes and dialogue', description: 'A knight meets a shy dragon in a three-scene story with choices.', category: 'space', difficulty: 'primary', key: 'graphical programming', knowledge: ['strings', 'instruction attribute modules'], result: 'story', hardware: 'none', cover: 'castle', steps: ['Characters and scenes', 'Dialogue with broadcasts', 'A choice for the reader'] },
  { title: 'Kaleidoscope', subtitle: 'Symmetric pen art', description: 'Draw with the mouse and watch six mirrored copies make a kaleidoscope.', category: 'space', difficulty: 'mid', key: 'graphical programming', knowledge: ['repeat loops', 'object control'], result: 'art', hardware: 'none', cover: 'rainbow', steps: ['Pen follows the mouse', 'Six rotated copies', 'Colour cycling'] },
  { title: 'Fireworks Show', subtitle: 'Particles with clones', description: 'Rockets burst into hundreds of sparks that fade with gravity.', category: 'space', difficulty: 'mid', key: 'graphical programming', knowledge: ['repeat loops', 'object control'], result: 'animation', hardware: 'none', cover: 'space', steps: ['A rising rocket', 'Sparks as clones', 'Gravity and fading'] },
  { title: 'Quiz Show', subtitle: 'Lists of questions', description: 'A game-show quiz with a host, a timer and a high score table.', category: 'space', difficulty: 'mid', key: 'graphical programming', knowledge: ['data analysis', 'strings'], result: 'game', hardware: 'none', cover: 'city', steps: ['Questions in lists', 'Timer and score', 'High score table'] },
  { title: 'Snake Classic', subtitle: 'Lists as a body', description: 'The classic snake game where the body is a list of positions.', category: 'space', difficulty: 'high', key: 'graphical programming', knowledge: ['data analysis', 'logic', 'repeat loops'], result: 'game', hardware: 'none', cover: 'game', steps: ['Grid movement', 'The body as a list', 'Food and growing', 'Game over'] },
  { title: 'Ecosystem Simulator', subtitle: 'Rabbits and foxes', description: 'Populations of rabbits and foxes rise and fall; graph them over time.', category: 'space', difficulty: 'high', key: 'graphical programming', knowledge: ['data analysis', 'logic'], result: 'tool', hardware: 'none', cover: 'forest', steps: ['Rabbits that breed', 'Foxes that hunt', 'Graphing populations'] },
  { title: 'Interactive Comic', subtitle: 'Panels that react', description: 'A four-panel comic where readers click objects to reveal surprises.', category: 'space', difficulty: 'mid', key: 'graphical programming', knowledge: ['instruction attribute modules', 'strings'], result: 'story', hardware: 'none', cover: 'sunset', steps: ['Drawing panels', 'Clickable objects', 'Sound effects'] },
  { title: 'Sign Language Helper', subtitle: 'Recognise hand signs', description: 'Train a model on five hand signs and show the matching word.', category: 'space', difficulty: 'high', key: 'AI', knowledge: ['data analysis', 'logic'], result: 'tool', hardware: 'camera', cover: 'ai', steps: ['Collect sign photos', 'Train five classes', 'Show the word', 'Test with new people'] },
  { title: 'Voice-Controlled Car', subtitle: 'Speech commands', description: 'Say left, right, go or stop to drive a car around a track.', category: 'space', difficulty: 'mid', key: 'AI', knowledge: ['strings', 'object control'], result: 'game', hardware: 'none', cover: 'city', steps: ['Speech recognition', 'Command words', 'Driving the car'] },
  { title: 'Mood Music', subtitle: 'Music that follows your face', description: 'Face expression recognition picks happy or calm music.', category: 'space', difficulty: 'mid', key: 'AI', knowledge: ['data analysis', 'instruction attribute modules'], result: 'tool', hardware: 'camera', cover: 'music', steps: ['Detect the expression', 'Choose a playlist', 'Smooth changes'] },
  { title: 'AI Pet Trainer', subtitle: 'Teach a pet tricks', description: 'Show the camera a gesture and your virtual pet learns a trick.', category: 'space', difficulty: 'primary', key: 'AI', knowledge: ['object control', 'logic'], result: 'animation', hardware: 'camera', cover: 'forest', steps: ['Three gestures', 'Training the pet', 'Trick animations'] },
  { title: 'Story Translator', subtitle: 'Tell a story in two languages', description: 'Characters speak each line in English and Chinese with text to speech.', category: 'space', difficulty: 'primary', key: 'AI', knowledge: ['strings', 'instruction attribute modules'], result: 'story', hardware: 'none', cover: 'castle', steps: ['Writing the lines', 'Translate blocks', 'Speaking both languages'] },
  { title: 'Doodle Guesser', subtitle: 'Guess the drawing', description: 'Draw a shape and the model guesses whether it is a cat, a house or a tree.', category: 'space', difficulty: 'high', key: 'AI', knowledge: ['data analysis', 'repeat loops'], result: 'art', hardware: 'none', cover: 'rainbow', steps: ['A drawing canvas', 'Training doodles', 'Guess and score'] },
  { title: 'micro:bit Compass', subtitle: 'Point north', description: 'An arrow on the LED grid always points north, with a calibration game.', category: 'space', difficulty: 'mid', key: 'graphical programming', knowledge: ['logic', 'instruction attribute modules'], result: 'tool', hardware: 'micro:bit', cover: 'mountain', steps: ['Calibration', 'Reading the heading', 'Eight arrows'] },
  { title: 'Rock Paper Scissors Duel', subtitle: 'Shake to play', description: 'Two micro:bits play rock paper scissors over radio.', category: 'space', difficulty: 'primary', key: 'graphical programming', knowledge: ['logic', 'object control'], result: 'game', hardware: 'micro:bit', cover: 'circuit', steps: ['Random choice on shake', 'Sending over radio', 'Who wins?'] },
  { title: 'Plant Watering Reminder', subtitle: 'Soil sensor alarm', description: 'A micro:bit in the plant pot shows a sad face when the soil is dry.', category: 'space', difficulty: 'mid', key: 'graphical programming', knowledge: ['data analysis', 'logic'], result: 'tool', hardware: 'micro:bit', cover: 'garden', steps: ['Reading the soil', 'Thresholds', 'Faces and sounds'] },
  { title: 'Light Painting', subtitle: 'Long exposures with LEDs', description: 'Program LED patterns and photograph them with a long exposure.', category: 'space', difficulty: 'high', key: 'graphical programming', knowledge: ['repeat loops', 'instruction attribute modules'], result: 'art', hardware: 'micro:bit', cover: 'sunset', steps: ['LED columns', 'Timing the pattern', 'Taking the photo'] },
  { title: 'Temperature Logger', subtitle: 'Python on micro:bit', description: 'Log the classroom temperature every minute and plot it afterwards.', category: 'software', difficulty: 'mid', key: 'Python', knowledge: ['data analysis', 'repeat loops'], result: 'tool', hardware: 'micro:bit', cover: 'sunset', steps: ['Reading temperature', 'Logging to a file', 'Plotting the day'] },
  { title: 'Hangman', subtitle: 'Strings and loops', description: 'Guess the word letter by letter before the drawing is finished.', category: 'software', difficulty: 'primary', key: 'Python', knowledge: ['strings', 'repeat loops'], result: 'game', hardware: 'none', cover: 'forest', steps: ['Picking a word', 'Guessing letters', 'Win or lose'] },
  { title: 'Mad Libs Generator', subtitle: 'Fill-in stories', description: 'Ask for nouns and verbs and print a silly story.', category: 'software', difficulty: 'primary', key: 'Python', knowledge: ['strings', 'instruction attribute modules'], result: 'story', hardware: 'none', cover: 'castle', steps: ['Asking for words', 'f-strings', 'Several story templates'] },
  { title: 'Spirograph', subtitle: 'Turtle circles', description: 'Draw spirograph patterns with circles and rotations.', category: 'software', difficulty: 'primary', key: 'Python', knowledge: ['repeat loops', 'object control'], result: 'art', hardware: 'none', cover: 'rainbow', steps: ['One circle', 'Rotate and repeat', 'Colour palettes'] },
  { title: 'Bouncing Ball Animation', subtitle: 'Pygame basics', description: 'A ball bounces around the window with gravity and friction.', category: 'software', difficulty: 'mid', key: 'Python', knowledge: ['object control', 'repeat loops'], result: 'animation', hardware: 'none', cover: 'space', steps: ['The game loop', 'Velocity and gravity', 'Bouncing off walls'] },
  { title: 'Weather Dashboard', subtitle: 'Reading JSON', description: 'Read a week of weather from a JSON file and show highs, lows and an icon.', category: 'software', difficulty: 'high', key: 'Python', knowledge: ['data analysis', 'strings'], result: 'tool', hardware: 'none', cover: 'city', steps: ['Loading JSON', 'Summaries', 'A text dashboard'] },
  { title: 'Interactive Fiction Engine', subtitle: 'Stories from data', description: 'Write branching stories as data and play them with one engine.', category: 'software', difficulty: 'high', key: 'Python', knowledge: ['strings', 'logic', 'data analysis'], result: 'story', hardware: 'none', cover: 'mountain', steps: ['Story as a dictionary', 'The engine loop', 'Saving progress'] },
  { title: 'Space Invaders Clone', subtitle: 'Classes and sprites', description: 'Rows of invaders march down; shoot them before they land.', category: 'software', difficulty: 'high', key: 'Python', knowledge: ['object control', 'logic'], result: 'game', hardware: 'none', cover: 'space', steps: ['Player class', 'Invader rows', 'Bullets and collisions', 'Levels'] },
  { title: 'Digital Clock', subtitle: 'Time in C++', description: 'Print a ticking digital clock and an alarm in the console.', category: 'software', difficulty: 'primary', key: 'C++', knowledge: ['repeat loops', 'instruction attribute modules'], result: 'tool', hardware: 'none', cover: 'city', steps: ['Reading the time', 'Formatting hh:mm:ss', 'An alarm'] },
  { title: 'ASCII Art Printer', subtitle: 'Nested loops', description: 'Print triangles, diamonds and a Christmas tree with nested loops.', category: 'software', difficulty: 'primary', key: 'C++', knowledge: ['repeat loops', 'logic'], result: 'art', hardware: 'none', cover: 'forest', steps: ['Rows and columns', 'Triangles', 'Diamonds and trees'] },
  { title: 'Word Counter', subtitle: 'Maps in C++', description: 'Count the words of a text file and print the ten most common.', category: 'software', difficulty: 'mid', key: 'C++', knowledge: ['strings', 'data analysis'], result: 'tool', hardware: 'none', cover: 'code', steps: ['Reading the file', 'Counting with a map', 'Sorting by count'] },
  { title: 'Maze Solver', subtitle: 'Breadth-first search', description: 'Find the shortest way out of a maze read from a text file.', category: 'software', difficulty: 'high', key: 'C++', knowledge: ['logic', 'data analysis'], result: 'game', hardware: 'none', cover: 'castle', steps: ['Reading the maze', 'BFS queue', 'Printing the path'] },
  { title: 'Console Story Game', subtitle: 'Choices in C++', description: 'A branching text adventure with an inventory and three endings.', category: 'software', difficulty: 'mid', key: 'C++', knowledge: ['strings', 'logic'], result: 'story', hardware: 'none', cover: 'desert', steps: ['Scenes as functions', 'Choices', 'Inventory'] },
  { title: 'Game of Life', subtitle: 'Cellular automata', description: "Conway's Game of Life in the console, with gliders and oscillators.", category: 'software', difficulty: 'high', key: 'C++', knowledge: ['repeat loops', 'logic'], result: 'animation', hardware: 'none', cover: 'ocean', steps: ['The grid', 'Counting neighbours', 'Next generation'] },
  { title: 'Servo Sweeper', subtitle: 'Arduino servo basics', description: 'Sweep a servo back and forth and control its speed with a knob.', category: 'software', difficulty: 'primary', key: 'C++', knowledge: ['instruction attribute modules', 'repeat loops'], result: 'animation', hardware: 'Arduino', cover: 'circuit', steps: ['Wiring the servo', 'Sweep loop', 'Speed knob'] },
  { title: 'Parking Sensor', subtitle: 'Ultrasonic beeps', description: 'Beep faster as an object gets closer, like a car parking sensor.', category: 'software', difficulty: 'mid', key: 'C++', knowledge: ['data analysis', 'logic'], result: 'tool', hardware: 'Arduino', cover: 'robot', steps: ['Measuring distance', 'Beep rate', 'Warning light'] },
  { title: 'LED Matrix Game', subtitle: 'Dodge on an 8x8 grid', description: 'A tiny dodging game on an LED matrix with a joystick.', category: 'software', difficulty: 'high', key: 'C++', knowledge: ['object control', 'logic'], result: 'game', hardware: 'Arduino', cover: 'game', steps: ['Drawing pixels', 'Joystick input', 'Falling blocks'] },
  { title: 'Smart Bin Counter', subtitle: 'Camera and Python', description: 'Count what goes into each recycling bin with a camera and a trained model.', category: 'software', difficulty: 'high', key: 'Python', knowledge: ['data analysis', 'logic'], result: 'tool', hardware: 'camera', cover: 'garden', steps: ['Camera frames', 'Classifying items', 'Daily counts'] },
  { title: 'Face Filter Fun', subtitle: 'Funny hats on faces', description: 'Detect faces in the camera and draw hats and glasses on them.', category: 'software', difficulty: 'mid', key: 'Python', knowledge: ['object control', 'data analysis'], result: 'art', hardware: 'camera', cover: 'ai', steps: ['Finding faces', 'Placing a hat', 'Choosing filters'] },
  { title: 'Colour Sorter', subtitle: 'Seeing colours', description: 'A camera tells red, green and blue blocks apart and counts them.', category: 'space', difficulty: 'mid', key: 'AI', knowledge: ['data analysis', 'logic'], result: 'tool', hardware: 'camera', cover: 'rainbow', steps: ['Reading colours', 'Three classes', 'Counting blocks'] },
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
