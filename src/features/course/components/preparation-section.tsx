/**
 * The teacher-preparation section: the teaching-aids table with its calculator (spec 001 §5).
 * The student count and group size start from the course's own; quantities follow as they are
 * typed, and the group size is clamped to the student count when the field is left.
 */
import { useState } from 'react';
import { Input } from 'antd';
import { pluralNoun } from '@/lib/i18n/format-message';
import { useI18n, useT } from '@/lib/i18n/i18n';
import type { Course } from '@/types/content';
import { calculateAids, clampedGroupInput, initialAidInputs, type AidInputs, type AidRow } from '../utils/aids';

function isExternal(url: string): boolean {
  return /^https?:\/\//.test(url);
}

/** One aid: its name (a link to its page when it has one), how it is counted, how many, the remark. */
function AidLine({ aid }: { aid: AidRow }) {
  const { t, locale } = useI18n();
  return (
    <tr>
      <th scope="row">
        {aid.url && isExternal(aid.url) ? (
          <a href={aid.url} target="_blank" rel="noopener noreferrer" aria-label={t('course.aids.details', { name: aid.name })}>
            {aid.name}
          </a>
        ) : (
          aid.name
        )}
      </th>
      <td>{t(`course.aids.way.${aid.calculate_way}`, { number: aid.number, unit: pluralNoun(aid.unit, aid.number, locale) })}</td>
      <td className="tc-aids__quantity" data-testid={`aid-quantity-${aid.id}`}>
        {aid.quantity === null ? t('course.aids.pending') : t('course.aids.quantity', { count: aid.quantity, unit: pluralNoun(aid.unit, aid.quantity, locale) })}
      </td>
      <td>{aid.remark}</td>
    </tr>
  );
}

export function PreparationSection({ course }: { course: Course }) {
  const t = useT();
  const [inputs, setInputs] = useState<AidInputs>(() => initialAidInputs(course));
  const { rows, studentsError, groupSizeError } = calculateAids(course.aids, inputs);

  return (
    <section className="tc-course-section" aria-labelledby="tc-prep-title">
      <h2 id="tc-prep-title">{t('course.section.preparation')}</h2>
      {course.aids.length === 0 ? (
        <p>{t('course.aids.empty')}</p>
      ) : (
        <>
          <p className="tc-aids__hint">{t('course.aids.hint')}</p>
          <div className="tc-aids__inputs">
            <label>
              {t('course.aids.students')}
              <Input
                inputMode="numeric"
                value={inputs.students}
                status={studentsError ? 'error' : undefined}
                aria-invalid={studentsError ? true : undefined}
                aria-describedby="tc-aids-students-error"
                onChange={(e) => setInputs({ ...inputs, students: e.target.value })}
                onBlur={() => setInputs((now) => ({ ...now, groupSize: clampedGroupInput(now) }))}
              />
              <span id="tc-aids-students-error" className="tc-aids__error" role="alert">
                {studentsError ? t(studentsError.key, studentsError.params) : ''}
              </span>
            </label>
            <label>
              {t('course.aids.groupSize')}
              <Input
                inputMode="numeric"
                value={inputs.groupSize}
                status={groupSizeError ? 'error' : undefined}
                aria-invalid={groupSizeError ? true : undefined}
                aria-describedby="tc-aids-group-error"
                onChange={(e) => setInputs({ ...inputs, groupSize: e.target.value })}
                onBlur={() => setInputs((now) => ({ ...now, groupSize: clampedGroupInput(now) }))}
              />
              <span id="tc-aids-group-error" className="tc-aids__error" role="alert">
                {groupSizeError ? t(groupSizeError.key, groupSizeError.params) : ''}
              </span>
            </label>
          </div>
          <div className="tc-aids__scroll">
            <table className="tc-aids__table">
              <thead>
                <tr>
                  <th scope="col">{t('course.aids.col.name')}</th>
                  <th scope="col">{t('course.aids.col.rule')}</th>
                  <th scope="col">{t('course.aids.col.quantity')}</th>
                  <th scope="col">{t('course.aids.col.remark')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((aid) => (
                  <AidLine key={aid.id} aid={aid} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
