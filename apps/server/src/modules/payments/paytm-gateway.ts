import type { GatewayRedirect } from '@portal/shared';
import type { PaymentConfig } from '../../config/env';
import { signBody, verifyFields } from './checksum';
import {
  amountToPaise,
  resultFromCallbackFields,
  signedOrderForm,
  type GatewayResult,
  type PaymentGateway,
} from './gateway';

export const PAYTM_HOSTS = {
  staging: 'https://securegw-stage.paytm.in',
  production: 'https://securegw.paytm.in',
} as const;

interface StatusAnswer {
  body?: {
    resultInfo?: { resultStatus?: string; resultCode?: string; resultMsg?: string };
    txnId?: string;
    orderId?: string;
    txnAmount?: string;
    txnDate?: string;
  };
}

/** Paytm: the signed form post to its processTransaction page, the checksum, the status API. */
export function paytmGateway(
  config: Extract<PaymentConfig, { gateway: 'paytm' }>,
  fetchImpl: typeof fetch = fetch,
): PaymentGateway {
  const host = PAYTM_HOSTS[config.environment];
  return {
    name: 'paytm',
    async initiate(order): Promise<GatewayRedirect> {
      const fields = await signedOrderForm(config, order);
      return {
        orderId: order.orderId,
        method: 'POST',
        url: `${host}/theia/processTransaction?ORDER_ID=${encodeURIComponent(order.orderId)}`,
        fields,
      };
    },
    verifyCallback(fields): GatewayResult | null {
      if (fields.MID !== config.merchantId || !verifyFields(fields, config.merchantKey))
        return null;
      return resultFromCallbackFields(fields);
    },
    async fetchStatus(orderId): Promise<GatewayResult> {
      const body = JSON.stringify({ mid: config.merchantId, orderId });
      const signature = await signBody(body, config.merchantKey);
      const response = await fetchImpl(`${host}/v3/order/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"body":${body},"head":{"signature":"${signature}"}}`,
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await response.json()) as StatusAnswer;
      const result = answer.body?.resultInfo?.resultStatus;
      const date = answer.body?.txnDate
        ? new Date(answer.body.txnDate.replace(' ', 'T') + '+05:30')
        : null;
      return {
        orderId: answer.body?.orderId ?? orderId,
        status:
          result === 'TXN_SUCCESS' ? 'success' : result === 'TXN_FAILURE' ? 'failed' : 'pending',
        amountPaise: amountToPaise(answer.body?.txnAmount),
        transactionId: answer.body?.txnId ?? null,
        transactionDate: date && !Number.isNaN(date.getTime()) ? date : null,
        message: answer.body?.resultInfo?.resultMsg ?? null,
        raw: {
          source: 'paytm-status',
          resultStatus: result ?? 'unknown',
          resultCode: answer.body?.resultInfo?.resultCode ?? null,
        },
      };
    },
  };
}
