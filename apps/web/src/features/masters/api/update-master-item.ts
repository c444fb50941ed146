import { useMutation, useQueryClient } from '@tanstack/react-query';
import { masterItem, type MasterKind } from '@portal/shared';
import { api } from '@/lib/api-client';
import { masterKeys } from '@/lib/master-list';
import type { MasterItemValues } from './create-master-item';

export interface UpdateMasterItemInput {
  kind: MasterKind;
  id: number;
  values: MasterItemValues;
  /** The revision the edit started from: the server refuses to save over a later one (409). */
  revision?: number;
}

/** Super admin. 200 with the item; 409 when another entry has the name; 404 when it is gone. */
export const updateMasterItem = ({ kind, id, values, revision }: UpdateMasterItemInput) =>
  api.put(`/masters/${kind}/${id}`, { query: { revision }, body: values, schema: masterItem });

export function useUpdateMasterItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMasterItem,
    // A renamed site also renames the parent column of its sub sites: refresh every list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterKeys.all() }),
  });
}
