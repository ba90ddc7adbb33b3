/** The hot-courses block (spec 001 §2, §9: 6 items): small cards beside the catalogue. */
import { Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { useHotCourses } from '@/api/courses';
import { useT } from '@/lib/i18n/i18n';
import { courseTag } from '../utils/tags';
import { paths } from '@/lib/paths';

export function HotCourses() {
  const t = useT();
  const hot = useHotCourses();
  if (hot.isError || (hot.isSuccess && hot.data.length === 0)) return null;
  return (
    <section className="tc-panel tc-hot" aria-labelledby="tc-hot-title">
      <h2 id="tc-hot-title" className="tc-panel__title">
        {t('course.hot.title')}
      </h2>
      {hot.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} title={false} />
      ) : (
        <ol className="tc-hot__list">
          {hot.data.map((course, i) => (
            <li key={course.id}>
              <Link to={paths.course.href(course.id, course.unit_id)} className="tc-hot__item">
                <span className="tc-hot__rank" aria-hidden>
                  {i + 1}
                </span>
                <img src={course.cover} alt="" width={96} height={54} loading="lazy" decoding="async" />
                <span className="tc-hot__text">
                  <span className="tc-hot__title">{course.title}</span>
                  <span className="tc-hot__meta">{courseTag(t, course.new_course_type)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
