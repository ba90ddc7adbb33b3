import { canGoOn, createPayload, emptyDraft } from './wizard';

describe('team creation wizard', () => {
  const ready = { ...emptyDraft([3], '/covers/ai.jpg'), name: 'Robot Club' };

  it.each([
    ['no name', { name: '  ' }, false],
    ['a 16-character name', { name: 'x'.repeat(16) }, false],
    ['a comma', { name: 'Robots, Lego' }, false],
    ['no teacher', { teacherIds: [] }, false],
    ['a fourth teacher', { teacherIds: [1, 2, 3, 4] }, false],
    ['a name and a teacher', {}, true],
  ])('step 0 with %s: next %s', (_, patch, allowed) => {
    expect(canGoOn(0, { ...ready, ...patch })).toBe(allowed);
  });

  it('needs a key type at step 1 and stops at step 2', () => {
    expect(canGoOn(1, ready)).toBe(false);
    expect(canGoOn(1, { ...ready, keyType: 'image' })).toBe(true);
    expect(canGoOn(2, { ...ready, keyType: 'image' })).toBe(false);
  });

  it('sends the trimmed draft with the question banks as 1 or 2', () => {
    expect(createPayload({ ...ready, name: ' Robot Club ', description: ' Fridays ', keyType: 'word', oj: true }, 'manageCenter')).toEqual({
      name: 'Robot Club',
      team_teacher: [3],
      description: 'Fridays',
      cover: '/covers/ai.jpg',
      key_type: 'word',
      oj_platform: 2,
      exam_platform: 1,
      from_type: 'manageCenter',
    });
  });
});
