import { Group, Radio, Stack } from '@mantine/core';
import { type Control } from 'react-hook-form';
import { Controller } from '@/lib/form-field';
import type { OutcomeAttempt, OutcomeQuestion } from '@portal/shared';
import type { OutcomeFormValues } from './outcome-form-values';

interface QuestionFieldsProps {
  questions: OutcomeQuestion[];
  control: Control<OutcomeFormValues, unknown, OutcomeAttempt>;
}

/** One radio group per question (one answer each), in the questionnaire's order. */
export function QuestionFields({ questions, control }: QuestionFieldsProps) {
  return (
    <Stack gap="md">
      {questions.map((question, index) => (
        <Controller
          key={question.id}
          control={control}
          name={`answers.${index}.choiceId`}
          render={({ field, fieldState }) => (
            <Radio.Group
              ref={field.ref}
              name={`question-${question.id}`}
              label={`${index + 1}. ${question.question}`}
              required
              value={field.value === null || field.value === undefined ? null : String(field.value)}
              onChange={(value) => field.onChange(Number(value))}
              error={fieldState.error?.message}
            >
              <Group gap="md" mt={6}>
                {question.choices.map((choice) => (
                  <Radio
                    key={choice.id}
                    value={String(choice.id)}
                    label={choice.choiceText}
                    onBlur={field.onBlur}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
      ))}
    </Stack>
  );
}
