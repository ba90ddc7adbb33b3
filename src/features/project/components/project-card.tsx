/** A project in a grid: cover, title, difficulty, summary and tags (two, the rest in "more tags"); opens the detail. */
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import { tagValues } from '@/lib/tag-labels';
import type { CourseProjectCard } from '@/types/content';
import { projectTag } from '../utils/tags';
import { TagChips } from './tag-chips';
import { paths } from '@/lib/paths';

export function ProjectCard({ project, eager = false }: { project: CourseProjectCard; eager?: boolean }) {
  const t = useT();
  const tags = [project.key_tags, ...tagValues(project.knowledge_tags), project.result_tags, project.hardware_tags]
    .filter((v, i, all) => v && all.indexOf(v) === i)
    .map((v) => ({ key: v, label: projectTag(t, v) }));
  return (
    <article className="tc-project-card tc-offscreen">
      <Link to={paths.project.href(project.id)} className="tc-project-card__link">
        <div className="tc-project-card__cover">
          <img src={project.cover} alt="" width={480} height={270} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          <span className={`tc-level tc-level--${project.difficult_tags}`}>{projectTag(t, project.difficult_tags)}</span>
        </div>
        <h3>{project.title}</h3>
        <p>{project.description}</p>
      </Link>
      <div className="tc-project-card__foot">
        <span className="tc-project-card__type">{t(`project.type.${project.category}`)}</span>
        <TagChips tags={tags} label={t('project.tags.label')} />
      </div>
    </article>
  );
}
