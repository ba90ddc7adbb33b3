import { describe, expect, it } from 'vitest';
import { splitTemplate } from './message-template';

describe('splitTemplate', () => {
  it('splits text and slots in order', () => {
    expect(splitTemplate('{actor} added {count} works to {object}')).toEqual([
      { slot: 'actor' }, { text: ' added ' }, { slot: 'count' }, { text: ' works to ' }, { slot: 'object' },
    ]);
    expect(splitTemplate('将作品 {work} 添加到作品集')).toEqual([{ text: '将作品 ' }, { slot: 'work' }, { text: ' 添加到作品集' }]);
    expect(splitTemplate('Welcome')).toEqual([{ text: 'Welcome' }]);
  });
});
