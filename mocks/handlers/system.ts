/** Calls of the mock itself and small shared resources. */
import { publicRoute, json } from './http';
import { COVER_PATHS } from '../db/content-people';

export const systemHandlers = [
  /** GET /api/v1/covers/ → a random cover image path (spec 000 §7). */
  publicRoute('get', '*/api/v1/covers/', () => json({ image: COVER_PATHS[Math.floor(Math.random() * COVER_PATHS.length)] })),
];
