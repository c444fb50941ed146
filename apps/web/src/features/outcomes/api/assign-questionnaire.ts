import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outcomeAssignmentSaved } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientOutcomesKey } from './get-outcome-results';

export interface AssignQuestionnaireInput {
  patientId: number;
  categoryId: number;
}

/** Assigns a questionnaire so the patient can answer it at home; assigning again is harmless. */
export const assignQuestionnaire = ({ patientId, categoryId }: AssignQuestionnaireInput) =>
  api.post(`/patients/${patientId}/outcome-assignments`, {
    body: { categoryId },
    schema: outcomeAssignmentSaved,
  });

export function useAssignQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignQuestionnaire,
    onSuccess: (_, { patientId }) =>
      queryClient.invalidateQueries({ queryKey: patientOutcomesKey(patientId) }),
  });
}
