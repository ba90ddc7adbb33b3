/** A course's resources (spec 001 §3: title and content link); files and outside links open in a new tab. */
import { FileOutlined, LinkOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useT } from '@/lib/i18n/i18n';
import type { CourseResource } from '@/types/content';
import { paths } from '@/lib/paths';

function iconOf(link: string) {
  if (link.startsWith(paths.playerPage.pattern)) return <PlayCircleOutlined aria-hidden />;
  if (/\.\w{2,4}$/.test(link)) return <FileOutlined aria-hidden />;
  return <LinkOutlined aria-hidden />;
}

export function ResourcesSection({ resources }: { resources: readonly CourseResource[] }) {
  const t = useT();
  return (
    <section className="tc-course-section" aria-labelledby="tc-resources-title">
      <h2 id="tc-resources-title">{t('course.section.resources')}</h2>
      {resources.length === 0 ? (
        <p>{t('course.resources.empty')}</p>
      ) : (
        <ul className="tc-resources">
          {resources.map((r) => (
            <li key={r.id}>
              <a href={r.content} target="_blank" rel="noopener noreferrer">
                {iconOf(r.content)}
                <span>{r.title}</span>
                <span className="visually-hidden">{t('course.resources.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
