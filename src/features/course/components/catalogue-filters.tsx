/** The catalogue's filters (spec 001 §2, 000 §2): programming platform, teaching tool, course type, suitable stage, and the format. */
import { COURSE_FILTER_FIELDS } from '@/api/courses';
import { useT } from '@/lib/i18n/i18n';
import type { CourseFilterField, SearchListGroup } from '@/types/content';
import { clearFilter, COURSE_TYPES, toggleFilter, type CatalogueState } from '../utils/catalogue-query';
import { courseTag } from '../utils/tags';
import { FilterRow } from '@/components/filter-row';

export function CatalogueFilters({
  state,
  searchList,
  onChange,
}: {
  state: CatalogueState;
  searchList: readonly SearchListGroup<CourseFilterField>[];
  onChange: (next: CatalogueState) => void;
}) {
  const t = useT();
  return (
    <div className="tc-filters" role="search" aria-label={t('course.filters.label')}>
      {COURSE_FILTER_FIELDS.map((field) => {
        const values = searchList.find((g) => g.field === field)?.values ?? [];
        if (values.length === 0) return null;
        return (
          <FilterRow
            key={field}
            label={t(`course.filter.${field}`)}
            options={values.map((value) => ({ value, label: courseTag(t, value) }))}
            selected={state.filters[field]}
            onToggle={(value) => onChange(toggleFilter(state, field, value))}
            onAll={() => onChange(clearFilter(state, field))}
            allLabel={t('course.filter.all')}
          />
        );
      })}
      <FilterRow
        label={t('course.filter.type')}
        options={COURSE_TYPES.map((type) => ({ value: type, label: t(`course.type.${type}`) }))}
        selected={[state.type]}
        onToggle={(value) => onChange({ ...state, page: 1, type: COURSE_TYPES.find((type) => type === value) ?? 'all' })}
      />
    </div>
  );
}
