/** Loading a demo world into the database. */
import { clearDb, type World } from './db';
import { seedDemoWorld } from './seed';
import { seedLargeWorld } from './seed-large';

export function loadWorld(world: World, today: Date = new Date()): void {
  clearDb();
  if (world === 'large') seedLargeWorld(today);
  else seedDemoWorld(today);
}
