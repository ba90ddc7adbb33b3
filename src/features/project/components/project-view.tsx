/**
 * A project as the detail (/project/{id}) and the public preview (/projectPreview/{id}) show it
 * (spec 001 §2, §3): the head with its difficulty level and metadata; the description and tags;
 * the slides or video with the download where allowed (is_down); the guide (markdown with its
 * table of contents, the teacher part as the server allows).
 */
import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useProjectDocument } from '@/api/course-projects';
import { ContentDocumentView } from '@/components/content-document-view';
import { LoadFailed } from '@/components/load-failed';
import { SlidesOrVideo } from '@/components/slides-or-video';
import { useI18n } from '@/lib/i18n/i18n';
import { tagValues } from '@/lib/tag-labels';
import type { CourseProject } from '@/types/content';
import { projectTag } from '../utils/tags';
import { TagChips } from './tag-chips';

export function ProjectView({
  project,
  search = '',
  actions,
}: {
  project: CourseProject;
  /** the page's query string, passed to the document call */
  search?: string;
  /** buttons under the title (the detail page's "Copy preview link") */
  actions?: ReactNode;
}) {
  const { t, locale } = useI18n();
  const doc = useProjectDocument(project.id, search);
  const facts: [string, string][] = [
    [t('project.detail.type'), t(`project.type.${project.category}`)],
    [t('project.filter.difficult_tags'), projectTag(t, project.difficult_tags)],
    [t('project.filter.key_tags'), projectTag(t, project.key_tags)],
    [t('project.filter.knowledge_tags'), tagValues(project.knowledge_tags).map((v) => projectTag(t, v)).join(' · ')],
    [t('project.filter.result_tags'), projectTag(t, project.result_tags)],
    [t('project.filter.hardware_tags'), projectTag(t, project.hardware_tags)],
  ];
  const tags = project.tag.map((v) => ({ key: v, label: projectTag(t, v) }));

  return (
    <>
      <header className="tc-course-head">
        {/* The page's lead picture: asked for before the page's other pictures (issue 31). */}
        <img src={project.cover} alt="" width={480} height={270} fetchPriority="high" />
        <div>
          <span className={`tc-level tc-level--${project.difficult_tags}`}>{t('project.detail.difficulty', { level: projectTag(t, project.difficult_tags) })}</span>
          <h1>{project.title}</h1>
          <p className="tc-course-head__subtitle">{project.subtitle}</p>
          <TagChips tags={tags} label={t('project.tags.label')} />
          {actions && <div className="tc-course-head__actions">{actions}</div>}
        </div>
      </header>
      <div className="tc-course__layout">
        <aside className="tc-course__side">
          <section className="tc-panel" aria-labelledby="tc-project-about">
            <h2 id="tc-project-about" className="tc-panel__title">
              {t('project.detail.description')}
            </h2>
            <p className="tc-project-desc">{project.description}</p>
            <dl className="tc-facts">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </aside>
        <div className="tc-course__main">
          <section className="tc-course-section" aria-labelledby="tc-project-media">
            <div className="tc-course-section__head">
              <h2 id="tc-project-media">{t('project.detail.media')}</h2>
              {project.is_down && project.download_url && (
                <Button icon={<DownloadOutlined aria-hidden />} href={project.download_url} download>
                  {t('project.detail.download')}
                </Button>
              )}
            </div>
            <SlidesOrVideo slidesUrl={project.ppt_furl} videoUrl={project.previewvideo} title={project.title} />
          </section>
          <section className="tc-course-section" aria-labelledby="tc-project-guide">
            <h2 id="tc-project-guide">{t('project.detail.guide')}</h2>
            {doc.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
            {doc.isError && <LoadFailed title={t('project.detail.loadFailed')} retrying={doc.isFetching} onRetry={() => void doc.refetch()} />}
            {doc.data?.content && <ContentDocumentView url={doc.data.content} idPrefix="guide" lang={locale === 'zh-CN' ? 'en' : undefined} />}
          </section>
        </div>
      </div>
    </>
  );
}
