import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@/lib/form-resolver';
import { FormProvider } from 'react-hook-form';
import { useForm } from '@/lib/form';
import { clearConfirmationOnMismatch } from '@/lib/password-match';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DOCTOR_REGISTER_TYPES,
  doctorRegistrationRequest,
  paths,
  type DoctorRegisterType,
  type DoctorRegistration,
} from '@portal/shared';
import { applyFieldErrors, unplacedErrorText } from '@/lib/apply-field-errors';
import { isApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useServerRefusals } from '@/lib/server-refusals';
import { useTakenMobileCheck } from '@/lib/taken-mobile-check';
import { useRegisterDoctor } from '../api/register-doctor';
import {
  registrationDefaults,
  registrationFieldNames,
  type RegistrationFormValues,
} from '../lib/registration-form';
import { DoctorInformationSection } from './doctor-information-section';
import { HospitalInformationSection } from './hospital-information-section';
import { usePasteCutWarning } from '@/lib/paste-cut/use-paste-cut-warning';
import { useLeaveGuard } from '@/components/leave-guard';

export function DoctorRegistrationForm({ registerType }: { registerType: DoctorRegisterType }) {
  const { t } = useTranslation();
  // Public form: a paste cut at a field's limit is said here too.
  usePasteCutWarning();
  const navigate = useNavigate();
  const { withHospital } = DOCTOR_REGISTER_TYPES[registerType];
  const registerDoctor = useRegisterDoctor();
  // A mobile number found taken stays marked while the field holds it.
  const refusals = useServerRefusals<RegistrationFormValues>();
  const form = useForm<RegistrationFormValues, unknown, DoctorRegistration>({
    resolver: refusals.keptBy(zodResolver(doctorRegistrationRequest)),
    mode: 'onTouched',
    defaultValues: registrationDefaults(withHospital),
  });

  const checkMobile = useTakenMobileCheck(form, undefined, refusals);
  // The hospital name the server found registered in the district already (hospital_namesake).
  const [namesakeOf, setNamesakeOf] = useState<string | null>(null);
  const leaveGuard = useLeaveGuard(form.formState.isDirty);

  const submit = form.handleSubmit(
    (data) => {
      // "Another hospital" answers the name the server found, not one typed since; not sent
      // until the server has asked.
      const hospital = data.hospital && {
        ...data.hospital,
        otherThanNamesake:
          data.hospital.otherThanNamesake === true && data.hospital.hospitalName === namesakeOf
            ? true
            : undefined,
      };
      registerDoctor.mutate(
        { registerType, data: { ...data, hospital } },
        {
          onSuccess: ({ message }) => {
            notifySuccess(
              message || t('doctor.registrationSuccess'),
              t('doctor.registrationSuccessTitle'),
            );
            leaveGuard.release();
            void navigate(paths.login.getHref());
          },
          onError: (error) => {
            if (isApiError(error) && error.code === 'hospital_namesake') {
              setNamesakeOf(data.hospital?.hospitalName ?? null);
            }
            const applied = applyFieldErrors(error, form, registrationFieldNames(withHospital));
            notifyError(unplacedErrorText(error, applied));
          },
        },
      );
    },
    (invalid) => clearConfirmationOnMismatch(form, invalid),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Text fz="sm" c="dimmed">
            {t('ui.field.requiredNote')}
          </Text>
          <DoctorInformationSection onMobileBlur={checkMobile} />
          {withHospital && <HospitalInformationSection namesakeOf={namesakeOf} />}
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={registerDoctor.isPending}>
              {t('ui.registration.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {leaveGuard.dialog}
    </FormProvider>
  );
}
