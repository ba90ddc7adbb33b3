/**
 * Finding the portfolio a call is about, with the caller's role in it. A missing portfolio
 * answers 404 "this work collection was deleted by its creator" (spec 001 §8, 000 §8): the client
 * shows it and goes back. A campus's portfolio answers 403 "not of your current school" outside
 * that campus (the caller's selected, joined campus), whatever their member rows say.
 */
import type { StudioRecord } from '../db/schema';
import { db } from '../db/db';
import { studioMessages } from '../messages/studios';
import { isOfCurrentSchool, roleIn, type ViewerRole } from '../rules/studio-roles';
import type { Identity } from '../rules/identity';
import { errors, type Answer } from './http';

export type StudioLookup = { studio: StudioRecord; role: ViewerRole; refusal?: undefined } | { studio?: undefined; role?: undefined; refusal: Answer };

export function lookupStudio(me: Identity, id: string): StudioLookup {
  const studio = /^\d+$/.test(id) ? db.studios.get(Number(id)) : undefined;
  if (!studio) return { refusal: errors.notFound(studioMessages.notFound) };
  if (!isOfCurrentSchool(studio, me)) return { refusal: errors.forbidden(studioMessages.otherSchool) };
  return { studio, role: roleIn(studio, me.user.id) };
}
