/**
 * "My course bags" above the catalogue (spec 001 §2): only when the organisation allows bags,
 * has an auto plan and owns at least one.
 */
import { Link } from 'react-router-dom';
import { useCourseBags } from '@/api/courses';
import { useT } from '@/lib/i18n/i18n';
import type { User } from '@/types/user';
import { canSeeCourseBags, mayHaveCourseBags } from '../utils/permissions';
import { tagValues } from '@/lib/tag-labels';
import { courseTag } from '../utils/tags';
import { paths } from '@/lib/paths';

export function CourseBagsBlock({ user }: { user: User | undefined }) {
  const t = useT();
  const bags = useCourseBags(mayHaveCourseBags(user));
  if (!bags.isSuccess || !canSeeCourseBags(user, bags.data.length)) return null;
  return (
    <section className="tc-bags" aria-labelledby="tc-bags-title">
      <h2 id="tc-bags-title" className="tc-section-title">
        {t('course.bags.title')}
      </h2>
      <ul className="tc-bags__list">
        {bags.data.map((bag) => (
          <li key={bag.id}>
            <Link to={paths.courseBag.href(bag.id)} className="tc-bag-card">
              <img src={bag.cover} alt="" width={160} height={90} loading="lazy" decoding="async" />
              <span className="tc-bag-card__text">
                <span className="tc-bag-card__title">{bag.title}</span>
                <span className="tc-bag-card__meta">
                  {t('course.bags.courses', { count: bag.course_count })} · {t('course.bags.version', { version: bag.version })}
                </span>
                <span className="tc-bag-card__meta">{tagValues(bag.new_suit_tags).map((s) => courseTag(t, s)).join(' · ')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
