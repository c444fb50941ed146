import { useState } from 'react';
import { Checkbox, Radio, Stack, TextInput } from '@mantine/core';
import { type FieldPath } from 'react-hook-form';
import { Controller } from '@/lib/form-field';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_MEANINGFUL_CHANGE,
  MEANINGFUL_CHANGE_MAX,
  MEANINGFUL_CHANGE_MIN,
  OUTCOME_SCALE_NAME_MAX,
  outcomeScaleFields,
  SCALE_DIRECTIONS,
  type OutcomeQuestion,
  type OutcomeScale,
  type OutcomeScaleFields,
  type OutcomeScaleValues,
} from '@portal/shared';
import { RecordFormCard } from '@/components/record-form-card';
import { NumberField } from '@/components/number-field';
import { errorBesideFields } from '@/lib/apply-field-errors';
import { zodResolver } from '@/lib/form-resolver';
import { notifySaved } from '@/lib/notify';
import { useSaveOutcomeScale } from '../api/save-outcome-scale';

const FIELDS: FieldPath<OutcomeScaleFields>[] = [
  'name',
  'nameHi',
  'nameGu',
  'direction',
  'meaningfulChange',
  'questionIds',
];

interface ScaleFormProps {
  categoryId: number;
  /** The questionnaire's questions: the scale's items are chosen among them. */
  questions: OutcomeQuestion[];
  /** The scale being edited; null in create mode. The page remounts the form to switch. */
  editing: OutcomeScale | null;
  /** After a save or a cancel. */
  onDone: () => void;
}

/** The form's first values: empty, or the scale's (its items among the questions still here). */
function defaultsOf(
  scale: OutcomeScale | null,
  questions: OutcomeQuestion[],
): Partial<OutcomeScaleFields> {
  return {
    name: scale?.name ?? '',
    nameHi: scale?.nameHi ?? '',
    nameGu: scale?.nameGu ?? '',
    ...(scale ? { direction: scale.direction } : {}),
    meaningfulChange: scale?.meaningfulChange ?? DEFAULT_MEANINGFUL_CHANGE,
    // A question since moved to another questionnaire can no longer be an item.
    questionIds: (scale?.questionIds ?? []).filter((id) =>
      questions.some((question) => question.id === id),
    ),
  };
}

/**
 * The super admin's form of one scale: names, direction, meaningful change and its questions,
 * checked with the shared schema before anything is sent; the server's refusals land on the
 * fields they name.
 */
export function ScaleForm({ categoryId, questions, editing, onDone }: ScaleFormProps) {
  const { t } = useTranslation();
  const save = useSaveOutcomeScale();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<OutcomeScaleFields, unknown, OutcomeScaleValues>({
    resolver: zodResolver(outcomeScaleFields),
    mode: 'onTouched',
    defaultValues: defaultsOf(editing, questions),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    save.mutate(
      { id: editing?.id ?? null, categoryId, values },
      {
        onSuccess: () => {
          notifySaved(editing !== null);
          onDone();
        },
        onError: (error) => {
          setServerError(errorBesideFields(error, form, FIELDS));
        },
      },
    );
  });

  return (
    <RecordFormCard
      title={
        editing
          ? t('ui.outcomes.scales.editTitle', { name: editing.name })
          : t('ui.outcomes.scales.newTitle')
      }
      editing={editing !== null}
      saving={save.isPending}
      serverError={serverError}
      onSubmit={(event) => void submit(event)}
      onCancelEdit={onDone}
      labels={{
        save: t('ui.outcomes.scales.save'),
        update: t('ui.outcomes.scales.update'),
        cancelEdit: t('ui.outcomes.scales.cancel'),
      }}
    >
      <TextInput
        label={t('ui.outcomes.scales.name')}
        required
        maxLength={OUTCOME_SCALE_NAME_MAX}
        autoFocus={editing !== null}
        {...form.register('name')}
        error={errors.name?.message}
      />
      {(['nameHi', 'nameGu'] as const).map((field) => (
        <TextInput
          key={field}
          label={t(field === 'nameHi' ? 'ui.outcomes.scales.nameHi' : 'ui.outcomes.scales.nameGu')}
          description={t('ui.outcomes.scales.translationHint')}
          lang={field === 'nameHi' ? 'hi' : 'gu'}
          maxLength={OUTCOME_SCALE_NAME_MAX}
          {...form.register(field)}
          error={errors[field]?.message}
        />
      ))}
      <Controller
        control={form.control}
        name="direction"
        render={({ field, fieldState }) => (
          <Radio.Group
            name={field.name}
            label={t('ui.outcomes.scales.direction')}
            required
            value={field.value ?? null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          >
            <Stack gap="xs" mt={8}>
              {SCALE_DIRECTIONS.map((direction, index) => (
                <Radio
                  key={direction}
                  ref={index === 0 ? field.ref : undefined}
                  value={direction}
                  label={t(`ui.outcomes.scales.${direction}`)}
                  onBlur={field.onBlur}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      <NumberField
        control={form.control}
        name="meaningfulChange"
        label={t('ui.outcomes.scales.meaningfulChange')}
        description={t('ui.outcomes.scales.meaningfulChangeHint')}
        required
        min={MEANINGFUL_CHANGE_MIN}
        max={MEANINGFUL_CHANGE_MAX}
        maw={200}
      />
      <Controller
        control={form.control}
        name="questionIds"
        render={({ field, fieldState }) => (
          <Checkbox.Group
            label={t('ui.outcomes.scales.items')}
            description={t('ui.outcomes.scales.itemsHint')}
            required
            value={(field.value ?? []).map(String)}
            onChange={(values) =>
              field.onChange(
                // In the questionnaire's order, whatever order they were ticked in.
                questions
                  .filter((question) => values.includes(String(question.id)))
                  .map((question) => question.id),
              )
            }
            error={fieldState.error?.message}
          >
            <Stack gap="xs" mt={8}>
              {questions.map((question, index) => (
                <Checkbox
                  key={question.id}
                  ref={index === 0 ? field.ref : undefined}
                  value={String(question.id)}
                  label={question.question}
                  onBlur={field.onBlur}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      />
    </RecordFormCard>
  );
}
