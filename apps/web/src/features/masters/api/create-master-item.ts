import { useMutation, useQueryClient } from '@tanstack/react-query';
import { masterItem, type MasterKind } from '@portal/shared';
import { api } from '@/lib/api-client';
import { masterKeys } from '@/lib/master-list';

export interface MasterItemValues {
  name: string;
  /** Null or left out: none (readers of that language see the English name). */
  nameHi?: string | null | undefined;
  nameGu?: string | null | undefined;
  parentId: number | null;
}

export interface CreateMasterItemInput {
  kind: MasterKind;
  values: MasterItemValues;
}

/** Super admin. 201 with the item; 409 when the name exists (fieldErrors on name). */
export const createMasterItem = ({ kind, values }: CreateMasterItemInput) =>
  api.post(`/masters/${kind}`, { body: values, schema: masterItem });

export function useCreateMasterItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMasterItem,
    onSuccess: (item) => queryClient.invalidateQueries({ queryKey: masterKeys.kind(item.kind) }),
  });
}
