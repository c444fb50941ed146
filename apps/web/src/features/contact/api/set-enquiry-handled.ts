import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse, type ContactEnquiry } from '@portal/shared';
import { api } from '@/lib/api-client';
import { enquiriesQueryKey, type getEnquiries } from './get-enquiries';

export interface SetEnquiryHandledInput {
  id: number;
  handled: boolean;
}

export const setEnquiryHandled = ({ id, handled }: SetEnquiryHandledInput) =>
  api.patch(`/contact/enquiries/${id}`, { body: { handled }, schema: okResponse });

type EnquiryPage = Awaited<ReturnType<typeof getEnquiries>>;

function withHandled(page: EnquiryPage | undefined, { id, handled }: SetEnquiryHandledInput) {
  if (!page) return page;
  const handledAt = handled ? new Date().toISOString() : null;
  return {
    ...page,
    data: page.data.map((row): ContactEnquiry => (row.id === id ? { ...row, handledAt } : row)),
  };
}

/** Ticks the row at once; a failure puts the cached pages back, the server's answer settles it. */
export function useSetEnquiryHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEnquiryHandled,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: enquiriesQueryKey });
      const previous = queryClient.getQueriesData<EnquiryPage>({ queryKey: enquiriesQueryKey });
      queryClient.setQueriesData<EnquiryPage>({ queryKey: enquiriesQueryKey }, (page) =>
        withHandled(page, input),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, page] of context?.previous ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: enquiriesQueryKey }),
  });
}
