import { messages, type MessageKey } from '@portal/shared';
import type { PaymentOrderRow } from './repository';

/**
 * Failure codes of the gateway (Paytm's published list of transaction response codes; the
 * sandbox answers 227), said in the catalogue's words so the outcome page can show them in the
 * reader's language. A code not listed keeps the gateway's own text.
 */
const REASON_OF_CODE: Record<string, MessageKey> = {
  '141': 'payment.reasonNotCompleted',
  '202': 'payment.reasonDeclined',
  '205': 'payment.reasonDeclined',
  '207': 'payment.reasonCardExpired',
  '208': 'payment.reasonDeclined',
  '209': 'payment.reasonCardInvalid',
  '227': 'payment.reasonDeclined',
};

/** Why a failed order failed, for its outcome page. */
export function failureReason(order: Pick<PaymentOrderRow, 'gatewayResponse' | 'gatewayMessage'>) {
  const raw = (order.gatewayResponse ?? {}) as Record<string, unknown>;
  if (raw.reason === 'abandoned') return messages['payment.reasonAbandoned'];
  // The callback's RESPCODE, or the status API's resultCode.
  const code = [raw.RESPCODE, raw.resultCode].find((value) => typeof value === 'string');
  const key = typeof code === 'string' ? REASON_OF_CODE[code] : undefined;
  if (key) return messages[key];
  return order.gatewayMessage ?? messages['payment.reasonUnknown'];
}
