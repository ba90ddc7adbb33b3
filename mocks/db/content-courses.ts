/**
 * The course catalogue of the demo world: courses (with their chapters and units), course bags,
 * and the tag vocabularies the catalogue filters are built from ('|' joins several values).
 */
import type { CoverName } from './content-people';

export const COURSE_TYPES = ['Graphical Programming', 'Python', 'Artificial Intelligence', 'Robotics', 'C++', 'Hardware & IoT'] as const;
export const SUIT_TAGS = ['Grade 1-2', 'Grade 3-4', 'Grade 5-6', 'Junior High', 'Senior High'] as const;
export const PROGRAM_PLATFORMS = ['Scratch', 'Snap', 'Python', 'C++', 'Arduino'] as const;
export const TEACHING_AIDS = ['No kit', 'micro:bit', 'Arduino kit', 'Robot car', 'AI camera'] as const;

type CourseType = (typeof COURSE_TYPES)[number];
type SuitTag = (typeof SUIT_TAGS)[number];
type ProgramPlatform = (typeof PROGRAM_PLATFORMS)[number];
type TeachingAid = (typeof TEACHING_AIDS)[number];

export interface CourseDef {
  title: string;
  subtitle: string;
  description: string;
  type: CourseType;
  stages: SuitTag[];
  platforms: ProgramPlatform[];
  aid: TeachingAid;
  cover: CoverName;
  /** "Chapter title: unit | unit | unit" */
  chapters: string[];
  hot?: boolean;
  series?: boolean;
  /** a course written by campus 1 (Sunshine) itself */
  campusOwn?: boolean;
}

export const COURSES: readonly CourseDef[] = [
  {
    title: 'Scratch Adventures: Your First Game', subtitle: 'From sprites to a finished maze game',
    description: 'Children meet sprites, costumes and the stage, then build a maze game with scoring and levels.',
    type: 'Graphical Programming', stages: ['Grade 1-2', 'Grade 3-4'], platforms: ['Scratch'], aid: 'No kit', cover: 'game', hot: true, series: true,
    chapters: ['Meet Scratch: The stage and sprites | Moving with arrow keys | Costumes and sounds', 'The maze game: Drawing the maze | Touching walls | Reaching the goal', 'Polish: Keeping score | A second level'],
  },
  {
    title: 'Animated Stories with Scratch', subtitle: 'Tell a story with characters and scenes',
    description: 'Students plan a short story, animate characters with broadcasts and switch backdrops to move the plot along.',
    type: 'Graphical Programming', stages: ['Grade 1-2', 'Grade 3-4'], platforms: ['Scratch'], aid: 'No kit', cover: 'castle', hot: true,
    chapters: ['Planning: Storyboards | Characters and backdrops', 'Animation: Talking sprites | Broadcast messages | Scene changes', 'Sharing: Adding music | Presenting your story'],
  },
  {
    title: 'Loops and Patterns', subtitle: 'Drawing art with the pen extension',
    description: 'Repeat loops, angles and the pen extension turn simple rules into colourful geometric art.',
    type: 'Graphical Programming', stages: ['Grade 3-4'], platforms: ['Scratch', 'Snap'], aid: 'No kit', cover: 'rainbow',
    chapters: ['Pen basics: Pen down and up | Drawing a square', 'Repeat: Polygons | Spirals | Nested loops', 'Art show: Random colours | Your own pattern'],
  },
  {
    title: 'Space Explorer Game', subtitle: 'Clones, gravity and a rocket to steer',
    description: 'Learners build a side-scrolling space game with clones for asteroids, variables for fuel and a high score.',
    type: 'Graphical Programming', stages: ['Grade 3-4', 'Grade 5-6'], platforms: ['Scratch'], aid: 'No kit', cover: 'space', hot: true,
    chapters: ['Launch: Steering the rocket | Scrolling stars', 'Hazards: Asteroid clones | Collisions | Fuel variable', 'Mission control: Lives and game over | High score list'],
  },
  {
    title: 'Music Maker Studio', subtitle: 'Compose songs with code',
    description: 'The music extension, lists and timing combine into a drum machine and a melody player.',
    type: 'Graphical Programming', stages: ['Grade 3-4', 'Grade 5-6'], platforms: ['Scratch'], aid: 'No kit', cover: 'music',
    chapters: ['Rhythm: Instruments and beats | Tempo', 'Melody: Notes and scales | Lists of notes | Playing a song', 'Band: Layering tracks | Live performance'],
  },
  {
    title: 'Snap! Blocks and Beyond', subtitle: 'Custom blocks and first-class lists',
    description: 'An introduction to Snap! that makes your own blocks, recursion and list functions approachable.',
    type: 'Graphical Programming', stages: ['Grade 5-6', 'Junior High'], platforms: ['Snap'], aid: 'No kit', cover: 'code',
    chapters: ['Hello Snap!: The interface | Sprites and turtles', 'Custom blocks: Making a block | Inputs and reporters | Recursion trees', 'Lists: Map and keep | Combine'],
  },
  {
    title: 'Math Games in Snap!', subtitle: 'Practise arithmetic by building quizzes',
    description: 'Students design quiz games that generate questions, check answers and keep score.',
    type: 'Graphical Programming', stages: ['Grade 3-4', 'Grade 5-6'], platforms: ['Snap'], aid: 'No kit', cover: 'rainbow',
    chapters: ['Questions: Random numbers | Asking and answering', 'Scoring: Variables | Timers | Levels of difficulty', 'Play test: Feedback from friends | Improving the game'],
  },
  {
    title: 'Python Basics: Talking to the Computer', subtitle: 'Variables, input and decisions',
    description: 'A gentle first Python course: printing, variables, input and if statements through small chatbots.',
    type: 'Python', stages: ['Grade 5-6', 'Junior High'], platforms: ['Python'], aid: 'No kit', cover: 'code', hot: true, series: true,
    chapters: ['Hello Python: print and comments | Variables and types', 'Decisions: input() | if, elif and else | A chatbot', 'Practice: Number guessing game | Debugging tips'],
  },
  {
    title: 'Python Loops and Lists', subtitle: 'Working with collections',
    description: 'for and while loops, lists and dictionaries, applied to a class register and a word counter.',
    type: 'Python', stages: ['Junior High'], platforms: ['Python'], aid: 'No kit', cover: 'code',
    chapters: ['Loops: for and range | while loops | break and continue', 'Lists: Indexing and slicing | List methods', 'Dictionaries: Keys and values | Counting words | A class register'],
  },
  {
    title: 'Turtle Graphics Art', subtitle: 'Drawing with Python turtle',
    description: 'The turtle module turns loops and functions into colourful drawings and animations.',
    type: 'Python', stages: ['Grade 5-6', 'Junior High'], platforms: ['Python'], aid: 'No kit', cover: 'sunset',
    chapters: ['Turtle moves: Forward and turn | Pen colours', 'Functions: Defining shapes | Parameters', 'Art: Flowers and stars | Fractal trees | Gallery day'],
  },
  {
    title: 'Data Detectives with Python', subtitle: 'Reading CSV files and drawing charts',
    description: 'Students ask questions of real data sets, clean them, and present answers with charts.',
    type: 'Python', stages: ['Junior High', 'Senior High'], platforms: ['Python'], aid: 'No kit', cover: 'city',
    chapters: ['Data: What is a data set | Reading CSV files', 'Analysis: Averages and counts | Sorting and filtering | Finding patterns', 'Charts: Bar charts | Line charts | Telling a data story'],
  },
  {
    title: 'Web Scraping and APIs', subtitle: 'Python meets the internet',
    description: 'HTTP requests, JSON and simple APIs power a weather dashboard project.',
    type: 'Python', stages: ['Senior High'], platforms: ['Python'], aid: 'No kit', cover: 'city',
    chapters: ['The web: How the web works | Requests and responses', 'JSON: Parsing JSON | Calling an API', 'Dashboard: Weather dashboard | Error handling'],
  },
  {
    title: 'AI for Kids: Teach the Computer', subtitle: 'Machine learning with pictures and sounds',
    description: 'Children train image and sound classifiers and use them in playful Scratch projects.',
    type: 'Artificial Intelligence', stages: ['Grade 3-4', 'Grade 5-6'], platforms: ['Scratch'], aid: 'AI camera', cover: 'ai', hot: true,
    chapters: ['What is AI: Smart machines around us | Learning from examples', 'Training: Collecting pictures | Training a model | Testing and mistakes', 'Projects: Rock paper scissors | Fair and unfair AI'],
  },
  {
    title: 'Face and Gesture Recognition', subtitle: 'Make games you control with your body',
    description: 'Video sensing and face detection extensions drive games controlled by gestures and expressions.',
    type: 'Artificial Intelligence', stages: ['Grade 5-6', 'Junior High'], platforms: ['Scratch'], aid: 'AI camera', cover: 'ai',
    chapters: ['Sensing: Video motion | Face detection', 'Games: Catch with your hands | Emotion mirror | Gesture piano', 'Ethics: Privacy and cameras | Designing responsibly'],
  },
  {
    title: 'Chatbots and Language AI', subtitle: 'Text, speech and translation',
    description: 'Text to speech, translation and simple intent matching build a helpful classroom assistant.',
    type: 'Artificial Intelligence', stages: ['Grade 5-6', 'Junior High'], platforms: ['Scratch', 'Python'], aid: 'No kit', cover: 'ai',
    chapters: ['Language: Text to speech | Translation blocks', 'Intents: Keywords and replies | A helpful assistant', 'Limits: When chatbots get it wrong | Testing with users'],
  },
  {
    title: 'Machine Learning with Python', subtitle: 'From data to predictions',
    description: 'Senior students train decision trees and nearest-neighbour models on small data sets and evaluate them.',
    type: 'Artificial Intelligence', stages: ['Senior High'], platforms: ['Python'], aid: 'No kit', cover: 'ai',
    chapters: ['Foundations: Features and labels | Training and test sets', 'Models: Nearest neighbours | Decision trees | Accuracy', 'Project: Predicting plant species | Presenting results | Bias in data'],
  },
  {
    title: 'micro:bit Inventors', subtitle: 'Buttons, lights and sensors',
    description: 'Learners program the micro:bit to build a step counter, a compass and a reaction game.',
    type: 'Hardware & IoT', stages: ['Grade 3-4', 'Grade 5-6'], platforms: ['Scratch'], aid: 'micro:bit', cover: 'circuit', hot: true,
    chapters: ['Getting started: LED display | Buttons A and B', 'Sensors: Accelerometer step counter | Compass | Temperature', 'Inventions: Reaction game | Class inventions fair'],
  },
  {
    title: 'Smart Garden with Arduino', subtitle: 'Sensors that look after plants',
    description: 'Soil moisture, light and a small pump turn a plant pot into a smart garden.',
    type: 'Hardware & IoT', stages: ['Junior High'], platforms: ['Arduino'], aid: 'Arduino kit', cover: 'garden',
    chapters: ['Circuits: Breadboards and LEDs | Reading a sensor', 'Garden: Soil moisture | Light levels | Driving a pump', 'Deploy: Logging data | Showcase'],
  },
  {
    title: 'Arduino Light and Sound', subtitle: 'LEDs, buzzers and buttons',
    description: 'Traffic lights, a buzzer piano and a night light introduce digital and analogue pins.',
    type: 'Hardware & IoT', stages: ['Grade 5-6', 'Junior High'], platforms: ['Arduino'], aid: 'Arduino kit', cover: 'circuit',
    chapters: ['Light: Blink | Traffic lights | Fading with PWM', 'Sound: Buzzers and tones | Button piano', 'Night light: Light sensor | Putting it together'],
  },
  {
    title: 'Robot Car Challenge', subtitle: 'Drive, turn and follow lines',
    description: 'Teams program a robot car to drive squares, avoid obstacles and follow a line track.',
    type: 'Robotics', stages: ['Grade 5-6', 'Junior High'], platforms: ['Scratch'], aid: 'Robot car', cover: 'robot', hot: true,
    chapters: ['Motors: Forward and back | Turning accurately', 'Sensors: Ultrasonic distance | Obstacle avoidance | Line following', 'Challenge: Race day | Team reflection'],
  },
  {
    title: 'Robotics Engineering Basics', subtitle: 'Design, build, test, improve',
    description: 'The engineering design cycle applied to robot arms, grippers and sorting machines.',
    type: 'Robotics', stages: ['Junior High', 'Senior High'], platforms: ['Arduino'], aid: 'Robot car', cover: 'robot',
    chapters: ['Design: The design cycle | Sketching mechanisms', 'Build: Servos | Grippers | Sorting by colour', 'Improve: Testing | Iterating on feedback'],
  },
  {
    title: 'C++ Fundamentals', subtitle: 'Syntax, types and control flow',
    description: 'A structured introduction to C++ for young competitors: compile, run and reason about programs.',
    type: 'C++', stages: ['Junior High', 'Senior High'], platforms: ['C++'], aid: 'No kit', cover: 'code', series: true,
    chapters: ['First programs: Hello world | Variables and types | Input and output', 'Control flow: if and switch | for and while loops', 'Functions: Defining functions | Pass by reference | Practice problems'],
  },
  {
    title: 'Algorithms with C++', subtitle: 'Sorting, searching and recursion',
    description: 'Classic algorithms with complexity analysis, as a bridge to olympiad-style problem solving.',
    type: 'C++', stages: ['Senior High'], platforms: ['C++'], aid: 'No kit', cover: 'mountain',
    chapters: ['Arrays: Arrays and vectors | Linear search', 'Sorting: Bubble and insertion sort | Merge sort | Binary search', 'Recursion: Thinking recursively | Backtracking'],
  },
  {
    title: 'Competitive Programming Starter', subtitle: 'Read, think, code, test',
    description: 'Problem-solving habits for programming contests: reading statements, edge cases and stress testing.',
    type: 'C++', stages: ['Junior High', 'Senior High'], platforms: ['C++'], aid: 'No kit', cover: 'mountain',
    chapters: ['Reading problems: Input formats | Constraints and complexity', 'Techniques: Greedy choices | Prefix sums | Two pointers', 'Contest day: Time management | Reviewing solutions'],
  },
  {
    title: 'Ocean Ecosystem Simulation', subtitle: 'Model fish, sharks and plankton',
    description: 'Clones and variables simulate a food chain so students can see how populations change.',
    type: 'Graphical Programming', stages: ['Grade 5-6'], platforms: ['Scratch'], aid: 'No kit', cover: 'ocean',
    chapters: ['The ocean: Food chains | Setting the scene', 'Simulation: Plankton clones | Fish that eat | Sharks that hunt', 'Experiments: Changing the balance | Graphing populations'],
  },
  {
    title: 'Desert Survival Quest', subtitle: 'An adventure game with inventory',
    description: 'Lists become an inventory in a survival adventure with water, shelter and maps.',
    type: 'Graphical Programming', stages: ['Grade 5-6', 'Junior High'], platforms: ['Scratch'], aid: 'No kit', cover: 'desert',
    chapters: ['World: Map design | Moving between scenes', 'Inventory: Lists as inventory | Picking things up | Using items', 'Quest: Win and lose conditions | Playtesting'],
  },
  {
    title: 'Hour of Code: Dance Party', subtitle: 'A one-lesson introduction',
    description: 'A single energetic lesson where children sequence dance moves to music.',
    type: 'Graphical Programming', stages: ['Grade 1-2'], platforms: ['Scratch'], aid: 'No kit', cover: 'music',
    chapters: ['Warm up: Sequences | Events', 'Dance: Moves on the beat | Show time'],
  },
  {
    title: 'Coding Unplugged', subtitle: 'Computational thinking without a screen',
    description: 'Games with cards, grids and stories that teach algorithms, patterns and debugging before any device.',
    type: 'Graphical Programming', stages: ['Grade 1-2'], platforms: ['Scratch'], aid: 'No kit', cover: 'forest',
    chapters: ['Algorithms: Robot instructions | Grid paths', 'Patterns: Spot the pattern | Debugging a dance'],
  },
  {
    title: 'Smart Home IoT Projects', subtitle: 'Connected sensors and dashboards',
    description: 'micro:bit radio and simple dashboards make a model smart home with alarms and lights.',
    type: 'Hardware & IoT', stages: ['Junior High'], platforms: ['Scratch', 'Python'], aid: 'micro:bit', cover: 'city',
    chapters: ['Connected: Radio messages | Sending sensor data', 'Home: Door alarm | Automatic lights | Temperature monitor', 'Dashboard: Showing live data | Demo day'],
  },
  {
    title: 'Game Design Workshop', subtitle: 'Make games people want to play',
    description: 'Game mechanics, level design and feedback loops, ending in a class game jam.',
    type: 'Graphical Programming', stages: ['Grade 5-6', 'Junior High'], platforms: ['Scratch', 'Snap'], aid: 'No kit', cover: 'game',
    chapters: ['Mechanics: Rules and goals | Player feedback', 'Levels: Difficulty curves | Level editor | Boss battles', 'Game jam: Team roles | Playtesting | Showcase'],
  },
  {
    title: 'Sunshine Coding Club: Term Project', subtitle: 'Our school showcase project',
    description: 'The campus term project: every team builds an interactive poster about our town for the open day.',
    type: 'Graphical Programming', stages: ['Grade 3-4', 'Grade 5-6'], platforms: ['Scratch'], aid: 'No kit', cover: 'sunset', campusOwn: true,
    chapters: ['Plan: Choosing a topic | Interviewing people', 'Build: Interactive poster | Adding voice-overs', 'Open day: Rehearsal | Presenting to parents'],
  },
  {
    title: 'Sunshine Summer Camp: Robots', subtitle: 'Five days of robot fun',
    description: 'A summer camp plan written by Sunshine teachers: build, program and race robot cars in a week.',
    type: 'Robotics', stages: ['Grade 3-4', 'Grade 5-6'], platforms: ['Scratch'], aid: 'Robot car', cover: 'robot', campusOwn: true,
    chapters: ['Days 1-2: Meet the robot | First moves | Sensors', 'Days 3-5: Obstacle course | Race preparation | Race day'],
  },
  {
    title: 'Typing and Digital Skills', subtitle: 'Keyboard confidence for young coders',
    description: 'Touch typing, file management and online safety for students starting to code.',
    type: 'Graphical Programming', stages: ['Grade 1-2', 'Grade 3-4'], platforms: ['Scratch'], aid: 'No kit', cover: 'rainbow',
    chapters: ['Keyboard: Home row | Speed games', 'Digital life: Saving files | Staying safe online'],
  },
];

export interface CourseBagDef {
  title: string;
  stages: SuitTag[];
  platforms: ProgramPlatform[];
  aids: TeachingAid[];
  version: string;
  /** indexes into COURSES */
  courses: number[];
  /** organisation ids owning the bag */
  orgs: number[];
}

export const COURSE_BAGS: readonly CourseBagDef[] = [
  { title: 'Scratch Foundations', stages: ['Grade 3-4'], platforms: ['Scratch'], aids: ['No kit'], version: 'v2.1', courses: [0, 1, 2, 3, 4], orgs: [1] },
  { title: 'Python Pathway', stages: ['Junior High'], platforms: ['Python'], aids: ['No kit'], version: 'v1.4', courses: [7, 8, 9, 10], orgs: [1, 2] },
  { title: 'AI Explorers', stages: ['Grade 5-6'], platforms: ['Scratch', 'Python'], aids: ['AI camera'], version: 'v1.0', courses: [12, 13, 14], orgs: [1] },
  { title: 'Maker Lab', stages: ['Grade 5-6', 'Junior High'], platforms: ['Scratch', 'Arduino'], aids: ['micro:bit', 'Arduino kit'], version: 'v3.0', courses: [16, 17, 18, 28], orgs: [2] },
];

/**
 * Courses added by the catalogue's second step (ids from 39 on): every filter value has several
 * courses, and the series have four chapters. Appended only, so earlier ids never move.
 */
export const MORE_COURSES: readonly CourseDef[] = [
  {
    title: 'Creative Coding Pathway: Level 1', subtitle: 'A year of Scratch for young beginners',
    description: 'A full-year series for grades 1-4: sequences, events, loops and simple games, one small project per week.',
    type: 'Graphical Programming', stages: ['Grade 1-2', 'Grade 3-4'], platforms: ['Scratch'], aid: 'No kit', cover: 'rainbow', series: true, hot: true,
    chapters: ['Term 1 · Sequences: Meet the cat | Step by step | Dance moves', 'Term 2 · Events: Clicks and keys | Talking sprites | A greeting card', 'Term 3 · Loops: Repeat and forever | Patterns | Animated scenes', 'Term 4 · Games: Catch game | Scores | Showcase day'],
  },
  {
    title: 'Creative Coding Pathway: Level 2', subtitle: 'Variables, clones and real games',
    description: 'The second year of the pathway: variables, conditions, clones and lists, ending in a game jam.',
    type: 'Graphical Programming', stages: ['Grade 3-4', 'Grade 5-6'], platforms: ['Scratch', 'Snap'], aid: 'No kit', cover: 'game', series: true,
    chapters: ['Term 1 · Variables: Counters | Timers | Health bars', 'Term 2 · Conditions: If and else | Levels | Game over', 'Term 3 · Clones: Many enemies | Particles | Bullets', 'Term 4 · Game jam: Planning | Building | Playtest and share'],
  },
  {
    title: 'Python Pathway: Projects', subtitle: 'Four projects from script to app',
    description: 'A project-based Python series: a quiz, a text adventure, a data report and a small web app.',
    type: 'Python', stages: ['Junior High', 'Senior High'], platforms: ['Python'], aid: 'No kit', cover: 'code', series: true,
    chapters: ['Project 1 · Quiz: Questions in lists | Scoring | Random order', 'Project 2 · Adventure: Rooms as dictionaries | Commands | Saving the game', 'Project 3 · Data report: Reading CSV | Summaries | Charts', 'Project 4 · Web app: Pages and routes | Forms | Deploying'],
  },
  {
    title: 'Snap! Physics Simulations', subtitle: 'Gravity, bounces and orbits',
    description: 'Model falling balls, springs and planets in Snap!, and compare the simulation with real measurements.',
    type: 'Graphical Programming', stages: ['Junior High', 'Senior High'], platforms: ['Snap'], aid: 'No kit', cover: 'space',
    chapters: ['Motion: Speed and position | Acceleration', 'Forces: Gravity | Bouncing balls | Springs', 'Orbits: Two bodies | Comparing with data'],
  },
  {
    title: 'micro:bit Radio Games', subtitle: 'Multiplayer games over radio',
    description: 'Learners send messages between micro:bits to build a voting system, tag and a treasure hunt.',
    type: 'Hardware & IoT', stages: ['Grade 5-6', 'Junior High'], platforms: ['Python'], aid: 'micro:bit', cover: 'sunset',
    chapters: ['Radio: Groups and messages | Sending numbers', 'Games: Class vote | Radio tag | Treasure hunt'],
  },
  {
    title: 'Wearable Tech with micro:bit', subtitle: 'Badges, step counters and light-up clothes',
    description: 'Sew and program wearables: a name badge, a step counter and a bike light that flashes when it gets dark.',
    type: 'Hardware & IoT', stages: ['Grade 3-4', 'Grade 5-6'], platforms: ['Scratch'], aid: 'micro:bit', cover: 'music',
    chapters: ['Badge: Scrolling names | Icons and moods', 'Sensors: Step counter | Light sensor bike light', 'Show: Design your wearable | Fashion show'],
  },
  {
    title: 'Arduino Weather Station', subtitle: 'Measure, log and report the weather',
    description: 'Temperature, humidity and pressure sensors feed a logger and a daily weather report.',
    type: 'Hardware & IoT', stages: ['Senior High'], platforms: ['Arduino', 'C++'], aid: 'Arduino kit', cover: 'mountain',
    chapters: ['Sensors: Temperature and humidity | Pressure', 'Logging: Serial output | SD card logging | Calibration', 'Report: Daily summary | Forecast game'],
  },
  {
    title: 'Self-Driving Robot Car', subtitle: 'Vision and decisions on wheels',
    description: 'A camera-equipped robot car learns to recognise signs and follow a track with a trained model.',
    type: 'Artificial Intelligence', stages: ['Junior High', 'Senior High'], platforms: ['Python'], aid: 'Robot car', cover: 'robot',
    chapters: ['Driving: Motor control in Python | Reading the camera', 'Learning: Collecting sign photos | Training a classifier | Testing on the track', 'Autonomy: Stop at signs | Race against the clock'],
  },
  {
    title: 'Robot Dance Choreography', subtitle: 'Sequences, timing and music',
    description: 'Young learners program robot cars to dance in time with music and perform as a troupe.',
    type: 'Robotics', stages: ['Grade 1-2', 'Grade 3-4'], platforms: ['Scratch'], aid: 'Robot car', cover: 'music',
    chapters: ['Moves: Forward, back, spin | Lights on and off', 'Dance: Moves on the beat | A troupe of robots'],
  },
  {
    title: 'Smart Camera Projects', subtitle: 'Object detection you can hold',
    description: 'Use a USB camera and pre-trained models to count people, read colours and detect objects.',
    type: 'Artificial Intelligence', stages: ['Junior High'], platforms: ['Python'], aid: 'AI camera', cover: 'ai',
    chapters: ['Seeing: Images as numbers | Colour detection', 'Detecting: Pre-trained models | Counting people | Privacy by design'],
  },
  {
    title: 'AI Art Studio', subtitle: 'Create with machine learning',
    description: 'Pose detection paints with your body and a style model turns drawings into paintings.',
    type: 'Artificial Intelligence', stages: ['Grade 3-4', 'Grade 5-6'], platforms: ['Scratch'], aid: 'AI camera', cover: 'rainbow',
    chapters: ['Body painting: Pose detection | Brushes that follow your hands', 'Styles: What is a style | Gallery walk'],
  },
  {
    title: 'C++ Data Structures', subtitle: 'Stacks, queues, trees and graphs',
    description: 'A series on the data structures of olympiad problems, each with a visual explanation and practice set.',
    type: 'C++', stages: ['Senior High'], platforms: ['C++'], aid: 'No kit', cover: 'mountain', series: true,
    chapters: ['Linear: Stacks | Queues | Deques', 'Trees: Binary trees | Heaps | Binary search trees', 'Graphs: Adjacency lists | BFS and DFS | Shortest paths', 'Practice: Mixed problems | Mock contest'],
  },
  {
    title: 'Olympiad Training: Graphs', subtitle: 'From BFS to minimum spanning trees',
    description: 'Graph algorithms for informatics olympiads, with timed practice and solution reviews.',
    type: 'C++', stages: ['Senior High'], platforms: ['C++'], aid: 'No kit', cover: 'city',
    chapters: ['Search: Breadth-first search | Depth-first search', 'Paths: Dijkstra | Floyd-Warshall', 'Trees: Kruskal and Prim | Union-find'],
  },
  {
    title: 'Arduino Robot Arm', subtitle: 'Servos, joints and inverse kinematics',
    description: 'Build a three-servo arm, control it with potentiometers and teach it to stack blocks.',
    type: 'Robotics', stages: ['Senior High'], platforms: ['Arduino'], aid: 'Arduino kit', cover: 'circuit',
    chapters: ['Joints: One servo | Three servos', 'Control: Potentiometers | Recording moves', 'Tasks: Pick and place | Stacking blocks'],
  },
  {
    title: 'Story Blocks for Little Coders', subtitle: 'Picture stories with simple code',
    description: 'Pre-readers tell picture stories with a handful of blocks: move, say, wait and change backdrop.',
    type: 'Graphical Programming', stages: ['Grade 1-2'], platforms: ['Scratch'], aid: 'No kit', cover: 'forest',
    chapters: ['Characters: Choosing a hero | Say hello', 'Stories: Beginning, middle, end | Sharing with a friend'],
  },
];

/** Bags added with MORE_COURSES (indexes into MORE_COURSES). */
export const MORE_COURSE_BAGS: readonly CourseBagDef[] = [
  { title: 'Creative Coding Pathway', stages: ['Grade 1-2', 'Grade 3-4', 'Grade 5-6'], platforms: ['Scratch', 'Snap'], aids: ['No kit'], version: 'v1.2', courses: [0, 1, 14], orgs: [1] },
];
