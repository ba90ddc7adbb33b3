/**
 * The browser demo's storage (IndexedDB, here fake-indexeddb in Node): only changed rows are
 * stored, one commit per request, read back in commit order; a reset forgets them.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { commit, readAfter, readAll, readMeta, resetTo, type StoredMeta } from './persistence';
import type { Row } from './table';

/** A stored row of some table (the store keeps whatever fields a row has). */
const row = (fields: Row & Record<string, unknown>): Row => fields;

const meta = (epoch: number): StoredMeta => ({ world: 'demo', seedAt: 1_700_000_000_000, fingerprint: null, seq: 0, epoch });

describe('the demo database in IndexedDB', () => {
  it('stores each commit’s rows under the next number and reads back what came after a number', async () => {
    await resetTo(meta(1));
    expect(await commit([{ table: 'users', id: 3, row: row({ id: 3, description: 'a' }) }])).toBe(1);
    expect(await commit([{ table: 'tokens', id: 9, row: row({ id: 9, token: 't' }) }, { table: 'favorites', id: 4, row: null }])).toBe(2);
    expect(await commit([{ table: 'users', id: 3, row: row({ id: 3, description: 'b' }) }])).toBe(3);

    const all = await readAll();
    expect(all.meta).toMatchObject({ seq: 3, epoch: 1 });
    // the last write of a row is what is kept
    expect(all.rows.map((r) => [r.table, r.id, r.seq])).toEqual([
      ['favorites', 4, 2],
      ['tokens', 9, 2],
      ['users', 3, 3],
    ]);
    expect(all.rows.find((r) => r.table === 'users')?.row).toEqual({ id: 3, description: 'b' });
    expect(all.rows.find((r) => r.table === 'favorites')?.row).toBeNull();

    const after = await readAfter(1);
    expect(after.rows.map((r) => r.seq)).toEqual([2, 2, 3]);
    expect((await readAfter(3)).rows).toEqual([]);
  });

  it('forgets every change on a reset and starts the new epoch', async () => {
    await resetTo(meta(1));
    await commit([{ table: 'users', id: 1, row: { id: 1 } }]);
    await resetTo(meta(2));
    expect(await readMeta()).toMatchObject({ epoch: 2, seq: 0 });
    expect((await readAll()).rows).toEqual([]);
  });
});
