import type { MasterItem } from '@portal/shared';

/** A master list entry as the API answers it: no parent and no Hindi or Gujarati name unless given. */
export function masterItem(
  id: number,
  name: string,
  kind: MasterItem['kind'],
  more: Partial<Omit<MasterItem, 'id' | 'name' | 'kind'>> = {},
): MasterItem {
  return { id, kind, name, nameHi: null, nameGu: null, parentId: null, parentName: null, ...more };
}
