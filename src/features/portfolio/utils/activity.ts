/**
 * How an activity line reads (spec 001 §3, §4): adding one work and adding several both read
 * "add works"; tgt_content carries the further work names, comma-separated.
 */
import type { StudioActivity } from '@/types/portfolio';

export function activityMessageKey(verb: StudioActivity['verb']): string {
  switch (verb) {
    case 'studio_project_add':
    case 'studio_bulk_add_project':
      return 'portfolio.activity.add';
    case 'studio_project_update':
      return 'portfolio.activity.update';
    case 'studio_project_delete':
      return 'portfolio.activity.delete';
    case 'studioactivity':
      return 'portfolio.activity.info';
  }
}

/** Every work an activity names: tgt_name, then the names in tgt_content. */
export function activityWorks(a: Pick<StudioActivity, 'tgt_name' | 'tgt_content'>): string[] {
  const extra = a.tgt_content.split(',').map((s) => s.trim()).filter(Boolean);
  return [a.tgt_name.trim(), ...extra].filter(Boolean);
}
