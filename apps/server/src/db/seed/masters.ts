import type { Database } from '../client';
import {
  countMasterItems,
  insertManyMasterItems,
  listMasterItems,
} from '../../modules/masters/repository';
import { MASTER_CHILD_VALUES, MASTER_VALUES } from './master-values';
import type { MasterKind } from '@portal/shared';

/** Seeds each master kind that is still empty; kinds the super admin has touched stay as they are. */
export async function seedMasterData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [kind, names] of Object.entries(MASTER_VALUES) as [MasterKind, string[]][]) {
      if ((await countMasterItems(tx, kind)) > 0) continue;
      await insertManyMasterItems(
        tx,
        names.map((name, index) => ({ kind, name, parentId: null, sortOrder: index + 1 })),
      );
    }
    for (const { kind, parentKind, children } of MASTER_CHILD_VALUES) {
      if ((await countMasterItems(tx, kind)) > 0) continue;
      const parents = new Map(
        (await listMasterItems(tx, parentKind)).map((item) => [item.name, item.id]),
      );
      let order = 0;
      const rows = Object.entries(children).flatMap(([parentName, names]) => {
        const parentId = parents.get(parentName);
        if (parentId === undefined) return [];
        return names.map((name) => ({ kind, name, parentId, sortOrder: (order += 1) }));
      });
      await insertManyMasterItems(tx, rows);
    }
  });
}
