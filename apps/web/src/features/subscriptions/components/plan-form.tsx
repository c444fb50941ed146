import { lazy, Suspense, useState } from 'react';
import { Input, Select, SimpleGrid, Skeleton, TextInput } from '@mantine/core';
import { zodResolver } from '@/lib/form-resolver';
import { type DefaultValues, type FieldPath } from 'react-hook-form';
import { Controller } from '@/lib/form-field';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import {
  NINE_DIGITS,
  PLAN_NAME_MAX,
  planRequest,
  SUBSCRIPTION_TYPES,
  type Plan,
  type PlanRequest,
} from '@portal/shared';
import { closedDropdownUnmounted } from '@/components/combobox-props';
import { RecordFormCard } from '@/components/record-form-card';
import { errorBesideFields } from '@/lib/apply-field-errors';
import { notifySaved } from '@/lib/notify';
import { useLeaveGuard } from '@/components/leave-guard';
import { useSavePlan } from '../api/save-plan';
import { NumberField } from '@/components/number-field';
import { valueName } from '@/lib/i18n';

const DescriptionEditor = lazy(() => import('./description-editor'));

const FIELDS: FieldPath<PlanRequest>[] = [
  'subscriptionName',
  'subscriptionType',
  'patientCount',
  'duration',
  'total',
  'description',
];

const typeOptions = () =>
  SUBSCRIPTION_TYPES.map(({ value, label }) => ({ value: String(value), label: valueName(label) }));

function defaultsFor(plan: Plan | null): DefaultValues<PlanRequest> {
  if (!plan) return { subscriptionName: '', description: '' };
  return {
    subscriptionName: plan.subscriptionName,
    subscriptionType: SUBSCRIPTION_TYPES.find((type) => type.value === plan.subscriptionType)
      ?.value,
    patientCount: plan.patientCount,
    duration: plan.duration,
    // The form speaks rupees, the server answers paise.
    total: plan.totalPaise / 100,
    description: plan.description,
  };
}

interface PlanFormProps {
  /**
   * The plan being edited (with the revision it was read at), or null for a new one. The parent
   * remounts the form to switch.
   */
  plan: (Plan & { revision?: number }) | null;
  onDone: () => void;
}

export function PlanForm({ plan, onDone }: PlanFormProps) {
  const { t } = useTranslation();
  const savePlan = useSavePlan();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PlanRequest>({
    resolver: zodResolver(planRequest),
    mode: 'onTouched',
    defaultValues: defaultsFor(plan),
  });
  const { errors } = form.formState;
  // Another menu item or Back with a plan half typed asks first.
  const leaveGuard = useLeaveGuard(form.formState.isDirty);

  const submit = form.handleSubmit((data) => {
    setServerError(null);
    savePlan.mutate(
      { id: plan?.id ?? null, data, revision: plan?.revision },
      {
        onSuccess: () => {
          leaveGuard.release();
          notifySaved(Boolean(plan));
          onDone();
        },
        onError: (error) => {
          setServerError(errorBesideFields(error, form, FIELDS));
        },
      },
    );
  });

  return (
    <>
      <RecordFormCard
        title={
          plan
            ? t('ui.subscriptions.formEdit', { name: plan.subscriptionName })
            : t('ui.subscriptions.formNew')
        }
        editing={plan !== null}
        saving={savePlan.isPending}
        serverError={serverError}
        onSubmit={(event) => void submit(event)}
        onCancelEdit={onDone}
        labels={{
          save: t('ui.subscriptions.save'),
          update: t('ui.subscriptions.update'),
          cancelEdit: t('ui.subscriptions.cancelEdit'),
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
          <TextInput
            label={t('ui.subscriptions.field.name')}
            required
            maxLength={PLAN_NAME_MAX}
            {...form.register('subscriptionName')}
            error={errors.subscriptionName?.message}
          />
          <Controller
            control={form.control}
            name="subscriptionType"
            render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
              <Select
                comboboxProps={closedDropdownUnmounted}
                ref={ref}
                label={t('ui.subscriptions.field.type')}
                required
                placeholder={t('ui.field.select')}
                data={typeOptions()}
                value={value === undefined ? null : String(value)}
                onChange={(picked) =>
                  onChange(SUBSCRIPTION_TYPES.find((type) => String(type.value) === picked)?.value)
                }
                onBlur={onBlur}
                allowDeselect={false}
                error={fieldState.error?.message}
              />
            )}
          />
          <NumberField
            control={form.control}
            name="patientCount"
            label={t('ui.subscriptions.field.patientCount')}
            grouped
            required
            min={1}
            max={NINE_DIGITS}
            hideControls
          />
          <NumberField
            control={form.control}
            name="duration"
            label={t('ui.subscriptions.field.duration')}
            grouped
            required
            min={1}
            max={NINE_DIGITS}
            hideControls
          />
          <NumberField
            control={form.control}
            name="total"
            label={t('ui.subscriptions.field.price')}
            grouped
            description={t('ui.subscriptions.field.priceHint')}
            required
            decimalScale={2}
            min={0}
            max={NINE_DIGITS}
            hideControls
            prefix="₹ "
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="description"
          render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
            <Suspense
              fallback={
                <Input.Wrapper
                  label={t('ui.subscriptions.field.description')}
                  required
                  withAsterisk
                >
                  <Skeleton height={210} mt={4} radius="md" />
                  <span className="visually-hidden" role="status">
                    {t('ui.subscriptions.editorLoading')}
                  </span>
                </Input.Wrapper>
              }
            >
              <DescriptionEditor
                label={t('ui.subscriptions.field.description')}
                required
                value={value}
                onChange={onChange}
                onBlur={onBlur}
                error={fieldState.error?.message}
                focusRef={ref}
              />
            </Suspense>
          )}
        />
      </RecordFormCard>
      {leaveGuard.dialog}
    </>
  );
}
