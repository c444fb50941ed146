import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { zodResolver } from '@/lib/form-resolver';
import { FormProvider, useWatch, type FieldPath } from 'react-hook-form';
import { Controller } from '@/lib/form-field';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_LIMITS,
  CONTACT_PURPOSES,
  contactEnquiryRequest,
  DEFAULT_COUNTRY_ID,
  DEFAULT_STATE_ID,
  type ContactEnquiryRequest,
} from '@portal/shared';
import { closedDropdownUnmounted } from '@/components/combobox-props';
import { LocationSelects } from '@/components/location-selects';
import { errorBesideFields, fieldNames } from '@/lib/apply-field-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSendEnquiry } from '../api/send-enquiry';
import { valueName } from '@/lib/i18n';
import { mobileInputProps } from '@/components/mobile-input-props';
import { usePasteCutWarning } from '@/lib/paste-cut/use-paste-cut-warning';
import { characterCount } from '@/components/character-count';

const defaults = (): Partial<ContactEnquiryRequest> => ({
  name: '',
  emailId: '',
  mobileNumber: '',
  countryId: DEFAULT_COUNTRY_ID,
  // The spec's default state (Gujarat): its districts load at once.
  stateId: DEFAULT_STATE_ID,
  districtId: undefined,
  // Typed instead where the country has no lists.
  stateName: '',
  districtName: '',
  city: '',
  purpose: undefined,
  description: '',
});

const fields = fieldNames(defaults()) as FieldPath<ContactEnquiryRequest>[];
const locationNames = {
  country: 'countryId',
  state: 'stateId',
  district: 'districtId',
  stateName: 'stateName',
  districtName: 'districtName',
};

export function ContactForm() {
  const { t } = useTranslation();
  // Public form: a paste cut at a field's limit is said here too.
  usePasteCutWarning();
  const mounted = useMounted();
  const send = useSendEnquiry();
  const form = useForm<ContactEnquiryRequest, unknown, ContactEnquiryRequest>({
    resolver: zodResolver(contactEnquiryRequest),
    // Errors show once a field is left, and on every field after a submit attempt.
    mode: 'onTouched',
    defaultValues: defaults(),
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';

  const submit = form.handleSubmit((data) => {
    send.mutate(data, {
      onSuccess: () => {
        notifySuccess(t('contact.saved'), t('contact.savedTitle'));
        form.reset(defaults());
      },
      onError: (error) => {
        const beside = errorBesideFields(error, form, fields);
        if (beside !== null) notifyError(beside);
      },
    });
  });

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-labelledby="contact-form-title">
          <Stack gap="lg">
            <div>
              <Title order={2} fz="lg" id="contact-form-title">
                {t('ui.contact.formTitle')}
              </Title>
              <Text fz="sm" c="dimmed" mt={4}>
                {t('ui.field.requiredNote')}
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
              <TextInput
                label={t('ui.contact.name')}
                required
                autoComplete="name"
                maxLength={CONTACT_LIMITS.name}
                {...register('name')}
                error={errors.name?.message}
              />
              <TextInput
                label={t('ui.contact.email')}
                required
                type="email"
                autoComplete="email"
                {...register('emailId')}
                error={errors.emailId?.message}
              />
              <TextInput
                label={t('ui.contact.mobile')}
                required
                type="tel"
                autoComplete="tel-national"
                {...mobileInputProps}
                {...register('mobileNumber')}
                error={errors.mobileNumber?.message}
              />
              <LocationSelects names={locationNames} />
              <TextInput
                label={t('ui.contact.city')}
                required
                autoComplete="address-level2"
                maxLength={CONTACT_LIMITS.city}
                {...register('city')}
                error={errors.city?.message}
              />
              <Controller<ContactEnquiryRequest, 'purpose'>
                name="purpose"
                render={({ field, fieldState }) => (
                  <Select
                    comboboxProps={closedDropdownUnmounted}
                    ref={field.ref}
                    name={field.name}
                    label={t('ui.contact.purpose')}
                    required
                    placeholder={t('ui.field.select')}
                    data={CONTACT_PURPOSES.map((purpose) => ({
                      value: purpose,
                      label: valueName(purpose),
                    }))}
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value ?? undefined)}
                    onBlur={field.onBlur}
                    allowDeselect={false}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </SimpleGrid>
            <Textarea
              label={t('ui.contact.description')}
              required
              autosize
              minRows={4}
              maxRows={10}
              maxLength={CONTACT_LIMITS.description}
              description={characterCount(description, CONTACT_LIMITS.description)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...register('description')}
              error={errors.description?.message}
            />
            <Group justify="flex-end">
              {/* Prerendered, the form is on screen before its code runs; sent then, the browser
                  would put the visitor's details in the address. */}
              <Button type="submit" size="md" disabled={!mounted} loading={send.isPending}>
                {t('ui.contact.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}
