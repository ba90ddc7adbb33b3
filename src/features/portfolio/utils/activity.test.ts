import { describe, expect, it } from 'vitest';
import { activityMessageKey, activityWorks } from './activity';

describe('activity lines', () => {
  it('reads one add and a bulk add the same way', () => {
    expect(activityMessageKey('studio_project_add')).toBe(activityMessageKey('studio_bulk_add_project'));
    expect(new Set((['studio_project_add', 'studio_project_update', 'studio_project_delete', 'studioactivity'] as const).map(activityMessageKey)).size).toBe(4);
  });

  it('lists the target and the extra work names of tgt_content', () => {
    expect(activityWorks({ tgt_name: 'Maze', tgt_content: 'Pong, Snake ,' })).toEqual(['Maze', 'Pong', 'Snake']);
    expect(activityWorks({ tgt_name: '', tgt_content: '' })).toEqual([]);
  });
});
