import { Alert, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS, type AddMemberRequest } from '@portal/shared';
import { GenderField } from '@/components/gender-field';
import { InfoIcon } from '@/components/icons';
import { LookupSelect } from '@/components/lookup-select';

/**
 * The details of a doctor who has no account yet. Shown only after the server said the number
 * is unknown (the answer's status details_required), with its explanation above them.
 */
export function NewDoctorFields({
  explanation,
  focusFirst,
}: {
  explanation: string;
  /** The server has just asked: the name takes focus as the fields appear. */
  focusFirst: boolean;
}) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<AddMemberRequest>();
  const errors = formState.errors.newDoctor;
  return (
    <Stack gap="md" component="section" aria-labelledby="new-doctor-title">
      <Alert color="blue" variant="light" icon={<InfoIcon />}>
        <Text fz="sm">{explanation}</Text>
      </Alert>
      <Title order={3} fz="md" id="new-doctor-title">
        {t('ui.members.newDoctorTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('ui.field.doctorName')}
          required
          // Focus moves to what just appeared, as the mobile number field took it on opening.
          autoFocus={focusFirst}
          maxLength={LIMITS.doctorName}
          {...register('newDoctor.doctorName')}
          error={errors?.doctorName?.message}
        />
        <TextInput
          label={t('ui.field.registrationNo')}
          required
          maxLength={LIMITS.registrationNo}
          {...register('newDoctor.registrationNo')}
          error={errors?.registrationNo?.message}
        />
        <LookupSelect
          name="newDoctor.specialityId"
          label={t('ui.field.speciality')}
          lookup="specialities"
          required
        />
        <TextInput
          label={t('ui.field.email')}
          required
          type="email"
          {...register('newDoctor.email')}
          error={errors?.email?.message}
        />
        <GenderField name="newDoctor.genderId" />
      </SimpleGrid>
    </Stack>
  );
}
