import { referenceTo, resourceIds, type ExportAttempt, type FhirResource } from './types';

/**
 * One functional-outcome attempt as a completed QuestionnaireResponse: an item per question
 * (linkId: the question's id, text: the question) with the chosen answer (code: the choice's id,
 * display: its text).
 */
export function buildQuestionnaireResponse(
  patientId: number,
  attempt: ExportAttempt,
): FhirResource {
  return {
    resourceType: 'QuestionnaireResponse',
    id: `outcome-attempt-${attempt.id}`,
    status: 'completed',
    subject: referenceTo('Patient', resourceIds(patientId).patient),
    authored: attempt.submittedAt,
    item: attempt.answers.map((answer) => ({
      linkId: String(answer.questionId),
      text: answer.question,
      answer: [{ valueCoding: { code: String(answer.choiceId), display: answer.choiceText } }],
    })),
  };
}
