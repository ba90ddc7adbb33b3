/**
 * Longer texts of the demo world: the software list, extensions, teaching plan files and system
 * announcements (the lesson and project documents are in content-lessons.ts).
 */
import type { SoftwareRecord } from './schema';

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
