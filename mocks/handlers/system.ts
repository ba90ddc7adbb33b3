/** Calls of the mock itself and small shared resources. */
import { publicRoute, json } from './http';

const COVERS = Array.from({ length: 16 }, (_, i) => `/covers/cover-${String(i + 1).padStart(2, '0')}.svg`);

export const systemHandlers = [
  /** GET /api/v1/covers/ → a random cover image path (spec 000 §7). */
  publicRoute('get', '*/api/v1/covers/', () => json({ image: COVERS[Math.floor(Math.random() * COVERS.length)] })),
];
