import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outcomeScale, type OutcomeScaleValues } from '@portal/shared';
import { api } from '@/lib/api-client';
import { outcomeScalesKey } from './get-outcome-scales';

export interface SaveOutcomeScaleInput {
  /** null creates a scale of the questionnaire; an id replaces that scale. */
  id: number | null;
  categoryId: number;
  values: OutcomeScaleValues;
}

/** Super admin. 201 or 200 with the scale; 400 with field messages; 409 when the name is taken. */
export const saveOutcomeScale = ({ id, categoryId, values }: SaveOutcomeScaleInput) =>
  id === null
    ? api.post('/masters/outcome-scales', { body: { ...values, categoryId }, schema: outcomeScale })
    : api.put(`/masters/outcome-scales/${id}`, { body: values, schema: outcomeScale });

export function useSaveOutcomeScale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOutcomeScale,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outcomeScalesKey }),
  });
}
