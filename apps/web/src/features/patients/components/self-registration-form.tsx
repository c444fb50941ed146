import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@/lib/form-resolver';
import { FormProvider, useWatch } from 'react-hook-form';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import {
  CLINIC_REGISTER_TYPES,
  programmeListPricePaise,
  programmeMonths,
  selfRegistrationRequest,
  type PatientSummary,
  type Programme,
  type SelfRegisterType,
  type SelfRegistration,
} from '@portal/shared';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, unplacedErrorText } from '@/lib/apply-field-errors';
import { PageHeader } from '@/components/page-header';
import { useServerRefusals } from '@/lib/server-refusals';
import { useTakenMobileCheck } from '@/lib/taken-mobile-check';
import { setRewritableError } from '@/lib/form-rewriters';
import { i18n } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { clearConfirmationOnMismatch } from '@/lib/password-match';
import { useMasterList } from '@/lib/master-list';
import { withOtherCancerSubsiteRule } from './other-cancer-subsite-rule';
import { RegisteredAlready } from './registered-already';
import { useCheckDiscountCode } from '../api/self-registration-discount-check';
import { useSubmitSelfRegistration } from '../api/self-registration-submit';
import { RegistrationAddressSection } from './registration-address-section';
import {
  selfRegistrationDefaults,
  selfRegistrationFieldNames,
  type SelfRegistrationFormValues,
} from './registration-form-values';
import { RegistrationPersonSection } from './registration-person-section';
import { SelfRegistrationAccountSection } from './self-registration-account-section';
import { SelfRegistrationClinicSection } from './self-registration-clinic-section';
import { SelfRegistrationClinicalSection } from './self-registration-clinical-section';
import {
  ProgrammeMonthsSelect,
  SelfRegistrationProgramme,
  type ProgrammePrice,
} from './self-registration-programme';
import { SelfRegistrationTerms } from './self-registration-terms';
import { useLeaveGuard } from '@/components/leave-guard';

interface SelfRegistrationFormProps {
  registerType: SelfRegisterType;
  programme: Programme;
  onRegistered: (summary: PatientSummary) => void;
  back: { to: string; label: string };
}

/** The price of the months chosen (for a monthly programme) without a discount code. */
const listPrice = (programme: Programme, months: number | undefined): ProgrammePrice => {
  const paise = programmeListPricePaise(programme, programmeMonths(programme, months));
  return { listPricePaise: paise, discountPaise: 0, payablePaise: paise };
};

/** A visitor registers themselves for a programme; the server answers the summary to show. */
export function SelfRegistrationForm({
  registerType,
  programme,
  onRegistered,
  back,
}: SelfRegistrationFormProps) {
  const { t } = useTranslation();
  const [price, setPrice] = useState<ProgrammePrice>(() => listPrice(programme, 1));
  const submitRegistration = useSubmitSelfRegistration();
  const discount = useCheckDiscountCode();
  // The number has a login already: the person is offered to sign in or reset their password.
  const [mobileTaken, setMobileTaken] = useState(false);
  const sites = useMasterList('site');
  // A coupon code or mobile number the server refused stays marked while the field holds it.
  const refusals = useServerRefusals<SelfRegistrationFormValues>();
  const form = useForm<SelfRegistrationFormValues, unknown, SelfRegistration>({
    resolver: refusals.keptBy(
      withOtherCancerSubsiteRule(zodResolver(selfRegistrationRequest), sites.data),
    ),
    mode: 'onTouched',
    defaultValues: selfRegistrationDefaults(
      registerType,
      programme.audience === 'patients' ? 'patient' : 'guest',
    ),
  });
  const leaveGuard = useLeaveGuard(form.formState.isDirty);
  const accepted = useWatch({ control: form.control, name: 'termsAccepted' }) === true;
  // The seed's title follows the patient type: a new cancer registration or a normal person's.
  const isPatient = useWatch({ control: form.control, name: 'patientType' }) === 'patient';
  const months = programmeMonths(programme, useWatch({ control: form.control, name: 'months' }));
  const undiscounted = () => listPrice(programme, form.getValues('months'));

  const checkMobile = useTakenMobileCheck(form, () => setMobileTaken(true), refusals);

  // Priced again whenever the code or the months change: the discount is of the whole amount.
  const checkCoupon = (typed: string) => {
    const couponCode = typed.trim();
    const monthsAsked = form.getValues('months');
    form.clearErrors('couponCode');
    refusals.forget('couponCode');
    if (!couponCode) {
      setPrice(undiscounted());
      return;
    }
    discount.mutate(
      { registerType, couponCode, months: monthsAsked },
      {
        onSuccess: (answer) => {
          const current =
            form.getValues('couponCode')?.trim() === couponCode &&
            form.getValues('months') === monthsAsked;
          if (current) setPrice(answer);
        },
        onError: (error) => {
          setPrice(undiscounted());
          const refused = isApiError(error) && error.fieldErrors.length > 0;
          const other = unplacedErrorText(error, { fields: [], unmatched: [] });
          const inLanguage = () => (refused ? i18n.t('patient.couponInvalid') : other);
          const held = form.getValues('couponCode');
          // Kept through later validations only when the server refused this very code.
          if (refused && held?.trim() === couponCode)
            refusals.remember('couponCode', held, 'server', inLanguage);
          setRewritableError(form, 'couponCode', 'server', inLanguage);
        },
      },
    );
  };

  const submit = form.handleSubmit(
    (data) => {
      submitRegistration.mutate(data, {
        onSuccess: onRegistered,
        onError: (error) => {
          const applied = applyFieldErrors(error, form, selfRegistrationFieldNames);
          // A code refused on Register takes back the discount an earlier code showed.
          if (applied.fields.includes('couponCode')) setPrice(undiscounted());
          if (
            isApiError(error) &&
            error.status === 409 &&
            applied.fields.includes('mobileNumber')
          ) {
            setMobileTaken(true);
          }
          notifyError(unplacedErrorText(error, applied));
        },
      });
    },
    (invalid) => clearConfirmationOnMismatch(form, invalid),
  );

  return (
    <FormProvider {...form}>
      <PageHeader
        title={isPatient ? t('ui.patients.reg.titlePatient') : t('ui.patients.reg.titleGuest')}
        description={t('ui.patients.reg.selfIntro', { programme: programme.title })}
        back={back}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <SelfRegistrationProgramme programme={programme} price={price} months={months} />
          <Text fz="sm" c="dimmed">
            {t('ui.field.requiredNote')}
          </Text>
          {programme.monthly && (
            <ProgrammeMonthsSelect onPick={() => checkCoupon(form.getValues('couponCode') ?? '')} />
          )}
          <SelfRegistrationClinicalSection />
          <RegistrationPersonSection onMobileBlur={checkMobile} dateOfBirthRequired />
          {mobileTaken && <RegisteredAlready />}
          <RegistrationAddressSection addressRequired={false} />
          {CLINIC_REGISTER_TYPES.includes(registerType) && <SelfRegistrationClinicSection />}
          <SelfRegistrationAccountSection onCouponBlur={checkCoupon} />
          <SelfRegistrationTerms />
          <Group justify="flex-end">
            <Button
              type="submit"
              size="md"
              loading={submitRegistration.isPending}
              disabled={!accepted}
            >
              {t('ui.patients.reg.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {leaveGuard.dialog}
    </FormProvider>
  );
}
