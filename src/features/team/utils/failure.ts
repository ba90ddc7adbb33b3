/**
 * The message of a failed team call (spec 002 §8): most calls show the server's message for a
 * 400 that carries one (a plain-text body is ignored) and their own sentence otherwise; offline
 * is "operation failed, try again later" everywhere.
 */
import { ApiError } from '@/lib/api-error';
import type { Translate } from '@/lib/i18n/i18n';

/** The server's message of a 400 with a JSON body, else null. */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 && error.body !== null ? error.message : null;
}

export function failureText(error: unknown, t: Translate, fallbackKey: string): string {
  if (error instanceof ApiError && error.kind === 'offline') return t('error.offline');
  return serverMessageOf(error) ?? t(fallbackKey);
}

/** A 404 of the team itself ("team not found"). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
