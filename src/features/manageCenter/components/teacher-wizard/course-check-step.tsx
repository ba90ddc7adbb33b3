/**
 * The course check's confirmation (spec 002 §4.7): the courses the chosen teams teach that the
 * teacher was not given. Confirming creates the teacher with these courses granted while they
 * teach those teams.
 */
import { Alert } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import type { AssignableCourse } from '@/types/manage';

export function CourseCheckStep({ missing }: { missing: readonly AssignableCourse[] }) {
  const t = useT();
  return (
    <>
      <Alert type="warning" showIcon title={t('manageCenter.wizard.check.title')} description={t('manageCenter.wizard.check.body')} style={{ marginBottom: 16 }} />
      <ul className="mc-course-check" aria-label={t('manageCenter.wizard.check.list')}>
        {missing.map((course) => (
          <li key={course.id}>{course.title}</li>
        ))}
      </ul>
    </>
  );
}
