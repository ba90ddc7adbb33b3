/**
 * The embedded document viewer: fetches the plan's document and shows it in the page, PDF by the
 * browser itself, Word and Excel by a library that loads only when a document of that kind is
 * shown (each renderer is a chunk of its own). A document that cannot be read offers its download.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Button, Result, Spin } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import type { TeachPlan } from '@/types/content';
import { usePlanFile } from '../api/teach-plans';
import { planFileKind, typedPlanBlob, type PlanFileKind } from '../utils/plan-files';
import type { DocumentRendererProps } from './document-renderer';
import PdfDocument from './pdf-document';
import { useDownloadPlan } from './use-download-plan';

const RENDERERS: Record<PlanFileKind, ComponentType<DocumentRendererProps> | LazyExoticComponent<ComponentType<DocumentRendererProps>>> = {
  pdf: PdfDocument,
  docx: lazy(() => import('./docx-document')),
  xlsx: lazy(() => import('./xlsx-document')),
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
  const [unreadable, setUnreadable] = useState(false);
  const onError = useCallback(() => setUnreadable(true), []);
  useEffect(() => setUnreadable(false), [plan.id]);
  // One blob per document: a renderer draws again only when the document changes.
  const blob = useMemo(() => (file.data && kind ? typedPlanBlob(file.data, kind) : null), [file.data, kind]);

  const downloadButton = (
    <Button type="primary" loading={downloading === plan.id} onClick={() => void download(plan)}>
      {t('teachplan.action.download')}
    </Button>
  );
  if (!kind || unreadable) {
    return (
      <Result
        className="tp-doc__state"
        status="warning"
        title={<h2 className="tp-doc__state-title">{t('teachplan.viewer.cannotShow')}</h2>}
        subTitle={t('teachplan.viewer.cannotShowHint')}
        extra={downloadButton}
      />
    );
  }
  if (file.isError) {
    return (
      <Result
        className="tp-doc__state"
        status="error"
        title={<h2 className="tp-doc__state-title">{t('teachplan.viewer.loadFailed')}</h2>}
        subTitle={file.error.message}
        extra={<Button onClick={() => void file.refetch()}>{t('common.retry')}</Button>}
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
