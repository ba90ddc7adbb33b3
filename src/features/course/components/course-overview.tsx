/** The overview beside a course: what it is about and its facts. */
import { useT } from '@/lib/i18n/i18n';
import type { Course } from '@/types/content';
import { tagValues } from '@/lib/tag-labels';
import { courseTag } from '../utils/tags';

export function CourseOverview({ course }: { course: Course }) {
  const t = useT();
  const facts: [string, string][] = [
    [t('course.filter.new_course_type'), courseTag(t, course.new_course_type)],
    [t('course.filter.new_program_platform'), tagValues(course.new_program_platform).map((v) => courseTag(t, v)).join(' · ')],
    [t('course.filter.new_suit_tags'), tagValues(course.new_suit_tags).map((v) => courseTag(t, v)).join(' · ')],
    [t('course.filter.new_teaching_aid'), tagValues(course.new_teaching_aid).map((v) => courseTag(t, v)).join(' · ')],
  ];
  return (
    <section className="tc-panel" aria-labelledby="tc-overview-title">
      <h2 id="tc-overview-title" className="tc-panel__title">
        {t('course.section.overview')}
      </h2>
      <p style={{ margin: '0 0 12px', lineHeight: 1.7 }}>{course.description}</p>
      <dl className="tc-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
