/**
 * What a player signature carries (its middle part, base64url JSON, as a JWT's): the video's
 * title and streams by quality. A signature that does not read so, or has expired, plays nothing.
 */
import type { VodPlayInfo } from '@/types/content';

export function readSignature(signature: string, now = Date.now()): VodPlayInfo | null {
  const part = signature.split('.')[1];
  if (!part) return null;
  try {
    const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const info = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))) as Partial<VodPlayInfo>;
    const streams = Array.isArray(info.streams) ? info.streams.filter((s) => s && typeof s.url === 'string' && typeof s.definition === 'string') : [];
    if (streams.length === 0 || typeof info.exp !== 'number' || info.exp * 1000 <= now) return null;
    return { fileId: String(info.fileId ?? ''), title: String(info.title ?? ''), exp: info.exp, streams };
  } catch {
    return null;
  }
}
