/** The head of a course page: cover, title, subtitle, its tags and what the reader may do. */
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n';
import type { Course } from '@/types/content';
import { tagValues } from '@/lib/tag-labels';
import { courseTag } from '../utils/tags';
import { allUnits } from '../utils/units';

export function CourseHeader({ course, actions }: { course: Course; actions?: ReactNode }) {
  const t = useT();
  const tags = [course.new_course_type, ...tagValues(course.new_program_platform), ...tagValues(course.new_suit_tags), course.new_teaching_aid].filter(Boolean);
  return (
    <header className="tc-course-head">
      <img src={course.cover} alt="" width={480} height={270} fetchPriority="high" />
      <div>
        <h1>{course.title}</h1>
        <p className="tc-course-head__subtitle">{course.subtitle}</p>
        <ul className="tc-course-head__tags">
          {course.is_series && <li className="tc-chip tc-chip--type">{t('course.card.series')}</li>}
          {[...new Set(tags)].map((tag) => (
            <li key={tag} className="tc-chip">
              {courseTag(t, tag)}
            </li>
          ))}
          <li className="tc-chip">{t('course.detail.units', { count: allUnits(course).length })}</li>
        </ul>
        {actions && <div className="tc-course-head__actions">{actions}</div>}
      </div>
    </header>
  );
}
