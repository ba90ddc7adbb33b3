/**
 * Finding the portfolio a call is about, with the caller's role in it. A missing portfolio
 * answers 404 "this work collection was deleted by its creator" (spec 001 §8, 000 §8): the client
 * shows it and goes back. Anyone signed in may look at a portfolio (001 §2: one of another school
 * shows with its add button disabled); the caller's role in it is read from today's facts on every
 * call (roleIn: a campus's portfolio counts a member's role only while they belong to the campus).
 */
import type { StudioRecord } from '../db/schema';
import { db } from '../db/db';
import { studioMessages } from '../messages/studios';
import { roleIn, type ViewerRole } from '../rules/studio-roles';
import type { Identity } from '../rules/identity';
import { errors, type Answer } from './http';

export type StudioLookup = { studio: StudioRecord; role: ViewerRole; refusal?: undefined } | { studio?: undefined; role?: undefined; refusal: Answer };

export function lookupStudio(me: Identity, id: string): StudioLookup {
  const studio = /^\d+$/.test(id) ? db.studios.get(Number(id)) : undefined;
  if (!studio) return { refusal: errors.notFound(studioMessages.notFound) };
  return { studio, role: roleIn(studio, me.user.id) };
}
