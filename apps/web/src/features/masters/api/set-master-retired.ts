import { useMutation, useQueryClient } from '@tanstack/react-query';
import { masterItem, type MasterKind } from '@portal/shared';
import { api } from '@/lib/api-client';
import { masterKeys } from '@/lib/master-list';

export interface SetMasterRetiredInput {
  kind: MasterKind;
  id: number;
  retired: boolean;
}

/** Super admin. 200 with the item; 409 for a kind that cannot be retired; 404 when it is gone. */
export const setMasterRetired = ({ kind, id, retired }: SetMasterRetiredInput) =>
  api.patch(`/masters/${kind}/${id}/retired`, { body: { retired }, schema: masterItem });

export function useSetMasterRetired() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMasterRetired,
    // Every form's list of this kind offers it, or stops offering it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterKeys.all() }),
  });
}
