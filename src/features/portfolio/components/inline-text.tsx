/**
 * Inline editing of a portfolio's title or description (spec 001 §4: view, edit, save back to
 * view): owners and managers see an edit button; the field keeps the kind's limit with its
 * counter and the rule's message; saving is offline-guarded and shows the server's refusal.
 */
import { useState, type ReactNode } from 'react';
import { Button, Input, Space } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { ApiError } from '@/lib/api-error';
import { useT } from '@/lib/i18n/i18n';
import type { Check } from '@/lib/validators/check';

export function InlineText({
  value,
  label,
  editable,
  multiline = false,
  max,
  check,
  onSave,
  children,
}: {
  value: string;
  /** the field's name, for the edit button and the input */
  label: string;
  editable: boolean;
  multiline?: boolean;
  max: number;
  check: (value: string) => Check;
  onSave: (value: string) => Promise<unknown>;
  /** how the value shows when not editing */
  children: ReactNode;
}) {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (draft === null) {
    return (
      <div className="inline-text">
        {children}
        {editable ? (
          <Button type="text" size="small" icon={<EditOutlined aria-hidden />} aria-label={t('portfolio.edit.label', { field: label })} onClick={() => setDraft(value)} />
        ) : null}
      </div>
    );
  }

  async function save() {
    const text = (draft ?? '').trim();
    const problem = check(text);
    if (problem) return setError(t(problem.key, problem.params));
    if (!navigator.onLine) return setError(t('error.offline'));
    setSaving(true);
    try {
      await onSave(text);
      setDraft(null);
      setError(null);
    } catch (failure) {
      const fields = failure instanceof ApiError ? Object.values(failure.fieldErrors) : [];
      setError(fields[0] ?? (failure instanceof ApiError && failure.status !== null && failure.status < 500 ? failure.message : t('error.offline')));
    } finally {
      setSaving(false);
    }
  }

  const common = {
    'aria-label': label,
    value: draft,
    status: error ? ('error' as const) : undefined,
    count: { show: true, max },
    onChange: (e: { target: { value: string } }) => {
      setDraft(e.target.value);
      setError(null);
    },
  };
  return (
    <div className="inline-text inline-text--editing">
      {multiline ? <Input.TextArea {...common} rows={3} /> : <Input {...common} onPressEnter={() => void save()} />}
      {error ? (
        <div role="alert" className="inline-text__error">
          {error}
        </div>
      ) : null}
      <Space>
        <Button type="primary" size="small" loading={saving} onClick={() => void save()}>
          {t('common.save')}
        </Button>
        <Button size="small" onClick={() => { setDraft(null); setError(null); }}>
          {t('common.cancel')}
        </Button>
      </Space>
    </div>
  );
}
