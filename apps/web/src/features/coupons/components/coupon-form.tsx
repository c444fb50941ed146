import { useState } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { zodResolver } from '@/lib/form-resolver';
import { useWatch, type DefaultValues, type FieldPath } from 'react-hook-form';
import { Controller } from '@/lib/form-field';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import {
  couponRequest,
  DISCOUNT_BASES,
  NINE_DIGITS,
  type Coupon,
  type CouponRequest,
} from '@portal/shared';
import { closedDropdownUnmounted } from '@/components/combobox-props';
import { useOptionsLoadingProps } from '@/components/options-loading';
import { errorBesideFields } from '@/lib/apply-field-errors';
import { notifySaved } from '@/lib/notify';
import { usePlanOptions } from '../api/get-plan-options';
import { useSaveCoupon } from '../api/save-coupon';
import { RecordFormCard } from '@/components/record-form-card';
import { NumberField } from '@/components/number-field';
import { valueName } from '@/lib/i18n';

type CouponOutput = ReturnType<typeof couponRequest.parse>;

const FIELDS: FieldPath<CouponRequest>[] = [
  'couponCodeName',
  'planId',
  'discountBase',
  'discountValue',
  'numberOfUser',
];

function defaultsFor(coupon: Coupon | null): DefaultValues<CouponRequest> {
  if (!coupon) return { couponCodeName: '' };
  return {
    couponCodeName: coupon.couponCodeName,
    planId: coupon.planId,
    discountBase: coupon.discountBase,
    // The list answers paise or hundredths of a percent; the form speaks rupees or percent.
    discountValue: coupon.discountValue / 100,
    // 0 means no limit: shown as the empty field with its 'No limit' placeholder.
    numberOfUser: coupon.numberOfUser === 0 ? undefined : coupon.numberOfUser,
  };
}

interface CouponFormProps {
  /** The coupon being edited, or null. The parent remounts the form to switch. */
  coupon: Coupon | null;
  onDone: () => void;
}

export function CouponForm({ coupon, onDone }: CouponFormProps) {
  const { t } = useTranslation();
  const save = useSaveCoupon();
  const plans = usePlanOptions();
  const planLoadingProps = useOptionsLoadingProps(plans.isPending);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CouponRequest, unknown, CouponOutput>({
    resolver: zodResolver(couponRequest),
    mode: 'onTouched',
    defaultValues: defaultsFor(coupon),
  });
  const base = useWatch({ control: form.control, name: 'discountBase' });

  const planOptions = [
    { value: '0', label: t('ui.coupons.field.allPlans') },
    ...(plans.data ?? []).map((plan) => ({
      value: String(plan.id),
      label: plan.isActive
        ? plan.subscriptionName
        : t('ui.coupons.field.planInactive', { name: plan.subscriptionName }),
    })),
  ];

  const submit = form.handleSubmit((data) => {
    setServerError(null);
    save.mutate(
      { id: coupon?.id ?? null, data },
      {
        onSuccess: () => {
          notifySaved(Boolean(coupon));
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
        coupon
          ? t('ui.coupons.couponFormEdit', { name: coupon.couponCodeName })
          : t('ui.coupons.couponFormNew')
      }
      editing={coupon !== null}
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
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
        <TextInput
          label={t('ui.coupons.field.couponName')}
          description={t('ui.coupons.field.couponNameHint')}
          required
          autoComplete="off"
          styles={{ input: { textTransform: 'uppercase' } }}
          {...form.register('couponCodeName')}
          error={form.formState.errors.couponCodeName?.message}
        />
        <Controller
          control={form.control}
          name="planId"
          render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
            <Select
              comboboxProps={closedDropdownUnmounted}
              ref={ref}
              label={t('ui.coupons.field.plan')}
              required
              {...planLoadingProps}
              data={planOptions}
              value={value === undefined ? null : String(value)}
              onChange={(picked) => onChange(picked === null ? undefined : Number(picked))}
              onBlur={onBlur}
              allowDeselect={false}
              searchable
              nothingFoundMessage={t('ui.field.nothingFound')}
              error={
                fieldState.error?.message ?? (plans.isError ? t('ui.field.loadFailed') : undefined)
              }
            />
          )}
        />
        <Controller
          control={form.control}
          name="discountBase"
          render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
            <Select
              comboboxProps={closedDropdownUnmounted}
              ref={ref}
              label={t('ui.coupons.field.base')}
              required
              placeholder={t('ui.field.select')}
              data={DISCOUNT_BASES.map(({ value: option, label }) => ({
                value: option,
                label: valueName(label),
              }))}
              value={value ?? null}
              onChange={(picked) =>
                onChange(DISCOUNT_BASES.find((option) => option.value === picked)?.value)
              }
              onBlur={onBlur}
              allowDeselect={false}
              error={fieldState.error?.message}
            />
          )}
        />
        <NumberField
          control={form.control}
          name="discountValue"
          label={t('ui.coupons.field.price')}
          grouped={base === 'flat'}
          description={
            base === 'flat'
              ? t('ui.coupons.field.priceFlat')
              : base === 'percentage'
                ? t('ui.coupons.field.pricePercent')
                : t('ui.coupons.field.priceChooseBase')
          }
          required
          decimalScale={2}
          min={0}
          max={base === 'percentage' ? 100 : NINE_DIGITS}
          hideControls
          prefix={base === 'flat' ? '₹ ' : undefined}
          suffix={base === 'percentage' ? ' %' : undefined}
        />
        <NumberField
          control={form.control}
          name="numberOfUser"
          label={t('ui.coupons.field.numberOfUser')}
          grouped
          description={t('ui.coupons.field.numberOfUserHint')}
          placeholder={t('ui.coupons.noLimit')}
          min={0}
          max={NINE_DIGITS}
          hideControls
        />
      </SimpleGrid>
    </RecordFormCard>
  );
}
