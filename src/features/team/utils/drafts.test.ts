import { batchOutcome, bulkRoom, emptyDraft, newDrafts, renameDraft, settleDrafts, withoutDrafts } from './drafts';

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

  it('keeps the drafts the server did not create, one per created name', () => {
    const drafts = newDrafts(['Ada', ' Bo ', 'Ada', 'x'.repeat(16), 'Cy']);
    const kept = settleDrafts(drafts, drafts.slice(0, 4), ['Ada', 'Bo']);
    expect(kept.map((d) => d.name)).toEqual(['Ada', 'x'.repeat(16), 'Cy']);
    expect(kept[0].randomKey).toBe(drafts[2].randomKey);
  });

  it.each([
    [5, 5, { kind: 'all', created: 5 }],
    [5, 3, { kind: 'partial', created: 3, failed: 2 }],
    [5, 0, { kind: 'none' }],
  ] as const)('%i sent, %i created', (sent, created, outcome) => {
    expect(batchOutcome(sent, created)).toEqual(outcome);
  });

  it('leaves room for what the quota allows minus the waiting drafts', () => {
    expect(bulkRoom(10, newDrafts(['a', 'b']))).toBe(8);
    expect(bulkRoom(1, newDrafts(['a', 'b']))).toBe(0);
  });
});
