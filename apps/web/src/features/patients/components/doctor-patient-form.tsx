import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@/lib/form-resolver';
import { FormProvider } from 'react-hook-form';
import { useForm } from '@/lib/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  doctorPatientRequest,
  paths,
  type DoctorPatient,
  type PatientRecord,
  type PatientLookupResponse,
} from '@portal/shared';
import { AlertIcon, InfoIcon } from '@/components/icons';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { patientRecordQueryOptions } from '@/lib/patient-record';
import { readAgainOnConflict } from '@/lib/read-again-on-conflict';
import { applyFieldErrors, unplacedErrorText } from '@/lib/apply-field-errors';
import { useServerRefusals } from '@/lib/server-refusals';
import { useTakenMobileCheck } from '@/lib/taken-mobile-check';
import { setRewritableError } from '@/lib/form-rewriters';
import { i18n } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useBindDoctorPatient } from '../api/doctor-patient-bind';
import { useRegisterDoctorPatient } from '../api/doctor-patient-register';
import { useUpdateDoctorPatient } from '../api/doctor-patient-update';
import { DoctorPatientBindings } from './doctor-patient-bindings';
import { PatientChangedSince } from './patient-changed-since';
import './registration-read-only.css';
import { DoctorPatientClinicalSection } from './doctor-patient-clinical-section';
import { DoctorPatientSearch, type DoctorPatientSearchHandle } from './doctor-patient-search';
import { RegistrationAddressSection } from './registration-address-section';
import {
  doctorPatientDefaults,
  doctorPatientFieldNames,
  doctorPatientValuesOf,
  type DoctorPatientFormValues,
} from './registration-form-values';
import { RegistrationPersonSection } from './registration-person-section';
import { useLeaveGuard } from '@/components/leave-guard';

interface DoctorPatientFormProps {
  /** The patient being edited; absent for a new registration. */
  record?: PatientRecord;
}

/** Registration (or edit) of a patient by a doctor of the hospital. */
export function DoctorPatientForm({ record }: DoctorPatientFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [found, setFound] = useState<PatientLookupResponse | null>(null);
  const [quotaOver, setQuotaOver] = useState(false);
  // A mobile number already registered: the doctor is offered to find and add that patient.
  const [takenMobile, setTakenMobile] = useState<string | null>(null);
  const search = useRef<DoctorPatientSearchHandle>(null);
  // The record as the form opened on it: its page may read a newer one meanwhile, and the edit
  // must still be refused then, so the doctor is asked instead of overwriting it unseen.
  const [opened, setOpened] = useState(record);
  /** The record as saved since the form opened, found when an edit was refused for it. */
  const [newer, setNewer] = useState<PatientRecord | null>(null);
  const queryClient = useQueryClient();
  const registerPatient = useRegisterDoctorPatient();
  const updatePatient = useUpdateDoctorPatient();
  const bindPatient = useBindDoctorPatient();
  // A mobile number found taken stays marked while the field holds it.
  const refusals = useServerRefusals<DoctorPatientFormValues>();
  const form = useForm<DoctorPatientFormValues, unknown, DoctorPatient>({
    resolver: refusals.keptBy(zodResolver(doctorPatientRequest)),
    mode: 'onTouched',
    defaultValues: record ? doctorPatientValuesOf(record) : doctorPatientDefaults(),
  });
  const leaveGuard = useLeaveGuard(form.formState.isDirty);
  const foundPatient = found?.patient ?? null;
  const readOnly = foundPatient !== null;
  const pending = registerPatient.isPending || updatePatient.isPending || bindPatient.isPending;

  const onLookup = (result: PatientLookupResponse) => {
    setQuotaOver(false);
    setTakenMobile(null);
    setFound(result.patient ? result : null);
    // A match fills the form; no match starts a new registration from an empty form.
    form.reset(result.patient ? doctorPatientValuesOf(result.patient) : doctorPatientDefaults());
  };

  const checkTakenMobile = useTakenMobileCheck(
    form,
    (mobile) => {
      if (!record) setTakenMobile(mobile);
    },
    refusals,
  );
  // A found patient's form is read-only; a record's own number is theirs, not taken.
  const checkMobile = (value: string) => {
    if (readOnly || value === record?.mobileNumber) return;
    checkTakenMobile(value);
  };

  const findTakenPatient = () => {
    if (!takenMobile) return;
    search.current?.search(takenMobile);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const saved = (message: string) => {
    notifySuccess(message);
    leaveGuard.release();
    void navigate(paths.patientList.getHref());
  };

  /** An edit refused because the record was saved since: it is read again and shown. */
  const changedSince = async (error: unknown) => {
    if (!opened) return false;
    const latest = await readAgainOnConflict(
      queryClient,
      error,
      patientRecordQueryOptions(opened.patientId),
    );
    if (!latest || latest.updatedAt === (newer ?? opened).updatedAt) return false;
    setNewer(latest);
    return true;
  };

  const failed = async (error: unknown) => {
    // Quota over: say so and keep everything typed, so the form can be sent after renewing.
    if (isApiError(error) && error.status === 402) {
      setQuotaOver(true);
      notifyError(error.message);
      return;
    }
    if (await changedSince(error)) return;
    const typedMobile = form.getValues('mobileNumber');
    if (
      !record &&
      isApiError(error) &&
      error.status === 409 &&
      error.fieldErrors.some((fieldError) => fieldError.path === 'mobileNumber')
    ) {
      setTakenMobile(typedMobile);
    }
    const applied = applyFieldErrors(error, form, doctorPatientFieldNames);
    notifyError(unplacedErrorText(error, applied));
  };

  const bind = () => {
    if (!foundPatient) return;
    const consultantDoctorIds = form.getValues('consultantDoctorIds') ?? [];
    if (consultantDoctorIds.length === 0) {
      setRewritableError(
        form,
        'consultantDoctorIds',
        'required',
        () => i18n.t('patient.consultantRequired'),
        { shouldFocus: true },
      );
      return;
    }
    bindPatient.mutate(
      {
        patientId: foundPatient.patientId,
        searchBy: foundPatient.mobileNumber,
        consultantDoctorIds,
      },
      { onSuccess: () => saved(t('patient.registered')), onError: (error) => void failed(error) },
    );
  };

  const submit = form.handleSubmit((data) => {
    setQuotaOver(false);
    if (opened) {
      // Once the record saved since is shown, Update keeps mine over it, as its panel's button.
      const base = newer ?? opened;
      updatePatient.mutate(
        { patientId: base.patientId, data, baseUpdatedAt: base.updatedAt },
        { onSuccess: () => saved(t('patient.updated')), onError: (error) => void failed(error) },
      );
    } else {
      registerPatient.mutate(data, {
        onSuccess: () => saved(t('patient.registered')),
        onError: (error) => void failed(error),
      });
    }
  });

  // A found patient is bound, not registered: their details are not this form's to change.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!readOnly) return void submit(event);
    event.preventDefault();
    bind();
  };

  const bindingsOf = record?.patientId ?? (found?.alreadyBound ? foundPatient?.patientId : null);

  return (
    <Stack gap="lg">
      {!record && (
        <DoctorPatientSearch
          onResult={onLookup}
          onClear={() => onLookup({ patient: null, alreadyBound: false })}
          ref={search}
        />
      )}
      {bindingsOf ? <DoctorPatientBindings patientId={bindingsOf} /> : null}
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="lg">
            <Text fz="sm" c="dimmed">
              {t('ui.field.requiredNote')}
            </Text>
            <Fieldset
              variant="unstyled"
              disabled={readOnly}
              p={0}
              m={0}
              className="registration-read-only"
            >
              <Stack gap="lg">
                <RegistrationPersonSection onMobileBlur={checkMobile} />
                {takenMobile && !readOnly && (
                  <Alert color="yellow" variant="light" icon={<InfoIcon />} role="status">
                    <Stack gap="xs" align="flex-start">
                      <Text size="sm">
                        {t('ui.patients.reg.mobileTakenDoctor', { mobile: takenMobile })}
                      </Text>
                      <Button size="xs" variant="light" onClick={findTakenPatient}>
                        {t('ui.patients.reg.findTakenPatient')}
                      </Button>
                    </Stack>
                  </Alert>
                )}
                <RegistrationAddressSection aadhaarMasked={record?.aadhaarMasked ?? null} />
              </Stack>
            </Fieldset>
            <div className="registration-read-only">
              <DoctorPatientClinicalSection readOnly={readOnly} />
            </div>
            {opened && newer && (
              <PatientChangedSince
                opened={opened}
                latest={newer}
                saving={pending}
                onSaveMine={() => void submit()}
                onLoadTheirs={() => {
                  form.reset(doctorPatientValuesOf(newer));
                  setOpened(newer);
                  setNewer(null);
                }}
              />
            )}
            {quotaOver && (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                {t('subscription.planOver')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                type="submit"
                size="md"
                loading={pending}
                disabled={found?.alreadyBound === true}
              >
                {record
                  ? t('ui.patients.reg.update')
                  : readOnly
                    ? t('ui.patients.reg.bind')
                    : t('ui.patients.reg.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
      {leaveGuard.dialog}
    </Stack>
  );
}
