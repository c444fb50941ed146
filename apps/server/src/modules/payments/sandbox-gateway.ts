import type { GatewayRedirect } from '@portal/shared';
import type { PaymentConfig } from '../../config/env';
import type { Executor } from '../../db/client';
import { verifyFields } from './checksum';
import {
  resultFromCallbackFields,
  type GatewayOrder,
  signedOrderForm,
  type GatewayResult,
  type PaymentGateway,
} from './gateway';
import { findSandboxPayment } from './repository';

export const SANDBOX_PAY_PATH = '/sandbox-gateway/pay';

/**
 * The built-in gateway of `npm start` and the tests. It speaks Paytm's protocol: the same signed
 * form fields, the same checksum library, a hosted payment page, a signed form-post callback and
 * a status call. It takes no money, so production refuses to run with it.
 */
export function sandboxGateway(
  config: Extract<PaymentConfig, { gateway: 'sandbox' }>,
  db: Executor,
): PaymentGateway {
  return {
    name: 'sandbox',
    async initiate(order: GatewayOrder): Promise<GatewayRedirect> {
      const fields = await signedOrderForm(config, order);
      return { orderId: order.orderId, method: 'POST', url: SANDBOX_PAY_PATH, fields };
    },
    verifyCallback(fields): GatewayResult | null {
      if (fields.MID !== config.merchantId || !verifyFields(fields, config.merchantKey))
        return null;
      return resultFromCallbackFields(fields);
    },
    async fetchStatus(orderId): Promise<GatewayResult> {
      const payment = await findSandboxPayment(db, orderId);
      const status =
        payment?.status === 'success'
          ? 'success'
          : payment?.status === 'failed'
            ? 'failed'
            : 'pending';
      return {
        orderId,
        status,
        amountPaise: payment ? Math.round(Number(payment.amount) * 100) : null,
        transactionId: payment?.transactionId ?? null,
        transactionDate: payment?.completedAt ?? null,
        message:
          status === 'failed'
            ? 'The payer declined the payment'
            : status === 'success'
              ? 'Txn Success'
              : null,
        raw: { source: 'sandbox-status', status: payment?.status ?? 'unknown' },
      };
    },
  };
}
