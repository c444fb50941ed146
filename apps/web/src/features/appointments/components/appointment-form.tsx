import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { Controller } from '@/lib/form-field';
import { useForm } from '@/lib/form';
import { useLeaveGuard } from '@/components/leave-guard';
import { useTranslation } from 'react-i18next';
import {
  APPOINTMENT_COMMENT_MAX,
  todayInIndia,
  type Appointment,
  type AppointmentInput,
} from '@portal/shared';
import { closedDropdownUnmounted } from '@/components/combobox-props';
import { toId, toOption } from '@/components/form-values';
import { useOptionsLoadingProps } from '@/components/options-loading';
import { AlertIcon } from '@/components/icons';
import { errorBesideFields } from '@/lib/apply-field-errors';
import { notifySaved } from '@/lib/notify';
import { formatDate } from '@/lib/format';
import { offeredItems, useMasterList } from '@/lib/master-list';
import { useSaveAppointment } from '../api/save-appointment';
import { AppointmentDateInput } from './appointment-date-input';
import {
  APPOINTMENT_FIELDS as FIELDS,
  appointmentFormResolver as resolver,
  defaultsFor,
  type AppointmentFormValues,
} from './appointment-form-values';
import { characterCount } from '@/components/character-count';

interface AppointmentFormProps {
  patientId: number;
  /** The pending appointment being edited, or null for a new one. The parent remounts to switch. */
  editing: Appointment | null;
  onDone: () => void;
  /**
   * Takes focus as it starts and each time this number grows, when the button just pressed has
   * gone (a save, a cancel, Edit on a row, a row completed or deleted): focus would fall to the
   * page. 0: the dialog places focus.
   */
  focusRequest?: number;
}

export function AppointmentForm({
  patientId,
  editing,
  onDone,
  focusRequest = 0,
}: AppointmentFormProps) {
  const { t } = useTranslation();
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusRequest > 0) formElement.current?.focus();
  }, [focusRequest]);
  const save = useSaveAppointment();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<AppointmentFormValues, unknown, AppointmentInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: defaultsFor(editing),
  });
  // Closing the dialog (or leaving otherwise) with a change not saved asks first.
  const leaveGuard = useLeaveGuard(form.formState.isDirty);
  const headingId = useWatch({ control: form.control, name: 'headingId' });
  const comment = useWatch({ control: form.control, name: 'comment' });
  const headings = useMasterList('todo_heading');
  // The activity list follows the chosen heading; nothing is asked before one is chosen.
  const activities = useMasterList('todo_activity', {
    parentId: headingId ?? null,
    enabled: headingId != null,
  });
  const headingLoadingProps = useOptionsLoadingProps(headings.isLoading);
  const activityLoadingProps = useOptionsLoadingProps(
    activities.isLoading,
    headingId === null ? t('ui.appointments.field.activityFirst') : undefined,
  );

  const submit = form.handleSubmit((data) => {
    setServerError(null);
    save.mutate(
      { patientId, id: editing?.id ?? null, data },
      {
        onSuccess: () => {
          notifySaved(editing !== null);
          form.reset(defaultsFor(null));
          onDone();
        },
        onError: (error) => {
          setServerError(errorBesideFields(error, form, FIELDS));
        },
      },
    );
  });

  return (
    <form
      ref={formElement}
      tabIndex={-1}
      style={{ outline: 'none' }}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <Stack gap="sm">
        {editing && (
          <Text fz="sm" fw={500} c="blue.8">
            {t('ui.appointments.editing', { date: formatDate(editing.doDate) })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Controller
            control={form.control}
            name="headingId"
            render={({ field, fieldState }) => (
              <Select
                comboboxProps={closedDropdownUnmounted}
                ref={field.ref}
                name={field.name}
                label={t('ui.appointments.field.heading')}
                required
                {...headingLoadingProps}
                data={offeredItems(headings.data, field.value).map(toOption)}
                value={field.value === null ? null : String(field.value)}
                onChange={(value) => {
                  field.onChange(toId(value));
                  // The activity list follows the heading: a new heading starts it afresh.
                  form.setValue('activityId', null);
                }}
                onBlur={field.onBlur}
                searchable
                allowDeselect={false}
                nothingFoundMessage={t('ui.field.nothingFound')}
                error={
                  fieldState.error?.message ??
                  (headings.isError ? t('ui.field.loadFailed') : undefined)
                }
              />
            )}
          />
          <Controller
            control={form.control}
            name="activityId"
            render={({ field, fieldState }) => (
              <Select
                comboboxProps={closedDropdownUnmounted}
                ref={field.ref}
                name={field.name}
                label={t('ui.appointments.field.activity')}
                required
                {...activityLoadingProps}
                data={
                  headingId === null ? [] : offeredItems(activities.data, field.value).map(toOption)
                }
                value={field.value === null ? null : String(field.value)}
                onChange={(value) => field.onChange(toId(value))}
                onBlur={field.onBlur}
                searchable
                allowDeselect={false}
                nothingFoundMessage={t('ui.field.nothingFound')}
                error={
                  fieldState.error?.message ??
                  (activities.isError ? t('ui.field.loadFailed') : undefined)
                }
              />
            )}
          />
          <AppointmentDateInput control={form.control} minDate={todayInIndia()} />
          <Textarea
            label={t('ui.appointments.field.comment')}
            description={characterCount(comment, APPOINTMENT_COMMENT_MAX)}
            maxLength={APPOINTMENT_COMMENT_MAX}
            autosize
            minRows={1}
            maxRows={3}
            {...form.register('comment')}
            error={form.formState.errors.comment?.message}
          />
        </SimpleGrid>
        {serverError && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {editing && (
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              {t('ui.appointments.cancelEdit')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {t('ui.appointments.save')}
          </Button>
        </Group>
      </Stack>
      {leaveGuard.dialog}
    </form>
  );
}
