/** The submit of a sign-in form: offline guard, the call, the post-login step, failures in place. */
import { useCallback, useState } from 'react';
import type { FieldErrorSink } from '@/components/light-form';
import { useT } from '@/lib/i18n/i18n';
import { placeLoginFailure, type FailurePlacement } from './login-failure';

export function useLoginSubmit(form: FieldErrorSink, placement: FailurePlacement) {
  const t = useT();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { fields, detailField } = placement;

  const submit = useCallback(
    async (run: () => Promise<void>) => {
      setFailure(null);
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        setFailure(t('error.offline'));
        return;
      }
      setSubmitting(true);
      try {
        await run();
      } catch (error) {
        setFailure(placeLoginFailure(form, error, { fields, detailField }, t));
        setSubmitting(false);
      }
      // On success the page is left: nothing more to update.
    },
    [form, fields, detailField, t],
  );

  return { submit, submitting, failure };
}
