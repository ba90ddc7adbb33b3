/** The course's contents: chapters with their units (sections), the current one marked. */
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import type { Course } from '@/types/content';

export function UnitList({ course, currentId, linkTo }: { course: Course; currentId: number | null; linkTo: (unitId: number) => string }) {
  const t = useT();
  return (
    <nav className="tc-panel tc-units" aria-labelledby="tc-units-title">
      <h2 id="tc-units-title" className="tc-panel__title">
        {t('course.units.title')}
      </h2>
      {course.units.length === 0 && <p>{t('course.units.empty')}</p>}
      {course.units.map((chapter) => (
        <div key={chapter.id}>
          <h3>{chapter.title}</h3>
          <ol>
            {chapter.units.map((unit) => (
              <li key={unit.id}>
                <Link to={linkTo(unit.id)} aria-current={unit.id === currentId ? 'page' : undefined}>
                  {unit.title}
                </Link>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </nav>
  );
}
