/**
 * The explore page's filters (spec 001 §2, §9): the project type and the tag families
 * (difficulty, knowledge points, key, result, hardware), with the chosen tags above the list —
 * two shown, the rest in "more tags".
 */
import { Button } from 'antd';
import { PROJECT_TAG_FIELDS } from '@/api/course-projects';
import { FilterRow } from '@/components/filter-row';
import { useT } from '@/lib/i18n/i18n';
import type { ProjectTagField, SearchListGroup } from '@/types/content';
import { chosenTags, clearTags, PROJECT_TYPES, toggleTag, type ExploreState } from '../utils/explore-query';
import { projectTag } from '../utils/tags';
import { TagChips } from './tag-chips';

/** Every chosen tag off, except the page's own family. */
function clearChosen(state: ExploreState, fixed: ProjectTagField | undefined): ExploreState {
  const cleared = clearTags(state);
  return fixed ? { ...cleared, tags: { ...cleared.tags, [fixed]: state.tags[fixed] } } : cleared;
}

export function ExploreFilters({
  state,
  searchList,
  onChange,
  fixed,
}: {
  state: ExploreState;
  searchList: readonly SearchListGroup<ProjectTagField>[];
  onChange: (next: ExploreState) => void;
  /** a family the page sets itself (a topic page's key tag): no row, no chip */
  fixed?: ProjectTagField;
}) {
  const t = useT();
  const chosen = chosenTags(state.tags).filter((c) => c.field !== fixed);
  return (
    <>
      <div className="tc-filters" role="search" aria-label={t('project.filters.label')}>
        <FilterRow
          label={t('project.type.label')}
          options={PROJECT_TYPES.map((type) => ({ value: type, label: t(`project.type.${type}`) }))}
          selected={[state.type]}
          onToggle={(value) => onChange({ ...state, page: 1, type: PROJECT_TYPES.find((type) => type === value) ?? 'all' })}
        />
        {PROJECT_TAG_FIELDS.filter((field) => field !== fixed).map((field) => {
          const values = searchList.find((g) => g.field === field)?.values ?? [];
          if (values.length === 0) return null;
          return (
            <FilterRow
              key={field}
              label={t(`project.filter.${field}`)}
              options={values.map((value) => ({ value, label: projectTag(t, value) }))}
              selected={state.tags[field]}
              onToggle={(value) => onChange(toggleTag(state, field, value))}
              onAll={() => onChange(clearTags(state, field))}
              allLabel={t('project.filter.all')}
            />
          );
        })}
      </div>
      {chosen.length > 0 && (
        <div className="tc-chosen">
          <TagChips
            label={t('project.filter.chosen')}
            lead={<li className="tc-chosen__label">{t('project.filter.chosen')}</li>}
            tags={chosen.map(({ field, value }) => ({ key: `${field}:${value}`, label: projectTag(t, value) }))}
            onRemove={(key) => {
              const at = key.indexOf(':');
              onChange(toggleTag(state, key.slice(0, at) as ProjectTagField, key.slice(at + 1)));
            }}
          />
          <Button type="link" onClick={() => onChange(clearChosen(state, fixed))}>
            {t('project.filter.clear')}
          </Button>
        </div>
      )}
    </>
  );
}
