import { batchOutcome, bulkLines, bulkRoom, emptyDraft, newDrafts, renameDraft, settleBatch, withoutDrafts } from './drafts';

describe('draft students', () => {
  it('makes drafts with their own keys, unsaved', () => {
    const drafts = newDrafts(['Ada', 'Bo']);
    expect(drafts.map((d) => [d.name, d.saved, d.default])).toEqual([
      ['Ada', false, false],
      ['Bo', false, false],
    ]);
    expect(new Set(drafts.map((d) => d.randomKey)).size).toBe(2);
    expect(emptyDraft()).toMatchObject({ name: '', default: true });
  });

  it('renames one and cancels some', () => {
    const [a, b, c] = newDrafts(['Ada', 'Bo', 'Cy']);
    expect(renameDraft([a, b], b.randomKey, 'Bob').map((d) => d.name)).toEqual(['Ada', 'Bob']);
    expect(withoutDrafts([a, b, c], new Set([a.randomKey, c.randomKey]))).toEqual([b]);
  });

  it('keeps each refused draft with the server’s reason, by its place in the list sent, until renamed', () => {
    const drafts = newDrafts(['Ada', 'Emma Wilson', 'Ada', 'Cy']);
    const sent = drafts.slice(0, 3);
    const kept = settleBatch(drafts, sent, { created: [], failed: [{ index: 2, name: 'Ada', reason: 'duplicate', message: 'This team already has a student named Ada' }] });
    expect(kept.map((d) => [d.name, d.refused?.reason])).toEqual([
      ['Ada', 'duplicate'],
      ['Cy', undefined],
    ]);
    expect(kept[0].randomKey).toBe(drafts[2].randomKey);
    expect(renameDraft(kept, kept[0].randomKey, 'Ada B')[0].refused).toBeUndefined();
  });

  it('tells what it can of each pasted line before saving', () => {
    const lines = bulkLines('Emma Wilson\n  Noah   Brown\nTom.\nEmma Wilson\nLi Ming\nAbcdefghijklmnopq', new Set(['Li Ming']));
    expect(lines.map((l) => [l.name, l.problem])).toEqual([
      ['Emma Wilson', null],
      ['Noah Brown', null],
      ['Tom.', 'pattern'],
      ['Emma Wilson', 'duplicateInList'],
      ['Li Ming', 'duplicateInTeam'],
      ['Abcdefghijklmno', 'cut'],
    ]);
    expect(lines[5].original).toBe('Abcdefghijklmnopq');
  });

  it.each([
    [5, 5, { kind: 'all', created: 5 }],
    [5, 3, { kind: 'partial', created: 3, failed: 2 }],
    [5, 0, { kind: 'none', failed: 5 }],
  ] as const)('%i sent, %i created', (sent, created, outcome) => {
    expect(batchOutcome(sent, created)).toEqual(outcome);
  });

  it('leaves room for what the quota allows minus the waiting drafts', () => {
    expect(bulkRoom(10, newDrafts(['a', 'b']))).toBe(8);
    expect(bulkRoom(1, newDrafts(['a', 'b']))).toBe(0);
  });
});
