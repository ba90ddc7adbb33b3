/** A failed API call in one shape, whatever the server or the network did. */
import type { AxiosError } from 'axios';
import type { ApiErrorBody } from '@/types/api';
import { isOffline } from './offline';

export type ApiErrorKind = 'offline' | 'network' | 'http';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number | null,
    message: string,
    readonly body: ApiErrorBody | null,
    readonly url: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field errors of a 400 answer: {field: message}, for showing under the form fields. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    if (!this.body || this.status !== 400) return out;
    for (const [key, value] of Object.entries(this.body)) {
      if (['detail', 'message', 'msg', 'code', 'non_field_errors'].includes(key)) continue;
      const text = Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(' ') : value;
      if (typeof text === 'string' && text) out[key] = text;
    }
    return out;
  }

  get code(): number | undefined {
    return typeof this.body?.code === 'number' ? this.body.code : undefined;
  }
}

/** The human message a server put in its error body, if any. */
export function serverMessage(body: unknown): string | null {
  if (typeof body === 'string') return null; // HTML or plain text pages are not messages for people
  if (!body || typeof body !== 'object') return null;
  const b = body as ApiErrorBody;
  for (const key of ['detail', 'message', 'msg'] as const) {
    if (typeof b[key] === 'string' && b[key]) return b[key] as string;
  }
  const nonField = b.non_field_errors;
  if (Array.isArray(nonField) && typeof nonField[0] === 'string') return nonField[0];
  for (const value of Object.values(b)) {
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/** axios's own check, without loading axios for it. */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

export function toApiError(error: unknown, fallbackMessage: string, offlineMessage: string, networkMessage: string): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const url = error.config?.url ?? '';
    if (!error.response) {
      if (isOffline()) return new ApiError('offline', null, offlineMessage, null, url);
      return new ApiError('network', null, networkMessage, null, url);
    }
    const body = (error.response.data ?? null) as ApiErrorBody | null;
    return new ApiError('http', error.response.status, serverMessage(body) ?? fallbackMessage, typeof body === 'object' ? body : null, url);
  }
  return new ApiError('network', null, error instanceof Error ? error.message : fallbackMessage, null, '');
}

/**
 * A failed call made for bytes (`responseType: 'arraybuffer'`) carries its error body as bytes
 * too: the same error with the server's message and body read from them.
 */
export function withByteBody(error: ApiError): ApiError {
  const body: unknown = error.body;
  if (!(body instanceof ArrayBuffer)) return error;
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as ApiErrorBody;
    return new ApiError(error.kind, error.status, serverMessage(parsed) ?? error.message, parsed, error.url);
  } catch {
    return new ApiError(error.kind, error.status, error.message, null, error.url);
  }
}
