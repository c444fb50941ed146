import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@/lib/form-resolver';
import { FormProvider, useWatch, type FieldPath } from 'react-hook-form';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import { addMemberRequest, type AddMemberRequest } from '@portal/shared';
import { Dialog } from '@/components/dialogs';
import { applyFieldErrors, unplacedErrorText } from '@/lib/apply-field-errors';
import { notifyError } from '@/lib/notify';
import { useAddMember } from '../api/add-member';
import { notifyAnswer } from '../lib/notify-answer';
import { NewDoctorFields } from './new-doctor-fields';
import { mobileInputProps } from '@/components/mobile-input-props';

const fields: FieldPath<AddMemberRequest>[] = [
  'mobileNumber',
  'newDoctor.doctorName',
  'newDoctor.registrationNo',
  'newDoctor.specialityId',
  'newDoctor.genderId',
  'newDoctor.email',
];

interface AddMemberDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** "Add doctor": a mobile number, and the new doctor's details if the server asks for them. */
export function AddMemberDialog({ opened, onClose }: AddMemberDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('ui.members.addTitle')} size={640}>
      <AddMemberForm onDone={onClose} />
    </Dialog>
  );
}

function AddMemberForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const addMember = useAddMember();
  // The number the server asked details for; another number hides them. `fresh`: the server
  // has just asked, so the first detail takes focus as it appears; an edit of the number clears
  // it, so details shown again by typing the number back leave focus there.
  const [detailsFor, setDetailsFor] = useState<{ mobile: string; fresh: boolean } | null>(null);
  const form = useForm<AddMemberRequest>({
    resolver: zodResolver(addMemberRequest),
    mode: 'onTouched',
    defaultValues: { mobileNumber: '' },
    // Hidden details leave the values, so an invitation is never sent with a half-typed block.
    shouldUnregister: true,
  });
  const mobile = useWatch({ control: form.control, name: 'mobileNumber' });
  const showDetails = detailsFor !== null && detailsFor.mobile === mobile.trim();
  // The details typed, kept while an edit of the number hides them: they come back when the
  // details show again (the number put back, or the server asking for the corrected one).
  const [typedDetails, setTypedDetails] = useState<AddMemberRequest['newDoctor']>();
  const mobileField = form.register('mobileNumber', {
    // The first edit hides the details: keep a copy of what they hold at that moment (the
    // form empties its own object as the fields leave).
    onChange: () => {
      const details = form.getValues('newDoctor');
      if (showDetails && details) setTypedDetails({ ...details });
      if (detailsFor?.fresh) setDetailsFor({ ...detailsFor, fresh: false });
    },
  });
  useEffect(() => {
    if (showDetails && typedDetails) form.setValue('newDoctor', typedDetails);
  }, [showDetails, typedDetails, form]);

  const submit = form.handleSubmit((data) => {
    addMember.mutate(data, {
      onSuccess: ({ status, message }) => {
        if (status === 'details_required') {
          setDetailsFor({ mobile: data.mobileNumber, fresh: true });
          return;
        }
        notifyAnswer(message);
        onDone();
      },
      onError: (error) => {
        const applied = applyFieldErrors(error, form, fields);
        if (applied.fields.length === 0) notifyError(unplacedErrorText(error, applied));
        else if (applied.unmatched.length > 0)
          notifyError(applied.unmatched.map((unmatched) => unmatched.message).join(' '));
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {t('ui.members.addIntro')}
          </Text>
          <TextInput
            label={t('ui.field.mobileNumber')}
            required
            type="tel"
            autoComplete="off"
            {...mobileInputProps}
            data-autofocus
            {...mobileField}
            error={form.formState.errors.mobileNumber?.message}
          />
          {showDetails && (
            // The explanation is the client's own text, so it follows a language switch.
            <NewDoctorFields
              explanation={t('member.detailsRequired')}
              focusFirst={detailsFor.fresh}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone} disabled={addMember.isPending}>
              {t('ui.members.cancel')}
            </Button>
            <Button type="submit" loading={addMember.isPending}>
              {showDetails ? t('ui.members.submitCreate') : t('ui.members.submitAdd')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
