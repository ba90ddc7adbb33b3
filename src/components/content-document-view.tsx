/**
 * A unit's or project's markdown document, fetched from the URL its detail answer gave, with
 * its table of contents. When the server cut the teacher part off (spec 001 §6), its heading
 * shows locked; clicking it (or its contents entry) shows the permission warning, which clears
 * after 3 seconds (spec 001 §4, §8, §9).
 */
import { useCallback } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { useContentDocument } from '@/api/content-documents';
import { MarkdownView } from '@/components/markdown-view';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import type { TocEntry } from '@/lib/table-of-contents';
import { isTeacherPartHeading } from '@/types/content';

/** spec 001 §9: the teacher-part warning clears after 3 s */
export const TEACHER_PART_WARNING_SECONDS = 3;

export function ContentDocumentView({ url, idPrefix = 'doc', lang }: { url: string; idPrefix?: string; lang?: string }) {
  const t = useT();
  const { message } = useAppNotices();
  const doc = useContentDocument(url);
  const locked = doc.data?.teacherPart === 'locked';
  const isLocked = useCallback((entry: TocEntry) => locked && isTeacherPartHeading(entry.text), [locked]);
  const warn = useCallback(() => {
    message.open({ key: 'teacher-part', type: 'warning', content: t('content.teacherPart.denied'), duration: TEACHER_PART_WARNING_SECONDS });
  }, [message, t]);

  if (doc.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (doc.isError) {
    return (
      <Result
        status="warning"
        title={t('markdown.loadFailed')}
        extra={
          <Button onClick={() => void doc.refetch()} loading={doc.isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return <MarkdownView markdown={doc.data.body} variant="embedded" idPrefix={idPrefix} lang={lang} gfm isLocked={isLocked} onLocked={warn} />;
}
