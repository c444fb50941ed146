import { describe, expect, it } from 'vitest';
import { offeredItems } from './master-list';

const items = [
  { id: 1, name: 'Early' },
  { id: 2, name: 'Advance', retired: true },
  { id: 3, name: 'Metastatic', retired: false },
];

describe('offeredItems', () => {
  it('leaves out retired entries unless the record holds them', () => {
    expect(offeredItems(items, null).map((item) => item.id)).toEqual([1, 3]);
    expect(offeredItems(items, 2).map((item) => item.id)).toEqual([1, 2, 3]);
    expect(offeredItems(items, [3, 2]).map((item) => item.id)).toEqual([1, 2, 3]);
    expect(offeredItems(items, [null, undefined]).map((item) => item.id)).toEqual([1, 3]);
    expect(offeredItems(undefined, 2)).toEqual([]);
  });
});
