import { describe, expect, it } from 'vitest';
import { textChanges } from './text-changes';

const OPENED = { title: 'Robot Builds', description: 'Our robots' };

describe('the texts the portfolio form saves', () => {
  it('sends only the field the user changed', () => {
    expect(textChanges(OPENED, { title: 'Robots!', description: 'Our robots' })).toEqual({ title: 'Robots!' });
    expect(textChanges(OPENED, { title: 'Robot Builds', description: '' })).toEqual({ description: '' });
    expect(textChanges(OPENED, { title: 'A', description: 'B' })).toEqual({ title: 'A', description: 'B' });
  });

  it('sends nothing when nothing changed', () => {
    expect(textChanges(OPENED, { ...OPENED })).toBeNull();
  });
});
