import PaytmChecksum from 'paytmchecksum';
import { describe, expect, it } from 'vitest';
import { signFields } from './checksum';
import { paytmGateway } from './paytm-gateway';

const config = {
  gateway: 'paytm' as const,
  merchantId: 'MERCHANT0000001',
  merchantKey: 'abcdEFGH12345678',
  website: 'WEBSTAGING',
  environment: 'staging' as const,
};

const order = {
  orderId: 'PLNTEST1',
  customerId: 'USER7',
  amountPaise: 437_456,
  callbackUrl: 'https://portal.example.in/api/v1/payments/callback',
  mobileNumber: '9812345678',
  email: 'chief@example.in',
};

describe('Paytm gateway', () => {
  it('builds the signed form for processTransaction with the amount in rupees', async () => {
    const redirect = await paytmGateway(config, fetch).initiate(order);
    expect(redirect.method).toBe('POST');
    expect(redirect.url).toBe(
      'https://securegw-stage.paytm.in/theia/processTransaction?ORDER_ID=PLNTEST1',
    );
    expect(redirect.fields).toMatchObject({
      MID: config.merchantId,
      ORDER_ID: 'PLNTEST1',
      TXN_AMOUNT: '4374.56',
      CALLBACK_URL: order.callbackUrl,
    });
    const { CHECKSUMHASH, ...signed } = redirect.fields;
    expect(PaytmChecksum.verifySignature(signed, config.merchantKey, CHECKSUMHASH!)).toBe(true);
  });

  it('accepts a callback only with a valid checksum from its own merchant', async () => {
    const gateway = paytmGateway(config, fetch);
    const callback: Record<string, string> = {
      MID: config.merchantId,
      ORDERID: 'PLNTEST1',
      TXNID: 'T1',
      TXNAMOUNT: '4374.56',
      STATUS: 'TXN_SUCCESS',
      TXNDATE: '2026-11-21 10:15:00.0',
      RESPMSG: 'Txn Success',
    };
    callback.CHECKSUMHASH = await signFields(callback, config.merchantKey);
    expect(gateway.verifyCallback(callback)).toMatchObject({
      orderId: 'PLNTEST1',
      status: 'success',
      amountPaise: 437_456,
      transactionId: 'T1',
    });
    expect(gateway.verifyCallback({ ...callback, TXNAMOUNT: '1.00' })).toBeNull();
    expect(gateway.verifyCallback({ ...callback, MID: 'SOMEONEELSE' })).toBeNull();
    const withoutChecksum: Record<string, string> = { ...callback };
    delete withoutChecksum.CHECKSUMHASH;
    expect(gateway.verifyCallback(withoutChecksum)).toBeNull();
  });

  it('confirms an order with the signed status call and reads its answer', async () => {
    let sent: { url: string; body: string } | undefined;
    const fakeFetch = (async (url: string, init: { body: string }) => {
      sent = { url, body: init.body };
      return new Response(
        JSON.stringify({
          body: {
            resultInfo: { resultStatus: 'TXN_SUCCESS', resultMsg: 'Txn Success' },
            txnId: 'T9',
            orderId: 'PLNTEST1',
            txnAmount: '4374.56',
            txnDate: '2026-11-21 10:15:00.0',
          },
        }),
      );
    }) as unknown as typeof fetch;
    const result = await paytmGateway(config, fakeFetch).fetchStatus('PLNTEST1');
    expect(sent!.url).toBe('https://securegw-stage.paytm.in/v3/order/status');
    const request = JSON.parse(sent!.body) as {
      body: { mid: string; orderId: string };
      head: { signature: string };
    };
    expect(request.body).toEqual({ mid: config.merchantId, orderId: 'PLNTEST1' });
    expect(
      PaytmChecksum.verifySignature(
        JSON.stringify(request.body),
        config.merchantKey,
        request.head.signature,
      ),
    ).toBe(true);
    expect(result).toMatchObject({ status: 'success', amountPaise: 437_456, transactionId: 'T9' });
  });

  it('reads a failed or unknown status as not paid', async () => {
    const answer = (status: string) =>
      (async () =>
        new Response(
          JSON.stringify({ body: { resultInfo: { resultStatus: status } } }),
        )) as unknown as typeof fetch;
    expect((await paytmGateway(config, answer('TXN_FAILURE')).fetchStatus('X')).status).toBe(
      'failed',
    );
    expect((await paytmGateway(config, answer('PENDING')).fetchStatus('X')).status).toBe('pending');
  });
});
