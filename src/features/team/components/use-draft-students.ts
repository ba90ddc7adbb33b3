/**
 * The draft rows of a team's student table and how they are saved (spec 002 §4.3, §8): one by one
 * ("student created"; a 400 shows the server's message, else "create student failed, try again
 * later"), all at once (all created, or a report of the created and the refused names with the
 * server's reasons, the refused ones staying as drafts; "batch create students all failed, try
 * again later" only when the call itself fails), or cancelled ("cancelled batch creation of students").
 */
import { useState } from 'react';
import { useBatchCreateStudents, useCreateStudent } from '@/api/team-students';
import { useAppNotices } from '@/lib/app-notices';
import { normalisePersonName } from '@/lib/validators/names';
import { useT } from '@/lib/i18n/i18n';
import type { BatchCreateReport } from '@/types/manage';
import { batchOutcome, emptyDraft, newDrafts, renameDraft, settleBatch, withoutDrafts, type DraftStudent } from '../utils/drafts';
import { failureText, serverMessageOf } from '../utils/failure';

export function useDraftStudents(code: string) {
  const t = useT();
  const { message } = useAppNotices();
  const createOne = useCreateStudent(code);
  const createMany = useBatchCreateStudents(code);
  const [drafts, setDrafts] = useState<DraftStudent[]>([]);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  /** the last batch save's report, shown until closed or the next save */
  const [report, setReport] = useState<BatchCreateReport | null>(null);

  const mark = (key: string, on: boolean) =>
    setSaving((keys) => {
      const next = new Set(keys);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  function saveOne(draft: DraftStudent) {
    mark(draft.randomKey, true);
    createOne.mutate(normalisePersonName(draft.name), {
      onSuccess: () => {
        setDrafts((all) => withoutDrafts(all, new Set([draft.randomKey])));
        message.success(t('team.students.created'));
      },
      onError: (error) => message.error(failureText(error, t, 'team.students.createFailed')),
      onSettled: () => mark(draft.randomKey, false),
    });
  }

  function saveAll() {
    const sent = drafts;
    if (sent.length === 0) return;
    setReport(null);
    createMany.mutate(
      sent.map((d) => normalisePersonName(d.name)),
      {
        onSuccess: (answer) => {
          setDrafts((all) => settleBatch(all, sent, answer));
          const outcome = batchOutcome(sent.length, answer.created.length);
          if (outcome.kind === 'all') message.success(t('team.students.batchCreated', { count: outcome.created }));
          else {
            if (outcome.kind === 'partial') message.warning(t('team.students.batchPartial', { created: outcome.created, failed: outcome.failed }));
            else message.warning(t('team.students.batchNoneCreated', { failed: outcome.failed }));
            setReport(answer);
          }
        },
        onError: (error) => {
          const server = serverMessageOf(error);
          if (server) message.warning(server);
          else message.error(failureText(error, t, 'team.students.batchFailed'));
        },
      },
    );
  }

  function cancelAll() {
    setDrafts([]);
    setReport(null);
    message.info(t('team.students.batchCancelled'));
  }

  return {
    drafts,
    saving,
    savingAll: createMany.isPending,
    report,
    closeReport: () => setReport(null),
    add: () => setDrafts((all) => [emptyDraft(), ...all]),
    addMany: (names: string[]) => setDrafts((all) => [...all, ...newDrafts(names)]),
    rename: (key: string, name: string) => setDrafts((all) => renameDraft(all, key, name)),
    cancel: (draft: DraftStudent) => setDrafts((all) => withoutDrafts(all, new Set([draft.randomKey]))),
    saveOne,
    saveAll,
    cancelAll,
  };
}
