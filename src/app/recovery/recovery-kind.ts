/**
 * Which recovery screen an error calls for. Its own module: the shell's part of the recovery
 * (recovery.tsx, which retries a lost connection) asks it without loading the screen's code.
 */
import { ApiError } from '@/lib/api-error';
import { ChunkLoadError, isChunkLoadError } from '@/lib/chunk-load';

export type RecoveryKind = 'crashed' | 'unreachable' | 'newVersion' | 'loadFailed';

export function recoveryKindOf(error: unknown): RecoveryKind {
  if (error instanceof ChunkLoadError) return error.reason === 'newVersion' ? 'newVersion' : 'unreachable';
  if (isChunkLoadError(error)) return 'unreachable';
  if (error instanceof ApiError) return 'loadFailed';
  return 'crashed';
}
