import type { GatewayRedirect } from '@portal/shared';
import { signFields } from './checksum';

/** What the portal tells a gateway about an order. */
export interface GatewayOrder {
  orderId: string;
  customerId: string;
  amountPaise: number;
  callbackUrl: string;
  mobileNumber: string;
  email: string | null;
}

/** A gateway's word on an order, from its callback or its status call. */
export interface GatewayResult {
  orderId: string;
  status: 'success' | 'failed' | 'pending';
  amountPaise: number | null;
  transactionId: string | null;
  transactionDate: Date | null;
  message: string | null;
  raw: Record<string, unknown>;
}

/** One interface for every gateway (DESIGN.md section 5): Paytm in production, the sandbox here. */
export interface PaymentGateway {
  readonly name: 'paytm' | 'sandbox';
  /** The signed form the browser posts to the gateway. */
  initiate(order: GatewayOrder): Promise<GatewayRedirect>;
  /** Checks the callback's checksum; null when it does not verify. */
  verifyCallback(fields: Record<string, string>): GatewayResult | null;
  /** Asks the gateway itself how the order stands (never trust the callback alone). */
  fetchStatus(orderId: string): Promise<GatewayResult>;
}

/** Paytm amounts are rupees with two decimals. */
export const paiseToAmount = (paise: number): string => (paise / 100).toFixed(2);
export function amountToPaise(amount: string | undefined): number | null {
  if (!amount || !/^\d+(\.\d{1,2})?$/.test(amount)) return null;
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Reads a Paytm-style callback (the same field names for Paytm and the sandbox). */
export function resultFromCallbackFields(fields: Record<string, string>): GatewayResult {
  const status =
    fields.STATUS === 'TXN_SUCCESS'
      ? 'success'
      : fields.STATUS === 'PENDING'
        ? 'pending'
        : 'failed';
  const date = fields.TXNDATE ? new Date(fields.TXNDATE.replace(' ', 'T') + '+05:30') : null;
  return {
    orderId: fields.ORDERID ?? '',
    status,
    amountPaise: amountToPaise(fields.TXNAMOUNT),
    transactionId: fields.TXNID || null,
    transactionDate: date && !Number.isNaN(date.getTime()) ? date : null,
    message: fields.RESPMSG || null,
    raw: { ...fields, CHECKSUMHASH: undefined },
  };
}

/** The signed form of an order, in Paytm's field names (the sandbox speaks the same protocol). */
export async function signedOrderForm(
  merchant: { merchantId: string; merchantKey: string; website: string },
  order: GatewayOrder,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {
    MID: merchant.merchantId,
    WEBSITE: merchant.website,
    ORDER_ID: order.orderId,
    CUST_ID: order.customerId,
    TXN_AMOUNT: paiseToAmount(order.amountPaise),
    CHANNEL_ID: 'WEB',
    INDUSTRY_TYPE_ID: 'Retail',
    CALLBACK_URL: order.callbackUrl,
    MOBILE_NO: order.mobileNumber,
    ...(order.email ? { EMAIL: order.email } : {}),
  };
  fields.CHECKSUMHASH = await signFields(fields, merchant.merchantKey);
  return fields;
}
