import { useState } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import { zodResolver } from '@/lib/form-resolver';
import { type DefaultValues, type FieldPath } from 'react-hook-form';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import { discountCodeRequest, type DiscountCodeRequest, type discountCode } from '@portal/shared';
import { errorBesideFields } from '@/lib/apply-field-errors';
import { notifySaved } from '@/lib/notify';
import { useSaveDiscountCode } from '../api/save-discount-code';
import { RecordFormCard } from '@/components/record-form-card';
import { NumberField } from '@/components/number-field';

export type DiscountCode = ReturnType<typeof discountCode.parse>;
type DiscountCodeOutput = ReturnType<typeof discountCodeRequest.parse>;

const FIELDS: FieldPath<DiscountCodeRequest>[] = ['coupponCode', 'discountPercent'];

function defaultsFor(code: DiscountCode | null): DefaultValues<DiscountCodeRequest> {
  if (!code) return { coupponCode: '' };
  return { coupponCode: code.coupponCode, discountPercent: code.discountPercent };
}

interface DiscountCodeFormProps {
  /** The code being edited, or null. The parent remounts the form to switch. */
  code: DiscountCode | null;
  onDone: () => void;
}

export function DiscountCodeForm({ code, onDone }: DiscountCodeFormProps) {
  const { t } = useTranslation();
  const save = useSaveDiscountCode();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<DiscountCodeRequest, unknown, DiscountCodeOutput>({
    resolver: zodResolver(discountCodeRequest),
    mode: 'onTouched',
    defaultValues: defaultsFor(code),
  });

  const submit = form.handleSubmit((data) => {
    setServerError(null);
    save.mutate(
      { id: code?.id ?? null, data },
      {
        onSuccess: () => {
          notifySaved(Boolean(code));
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
        code
          ? t('ui.coupons.discountFormEdit', { name: code.coupponCode })
          : t('ui.coupons.discountFormNew')
      }
      editing={code !== null}
      saving={save.isPending}
      serverError={serverError}
      onSubmit={(event) => void submit(event)}
      onCancelEdit={onDone}
      labels={{
        save: t('ui.coupons.save'),
        update: t('ui.coupons.update'),
        cancelEdit: t('ui.coupons.cancelEdit'),
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" maw={720}>
        <TextInput
          label={t('ui.coupons.field.discountCode')}
          description={t('ui.coupons.field.couponNameHint')}
          required
          autoComplete="off"
          styles={{ input: { textTransform: 'uppercase' } }}
          {...form.register('coupponCode')}
          error={form.formState.errors.coupponCode?.message}
        />
        <NumberField
          control={form.control}
          name="discountPercent"
          label={t('ui.coupons.field.discountPercent')}
          description={t('ui.coupons.field.discountPercentHint')}
          required
          min={1}
          max={100}
          hideControls
          suffix=" %"
        />
      </SimpleGrid>
    </RecordFormCard>
  );
}
