import { useRef, useState } from 'react';
import {
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applyCouponRequest, type Plan, type PriceQuote } from '@portal/shared';
import { placedEverything, placeFieldErrors, unplacedErrorText } from '@/lib/apply-field-errors';
import { formatPaise } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useQuotePrice } from '../api/quote-price';
import { translateMessage } from '@/lib/i18n';

const normalize = (code: string) => code.trim().toUpperCase();
const FIELDS = ['couponCode'] as const;

interface AmountPanelProps {
  plan: Plan;
  /** The quote of the applied coupon, or null (the plan's own price). */
  applied: PriceQuote | null;
  onAppliedChange: (quote: PriceQuote | null) => void;
  onBuy: () => void;
  buying: boolean;
  redirecting: boolean;
  /** The order's refusal: a coupon refused at purchase says why on the coupon input. */
  orderFailure?: unknown;
}

/** What Buy Plan pays: the applied coupon's quote, or the plan's own price. */
export const amountToPay = (plan: Plan, applied: PriceQuote | null) =>
  applied ? applied.finalPaise : plan.totalPaise;

/** Coupon code, the server's final amount and the Buy Plan button. */
export function AmountPanel({
  plan,
  applied,
  onAppliedChange,
  onBuy,
  buying,
  redirecting,
  orderFailure,
}: AmountPanelProps) {
  const { t } = useTranslation();
  const quote = useQuotePrice();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  // The coupon stopped being valid between Apply and Buy Plan: the order's refusal shows on the
  // coupon input until the code is touched again. (Not focused: the closing confirmation dialog
  // hands focus back to Buy Plan.)
  const [touchedAfter, setTouchedAfter] = useState<unknown>(null);
  const orderRefusal =
    orderFailure === touchedAfter
      ? undefined
      : placeFieldErrors(orderFailure, FIELDS).messages.couponCode;
  const clearCodeError = () => {
    setCodeError(null);
    setTouchedAfter(orderFailure);
  };

  const apply = () => {
    const parsed = applyCouponRequest.shape.couponCode.safeParse(code);
    if (!parsed.success) {
      const rule = parsed.error.issues[0]?.message;
      setCodeError(rule ? translateMessage(rule) : t('coupon.enterCode'));
      return;
    }
    clearCodeError();
    quote.mutate(
      { planId: plan.id, couponCode: parsed.data },
      {
        onSuccess: (answer) => {
          onAppliedChange(answer);
          notifySuccess(answer.message, t('ui.payments.successTitle'));
        },
        onError: (error) => {
          // Invalid or for another plan: the price goes back to the plan's total.
          onAppliedChange(null);
          // The server's word on the code goes on its input; what no input can show, in a toast.
          const placed = placeFieldErrors(error, FIELDS);
          if (placed.messages.couponCode) setCodeError(placed.messages.couponCode);
          if (placedEverything(placed)) codeInput.current?.focus();
          else notifyError(unplacedErrorText(error, placed), t('ui.payments.failedTitle'));
        },
      },
    );
  };

  const buy = () => {
    // A typed but unapplied code would silently not count: ask to apply or clear it.
    if (normalize(code) !== '' && normalize(code) !== applied?.couponCode) {
      setCodeError(t('ui.payments.applyFirst'));
      return;
    }
    onBuy();
  };

  const finalPaise = amountToPay(plan, applied);
  const busy = buying || redirecting;

  return (
    <Paper component="section" aria-labelledby="amount-title" withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} fz="lg" id="amount-title">
          {t('ui.payments.amountTitle')}
        </Title>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            ref={codeInput}
            label={t('ui.payments.couponCode')}
            description={t('ui.payments.couponHint')}
            style={{ flex: 1 }}
            maxLength={20}
            autoComplete="off"
            styles={{ input: { textTransform: 'uppercase' } }}
            value={code}
            readOnly={quote.isPending || busy}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setCode(next);
              clearCodeError();
              // The shown amount must always be the price of what Buy Plan will send.
              if (applied && normalize(next) !== applied.couponCode) onAppliedChange(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                apply();
              }
            }}
            error={codeError ?? orderRefusal}
          />
          <Button variant="light" mt={25} onClick={apply} loading={quote.isPending} disabled={busy}>
            {t('ui.payments.apply')}
          </Button>
        </Group>
        <Divider />
        <Stack gap={6}>
          <Group justify="space-between">
            <Text c="dimmed">{t('ui.payments.price')}</Text>
            <Text fw={500}>{formatPaise(applied?.planTotalPaise ?? plan.totalPaise)}</Text>
          </Group>
          {applied && applied.discountPaise > 0 && (
            <Group justify="space-between">
              <Text c="brand.8">
                {t('ui.payments.discount', { code: applied.couponCode ?? '' })}
              </Text>
              <Text fw={500} c="brand.8">
                − {formatPaise(applied.discountPaise)}
              </Text>
            </Group>
          )}
          <Group justify="space-between" mt={4} aria-live="polite">
            <Text fw={700}>{t('ui.payments.finalAmount')}</Text>
            <Text fw={700} fz={24} data-testid="final-amount">
              {formatPaise(finalPaise)}
            </Text>
          </Group>
        </Stack>
        {redirecting ? (
          <Group gap="sm" wrap="nowrap" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text fz="sm">{t('ui.payments.redirecting')}</Text>
          </Group>
        ) : (
          <Button size="md" fullWidth onClick={buy} loading={buying} disabled={quote.isPending}>
            {t('ui.payments.buyPlan')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
