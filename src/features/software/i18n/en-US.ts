/** Messages of the software download page (en-US). Keys are 'software.…'; keep zh-CN and en-US in step. */
import type { softwareZhCN } from './zh-CN';

export const softwareEnUS: Record<keyof typeof softwareZhCN, string> = {
  'software.title': 'Software download',
  'software.intro': 'The software and drivers your lessons need, for every computer.',
  'software.group.teaching': 'Teaching software',
  'software.group.other': 'Other software',
  'software.version': 'Version {version}',
  'software.button.label': '{name}: {button}',
  'software.button.newTab': '{label} (opens in a new tab)',
  'software.qr.title': 'Scan to download {name}',
  'software.qr.hint': 'Scan the code with your phone to install',
  'software.loadFailed': 'Could not load the software list.',
  'software.empty': 'No software to download yet',

  'software.guide.scratchlink.title': 'Installing Scratch Link',
  'software.guide.scratchlink.intro': 'Scratch Link connects micro:bit and other Bluetooth devices to the creation platform in your browser.',
  'software.guide.scratchlink.step1': 'Download Scratch Link for your computer (Windows 10 or later, macOS 10.15 or later).',
  'software.guide.scratchlink.step2': 'Install and open Scratch Link: it runs in the system tray (menu bar).',
  'software.guide.scratchlink.step3': 'Turn on Bluetooth on the computer and switch the device on.',
  'software.guide.scratchlink.step4': 'In the creation platform, add the device extension and click Connect.',

  'software.guide.cozmo.title': 'Connecting the Cozmo robot',
  'software.guide.cozmo.intro': 'Cozmo Connector lets you program the Cozmo robot from the creation platform.',
  'software.guide.cozmo.step1': 'Install the Cozmo app on a phone or tablet and turn on developer (SDK) mode in its settings.',
  'software.guide.cozmo.step2': 'Connect the phone to the computer with a cable and allow debugging.',
  'software.guide.cozmo.step3': 'Install and open Cozmo Connector on the computer and wait for "Connected".',
  'software.guide.cozmo.step4': 'Add the Cozmo extension in the creation platform and start coding.',

  'software.guide.overdrive.title': 'Connecting Overdrive cars',
  'software.guide.overdrive.intro': 'Overdrive Bridge lets you drive Overdrive race cars with code.',
  'software.guide.overdrive.step1': 'Charge the cars and put them on the track.',
  'software.guide.overdrive.step2': 'Install and open Overdrive Bridge on a computer with Bluetooth 4.0.',
  'software.guide.overdrive.step3': 'Choose the cars to control in the Bridge.',
  'software.guide.overdrive.step4': 'Add the Overdrive extension in the creation platform and run your program.',

  'software.guide.adapter.title': 'Installing the {product} adapter',
  'software.guide.adapter.intro': 'The {product} adapter connects robot kits and sensors to the creation platform.',
  'software.guide.adapter.step1': 'Download and install the {product} adapter.',
  'software.guide.adapter.step2': "Connect the kit's main board with a USB cable.",
  'software.guide.adapter.step3': 'Install the driver if your computer asks for one.',
  'software.guide.adapter.step4': 'In the creation platform choose Hardware > Connect device.',
};
