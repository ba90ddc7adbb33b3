import { describe, expect, it, vi } from 'vitest';
import { UndoQueue, type Timers } from './undo-queue';

function fakeTimers() {
  let now = 0;
  const jobs: { at: number; run: () => void; id: number }[] = [];
  let next = 1;
  const timers: Timers = {
    set: (run, ms) => {
      const id = next++;
      jobs.push({ at: now + ms, run, id });
      return id;
    },
    clear: (id) => {
      const i = jobs.findIndex((j) => j.id === id);
      if (i >= 0) jobs.splice(i, 1);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const job of jobs.filter((j) => j.at <= now)) {
      jobs.splice(jobs.indexOf(job), 1);
      job.run();
    }
  };
  return { timers, advance };
}

describe('undo queue (3-second window)', () => {
  it('sends a removal only after the window', () => {
    const { timers, advance } = fakeTimers();
    const send = vi.fn();
    const q = new UndoQueue<number>(3000, send, undefined, timers);
    q.remove(7);
    expect(q.pending).toEqual(new Set([7]));
    advance(2999);
    expect(send).not.toHaveBeenCalled();
    advance(1);
    expect(send).toHaveBeenCalledWith(7);
    expect(q.pending.size).toBe(0);
  });

  it('never sends an undone removal', () => {
    const { timers, advance } = fakeTimers();
    const send = vi.fn();
    const q = new UndoQueue<number>(3000, send, undefined, timers);
    q.remove(7);
    advance(1500);
    expect(q.undo(7)).toBe(true);
    advance(10_000);
    expect(send).not.toHaveBeenCalled();
    expect(q.undo(7)).toBe(false);
  });

  it('keeps one timer per item and sends the rest on flush, once', () => {
    const { timers, advance } = fakeTimers();
    const send = vi.fn();
    const changes: number[] = [];
    const q = new UndoQueue<number>(3000, send, (p) => changes.push(p.size), timers);
    q.remove(1);
    q.remove(1);
    q.remove(2);
    q.undo(2);
    q.remove(3);
    q.flush();
    expect(send.mock.calls).toEqual([[1], [3]]);
    advance(5000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(changes).toEqual([1, 2, 1, 2, 1, 0]);
  });
});
