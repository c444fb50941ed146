import { describe, expect, it } from 'vitest';
import { englishText } from '../all-messages';
import { OUTCOME_MAX_QUESTIONS, outcomeAssignmentRequest, outcomeAttemptRequest } from './outcomes';

const valid = {
  treatmentId: 1,
  currentIssueId: 2,
  categoryId: 3,
  answers: [
    { questionId: 10, choiceId: 100 },
    { questionId: 11, choiceId: 110 },
  ],
};

const messagesOf = (input: unknown) => {
  const result = outcomeAttemptRequest.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [issue.path.join('.'), englishText(issue.message)]),
      );
};

describe('outcomeAttemptRequest', () => {
  it('accepts every selection with one choice per question', () => {
    expect(outcomeAttemptRequest.parse(valid)).toEqual(valid);
  });

  it("refuses missing selections with the spec's messages", () => {
    expect(messagesOf({ answers: [] })).toEqual({
      treatmentId: 'Treatment is required',
      currentIssueId: 'Current Issue is required',
      categoryId: 'Functional Outcome Category Name is required',
      answers: 'Please select question of answer!',
    });
    expect(messagesOf({ ...valid, treatmentId: null, currentIssueId: 0 })).toEqual({
      treatmentId: 'Treatment is required',
      currentIssueId: 'Current Issue is required',
    });
  });

  it('marks an unanswered question on its choice', () => {
    expect(
      messagesOf({ ...valid, answers: [{ questionId: 10, choiceId: 100 }, { questionId: 11 }] }),
    ).toEqual({ 'answers.1.choiceId': 'Please select question of answer!' });
  });

  it('bounds the number of answers', () => {
    const many = Array.from({ length: OUTCOME_MAX_QUESTIONS + 1 }, (_, index) => ({
      questionId: index + 1,
      choiceId: index + 1,
    }));
    expect(outcomeAttemptRequest.safeParse({ ...valid, answers: many }).success).toBe(false);
  });
});

describe('outcomeAssignmentRequest', () => {
  it('needs a category', () => {
    expect(outcomeAssignmentRequest.safeParse({ categoryId: 4 }).success).toBe(true);
    const result = outcomeAssignmentRequest.safeParse({});
    expect(result.success).toBe(false);
    expect(englishText(result.error?.issues[0]?.message ?? '')).toBe(
      'Functional Outcome Category Name is required',
    );
  });
});
