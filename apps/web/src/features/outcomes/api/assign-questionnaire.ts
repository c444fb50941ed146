import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outcomeAssignmentSaved } from '@portal/shared';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/lib/query-keys';

export interface AssignQuestionnaireInput {
  patientId: number;
  categoryId: number;
  /** What the patient's form starts from, when the doctor chose them. */
  treatmentId: number | null;
  currentIssueId: number | null;
}

/** Assigns a questionnaire so the patient can answer it at home; assigning again is harmless. */
export const assignQuestionnaire = ({ patientId, ...body }: AssignQuestionnaireInput) =>
  api.post(`/patients/${patientId}/outcome-assignments`, {
    body,
    schema: outcomeAssignmentSaved,
  });

export function useAssignQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignQuestionnaire,
    // The care dashboard shows the outcome trends.
    onSuccess: (_, { patientId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.outcomes(patientId) }),
        queryClient.invalidateQueries({ queryKey: patientKeys.dashboards(patientId) }),
      ]),
  });
}
