/**
 * The team cover (spec 002 §2.5 "cover picker", §4.2 "cover/icon"): the preset covers as a
 * radio group of pictures, keyboard-usable (arrow keys move the choice).
 */
import { useRef, type KeyboardEvent } from 'react';
import { Skeleton } from 'antd';
import { useTeamCovers } from '@/api/teams';
import { useT } from '@/lib/i18n/i18n';
import './team.css';

const coverName = (path: string) => (path.split('/').pop() ?? '').replace(/\.[^.]+$/, '');

export function CoverPicker({ value, onChange, label }: { value: string; onChange: (cover: string) => void; label: string }) {
  const t = useT();
  const covers = useTeamCovers();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (!covers.data) return <Skeleton.Image active style={{ width: 320, height: 90 }} />;
  const list = covers.data.results;
  const current = Math.max(0, list.indexOf(value));

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (current + step + list.length) % list.length;
    onChange(list[next]);
    buttons.current[next]?.focus();
  };

  return (
    <div role="radiogroup" aria-label={label} className="team-cover-picker" onKeyDown={onKeyDown}>
      {list.map((cover, i) => {
        const checked = cover === value;
        return (
          <button
            key={cover}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={t('team.cover.option', { name: coverName(cover) })}
            tabIndex={i === current ? 0 : -1}
            className={`team-cover-picker__item${checked ? ' is-checked' : ''}`}
            onClick={() => onChange(cover)}
          >
            <img src={cover} alt="" width={72} height={48} loading="lazy" />
          </button>
        );
      })}
    </div>
  );
}
