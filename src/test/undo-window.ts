/**
 * Component tests of an undoable removal run slower than its 3-second window on a busy machine:
 * this stretches the window (only timers of exactly UNDO_WINDOW_MS) so the test decides when the
 * removal goes out — by leaving the page, which sends what nobody undid. Returns the restore.
 */
import { vi } from 'vitest';
import { UNDO_WINDOW_MS } from '@/lib/undo-queue';

export function stretchUndoWindow(): () => void {
  const real = globalThis.setTimeout;
  const spy = vi
    .spyOn(globalThis, 'setTimeout')
    .mockImplementation(((run: () => void, ms?: number, ...rest: unknown[]) => real(run, ms === UNDO_WINDOW_MS ? 3_600_000 : ms, ...rest)) as typeof setTimeout);
  return () => spy.mockRestore();
}
