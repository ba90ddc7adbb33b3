/**
 * The software download list (spec 001 §7 "GET /api/v1/teaching_software/"): every signed-in user
 * sees the teaching software (type 1) and the other software (type 2), in their stored order.
 */
import type { Software } from '@/types/content';
import type { Paged } from '@/types/api';
import { db } from '../db/db';
import { API, json, route } from './http';

const listSoftware = route('get', `${API}/teaching_software/`, () => {
  const results = db.software.all().sort((a, b) => a.software_type - b.software_type || a.id - b.id);
  const answer: Paged<Software> = { results, count: results.length };
  return json(answer);
});

export const softwareHandlers = [listSoftware];
