/**
 * A removal the user can take back for a few seconds (issue 32, after the portfolio's work
 * removal, spec 001 §4): the row disappears at once and a notice offers "Undo"; only when the
 * window has passed is the removal sent, and leaving the page sends what nobody undid. A failed
 * removal brings the row back with the caller's failure text.
 */
import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import { UNDO_WINDOW_MS, UndoQueue } from '@/lib/undo-queue';

/** `failedText`: what to say when the removal fails; without it the call's own policy reports the failure. */
export function useUndoableRemoval<K extends string | number>(send: (key: K) => Promise<unknown>, failedText?: () => string) {
  const t = useT();
  const { message } = useAppNotices();
  const [pending, setPending] = useState<ReadonlySet<K>>(new Set());
  // Sent removals stay hidden until the list is read again (no flicker back); a failed one returns.
  const [sent, setSent] = useState<ReadonlySet<K>>(new Set());
  // The queue outlives renders: it keeps the first send and failure text (mutateAsync is stable).
  const [queue] = useState(
    () =>
      new UndoQueue<K>(
        UNDO_WINDOW_MS,
        (key) => {
          setSent((s) => new Set(s).add(key));
          void send(key).catch(() => {
            setSent((s) => new Set([...s].filter((x) => x !== key)));
            if (failedText) void message.error(failedText());
          });
        },
        setPending,
      ),
  );
  useEffect(() => () => queue.flush(), [queue]);
  const hidden: ReadonlySet<K> = new Set([...pending, ...sent]);

  /** Hides the row and offers the undo; `removedText` says what was removed. */
  const removeWithUndo = (key: K, removedText: string) => {
    queue.remove(key);
    const noticeKey = `undo-${String(key)}`;
    void message.open({
      key: noticeKey,
      type: 'info',
      duration: UNDO_WINDOW_MS / 1000,
      content: (
        <span>
          {removedText}{' '}
          <Button
            type="link"
            size="small"
            onClick={() => {
              if (queue.undo(key)) void message.open({ key: noticeKey, type: 'success', content: t('common.undone'), duration: 2 });
            }}
          >
            {t('common.undo')}
          </Button>
        </span>
      ),
    });
  };
  return { hidden, removeWithUndo };
}
