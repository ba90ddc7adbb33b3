/**
 * The frame of every chart section: a titled region with optional controls and an update note,
 * and the section's own loading, error and empty states (each section loads on its own, so one
 * failed call never blanks the whole page).
 */
import { useId, type ReactNode } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import { EmptyState } from './empty-state';

export type ChartCardStatus = 'loading' | 'error' | 'empty' | 'ready';

export type ChartCardProps = {
  title: ReactNode;
  /** controls beside the title (a sort selector, a toggle) */
  extra?: ReactNode;
  /** a small note under the title, e.g. how often the data updates */
  note?: ReactNode;
  status: ChartCardStatus;
  /** the empty state's hint; defaults to "No data yet" */
  emptyHint?: ReactNode;
  /** the error message; defaults to "Failed to load" */
  errorText?: ReactNode;
  onRetry?: () => void;
  /** spans the whole row of the page grid */
  wide?: boolean;
  /**
   * The height (px) the ready content takes, e.g. a chart's figure (`chartFigureHeight`): every
   * state (loading, error, empty) keeps at least this room, so nothing below moves when the
   * data arrives (issue 31: layout shifts).
   */
  reserve?: number;
  /**
   * What the loading state shows instead of the generic skeleton: the ready content's own shape
   * (its labels with placeholder values), where its height depends on the width (items that
   * wrap), so no fixed reserve can match it at every width.
   */
  placeholder?: ReactNode;
  children?: ReactNode;
};

export function ChartCard({ title, extra, note, status, emptyHint, errorText, onRetry, wide = false, reserve, placeholder, children }: ChartCardProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={status === 'loading'}
      className={wide ? 'chart-card chart-card--wide' : 'chart-card'}
      style={{
        background: '#fff',
        border: '1px solid #f0f0f0',
        borderRadius: 8,
        padding: 16,
        gridColumn: wide ? '1 / -1' : undefined,
        minWidth: 0,
      }}
    >
      <header style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <h2 id={headingId} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </h2>
        {extra ? <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>{extra}</div> : null}
      </header>
      {note ? <p style={{ margin: '4px 0 0', color: 'rgba(0, 0, 0, 0.64)', fontSize: 12 }}>{note}</p> : null}
      <div style={{ marginTop: 12, minHeight: reserve }}>
        {status === 'loading' ? (placeholder ?? <Skeleton active paragraph={{ rows: 5 }} title={false} />) : null}
        {status === 'error' ? (
          <Alert
            type="error"
            showIcon
            title={errorText ?? t('error.loadFailed')}
            action={
              onRetry ? (
                <Button size="small" onClick={onRetry}>
                  {t('common.retry')}
                </Button>
              ) : undefined
            }
          />
        ) : null}
        {status === 'empty' ? <EmptyState compact hint={emptyHint ?? t('common.empty')} /> : null}
        {status === 'ready' ? children : null}
      </div>
    </section>
  );
}
