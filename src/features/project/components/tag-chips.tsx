/**
 * A row of tags: the first two, then a "more tags" button whose popover lists the rest (spec 001
 * §9: the popover appears after 2 tags). `onRemove` makes each tag a removable chip.
 */
import type { ReactNode } from 'react';
import { Button, Popover } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useT } from '@/lib/i18n/i18n';
import { VISIBLE_TAGS } from '../utils/tags';

export interface TagChip {
  key: string;
  label: string;
}

function Chip({ tag, onRemove }: { tag: TagChip; onRemove?: (key: string) => void }) {
  const t = useT();
  if (!onRemove) return <li className="tc-chip">{tag.label}</li>;
  return (
    <li className="tc-chip tc-chip--removable">
      {tag.label}
      <button type="button" aria-label={t('project.filter.remove', { tag: tag.label })} onClick={() => onRemove(tag.key)}>
        <CloseOutlined aria-hidden />
      </button>
    </li>
  );
}

export function TagChips({ tags, label, onRemove, lead }: { tags: readonly TagChip[]; label: string; onRemove?: (key: string) => void; lead?: ReactNode }) {
  const t = useT();
  const shown = tags.slice(0, VISIBLE_TAGS);
  const more = tags.slice(VISIBLE_TAGS);
  return (
    <ul className="tc-tag-chips" aria-label={label}>
      {lead}
      {shown.map((tag) => (
        <Chip key={tag.key} tag={tag} onRemove={onRemove} />
      ))}
      {more.length > 0 && (
        <li>
          <Popover
            trigger={['hover', 'click']}
            content={
              <ul className="tc-tag-chips tc-tag-chips--popover" aria-label={label}>
                {more.map((tag) => (
                  <Chip key={tag.key} tag={tag} onRemove={onRemove} />
                ))}
              </ul>
            }
          >
            <Button size="small" type="dashed" className="tc-tag-chips__more">
              {t('project.tags.more', { count: more.length })}
            </Button>
          </Popover>
        </li>
      )}
    </ul>
  );
}
