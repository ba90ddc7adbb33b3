/**
 * Removal with an undo window (spec 001 §4 "Work removal in a personal collection"): the item
 * disappears at once; only when the window has passed without an undo is the removal sent. An
 * undone removal is never sent; leaving the page sends what is still waiting (nobody undid it).
 * Timers are injected so the rule is tested without waiting. Shared by the portfolio's works and,
 * since issue 32, a removed favourite and an unfollowed portfolio (components/undoable-removal).
 */

/** 001 §9: the undo window of a removal. */
export const UNDO_WINDOW_MS = 3000;
export interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const realTimers: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) };

export class UndoQueue<K> {
  private readonly waiting = new Map<K, unknown>();

  constructor(
    private readonly windowMs: number,
    private readonly send: (key: K) => void,
    private readonly onChange: (pending: ReadonlySet<K>) => void = () => {},
    private readonly timers: Timers = realTimers,
  ) {}

  get pending(): ReadonlySet<K> {
    return new Set(this.waiting.keys());
  }

  remove(key: K): void {
    if (this.waiting.has(key)) return;
    this.waiting.set(key, this.timers.set(() => this.fire(key), this.windowMs));
    this.onChange(this.pending);
  }

  /** True when the removal was still waiting (and now never happens). */
  undo(key: K): boolean {
    const handle = this.waiting.get(key);
    if (handle === undefined) return false;
    this.timers.clear(handle);
    this.waiting.delete(key);
    this.onChange(this.pending);
    return true;
  }

  /** Sends every waiting removal now (the page is going away). */
  flush(): void {
    for (const [key, handle] of [...this.waiting]) {
      this.timers.clear(handle);
      this.fire(key);
    }
  }

  private fire(key: K): void {
    if (!this.waiting.delete(key)) return;
    this.send(key);
    this.onChange(this.pending);
  }
}
