/** Scaffold: filled by issue 4. */
import type { HttpHandler } from 'msw';

export const profileHandlers: HttpHandler[] = [];
