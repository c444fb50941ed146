import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addMemberResponse, type AddMemberRequest } from '@portal/shared';
import { api } from '@/lib/api-client';
import { membersQueryKey } from './get-members';

/**
 * Invites the doctor with this mobile number, or with `newDoctor` makes their account. The answer
 * is status details_required, and nothing is done, when the number has no account and no details
 * came with it.
 */
export const addMember = (data: AddMemberRequest) =>
  api.post('/hospital/members', { body: data, schema: addMemberResponse });

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    onSuccess: ({ status }) =>
      status === 'details_required'
        ? undefined
        : queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
