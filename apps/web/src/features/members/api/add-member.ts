import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addMemberResponse, type AddMemberRequest } from '@portal/shared';
import { api } from '@/lib/api-client';
import { membersQueryKey } from './get-members';

/** The error code of a number without an account: the form asks for the doctor's details. */
export const DETAILS_REQUIRED = 'member_details_required';

/**
 * Invites the doctor with this mobile number, or with `newDoctor` makes their account. 400
 * member_details_required when the number has no account and no details came with it.
 */
export const addMember = (data: AddMemberRequest) =>
  api.post('/hospital/members', { body: data, schema: addMemberResponse });

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
