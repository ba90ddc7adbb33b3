/** A course in a grid (the catalogue, a course bag): cover, title, subtitle and its tags; opens the detail. */
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import type { CourseCard as Course } from '@/types/content';
import { tagValues } from '@/lib/tag-labels';
import { courseTag } from '../utils/tags';
import { paths } from '@/lib/paths';

export function CourseCard({ course, eager = false }: { course: Course; /** above the fold: load the cover at once */ eager?: boolean }) {
  const t = useT();
  const stages = tagValues(course.new_suit_tags);
  return (
    <Link to={paths.course.href(course.id, course.unit_id)} className="tc-course-card tc-offscreen">
      <div className="tc-course-card__cover">
        <img src={course.cover} alt="" width={480} height={270} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        {course.is_series && <span className="tc-course-card__badge">{t('course.card.series')}</span>}
        {course.campus !== null && <span className="tc-course-card__badge tc-course-card__badge--campus">{t('course.card.campus')}</span>}
      </div>
      <div className="tc-course-card__body">
        <h3 className="tc-course-card__title">{course.title}</h3>
        <p className="tc-course-card__subtitle">{course.subtitle}</p>
        <ul className="tc-course-card__tags" aria-label={t('course.filter.new_course_type')}>
          <li className="tc-chip tc-chip--type">{courseTag(t, course.new_course_type)}</li>
          {tagValues(course.new_program_platform).map((p) => (
            <li key={p} className="tc-chip">
              {courseTag(t, p)}
            </li>
          ))}
        </ul>
        <div className="tc-course-card__meta">
          <span>{stages.map((s) => courseTag(t, s)).join(' · ')}</span>
          <span>{t('course.card.units', { count: course.unit_count })}</span>
        </div>
      </div>
    </Link>
  );
}
