/**
 * The embedded document viewer: fetches the plan's document and shows it in the page, PDF by the
 * browser itself, Word and Excel by a library that loads only when a document of that kind is
 * shown (each renderer is a chunk of its own). A document that cannot be read offers its download.
 */
import { Suspense, useCallback, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { preloadable } from '@/lib/preloadable';
import { Button, Spin } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import type { TeachPlan } from '@/types/content';
import { usePlanFile } from '../api/teach-plans';
import { planFileKind, typedPlanBlob, type PlanFileKind } from '../utils/plan-files';
import type { DocumentRendererProps } from './document-renderer';
import PdfDocument from './pdf-document';
import { PlanState } from './plan-state';
import { useDownloadPlan } from './use-download-plan';

const RENDERERS: Record<PlanFileKind, ComponentType<DocumentRendererProps> | LazyExoticComponent<ComponentType<DocumentRendererProps>>> = {
  pdf: PdfDocument,
  docx: preloadable(() => import('./docx-document')),
  xlsx: preloadable(() => import('./xlsx-document')),
};

function Loading() {
  const t = useT();
  return (
    <div className="tp-doc__state" role="status">
      <Spin />
      <span>{t('teachplan.viewer.loadingDocument')}</span>
    </div>
  );
}

export function PlanDocument({ plan }: { plan: TeachPlan }) {
  const t = useT();
  const kind = planFileKind(plan.file_name);
  const file = usePlanFile(kind ? plan.file_url : undefined);
  const { download, downloading } = useDownloadPlan();
  /** The plan whose document could not be read (the state belongs to that plan only). */
  const [unreadableId, setUnreadableId] = useState<number | null>(null);
  const onError = useCallback(() => setUnreadableId(plan.id), [plan.id]);
  const unreadable = unreadableId === plan.id;
  // One blob per document: a renderer draws again only when the document changes.
  const blob = useMemo(() => (file.data && kind ? typedPlanBlob(file.data, kind) : null), [file.data, kind]);

  const downloadButton = (
    <Button type="primary" loading={downloading === plan.id} onClick={() => void download(plan)}>
      {t('teachplan.action.download')}
    </Button>
  );
  if (!kind || unreadable) {
    return (
      <PlanState kind="warning" title={t('teachplan.viewer.cannotShow')} detail={t('teachplan.viewer.cannotShowHint')} action={downloadButton} />
    );
  }
  if (file.isError) {
    return (
      <PlanState
        kind="error"
        title={t('teachplan.viewer.loadFailed')}
        detail={file.error.message}
        action={<Button onClick={() => void file.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!blob) return <Loading />;
  const Renderer = RENDERERS[kind];
  return (
    <Suspense fallback={<Loading />}>
      <Renderer key={plan.id} blob={blob} title={plan.file_name} onError={onError} />
    </Suspense>
  );
}
