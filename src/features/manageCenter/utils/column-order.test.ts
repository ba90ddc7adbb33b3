import { describe, expect, it } from 'vitest';
import { columnOrder } from './column-order';

const FIELDS = { name: 'user__name', created_at: 'created_at' };

describe('columnOrder', () => {
  it.each([
    ['name', 'ascend', 'user__name'],
    ['name', 'descend', '-user__name'],
    ['created_at', 'descend', '-created_at'],
    ['name', null, ''],
    ['phone', 'ascend', ''],
  ] as const)('%s %s -> "%s"', (key, direction, expected) => {
    expect(columnOrder(FIELDS, key, direction)).toBe(expected);
  });
});
