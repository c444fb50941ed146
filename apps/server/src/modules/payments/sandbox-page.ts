import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { PaymentConfig } from '../../config/env';
import type { Executor } from '../../db/client';
import { randomToken } from '../../lib/tokens';
import { signFields, verifyFields } from './checksum';
import { SANDBOX_PAY_PATH } from './sandbox-gateway';
import {
  decideSandboxPayment,
  findSandboxPayment,
  recordSandboxPayment,
  type SandboxPayment,
} from './repository';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>
body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;color:#0f172a}
main{max-width:460px;margin:48px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(15,23,42,.12)}
h1{font-size:1.3rem;margin:0 0 4px}.note{color:#475569;font-size:.9rem}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}
dt{color:#475569}dd{margin:0;font-weight:600}button{font-size:1rem;padding:10px 18px;border-radius:8px;border:0;cursor:pointer;margin:8px 8px 0 0}
.pay{background:#0f766e;color:#fff}.fail{background:#e2e8f0;color:#0f172a}
</style></head><body><main>${body}</main></body></html>`;
}

const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');

/** The sandbox gateway's hosted pages: the payer pays or declines, then it posts a signed callback. */
export async function registerSandboxPages(
  app: FastifyInstance,
  config: Extract<PaymentConfig, { gateway: 'sandbox' }>,
  db: Executor,
) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  // The pages take the browser's form; anything else (no body, JSON of another shape) is refused
  // as invalid.
  const schema = { hide: true, body: z.record(z.string(), z.string().max(2_000)) };

  const unknownOrder = page('Unknown order', '<h1>Unknown order</h1>');

  /** The signed callback of a decided payment, as a form posted back to the portal. */
  const callbackForm = async (payment: SandboxPayment) => {
    const txnDate = new Date().toLocaleString('sv-SE', { timeZone: 'Asia/Kolkata' }).slice(0, 19);
    const callback: Record<string, string> = {
      MID: config.merchantId,
      ORDERID: payment.orderId,
      TXNID: payment.transactionId ?? '',
      TXNAMOUNT: payment.amount,
      PAYMENTMODE: 'CC',
      CURRENCY: 'INR',
      TXNDATE: txnDate,
      STATUS: payment.status === 'success' ? 'TXN_SUCCESS' : 'TXN_FAILURE',
      RESPCODE: payment.status === 'success' ? '01' : '227',
      RESPMSG: payment.status === 'success' ? 'Txn Success' : 'The payer declined the payment',
      GATEWAYNAME: 'SANDBOX',
      BANKTXNID: payment.transactionId ?? '',
      BANKNAME: 'Sandbox Bank',
    };
    callback.CHECKSUMHASH = await signFields(callback, config.merchantKey);
    return `<form id="callback" method="post" action="${escape(payment.callbackUrl)}">${hiddenFields(callback)}
<button class="pay" type="submit">Return to the portal</button></form>`;
  };

  app.post(SANDBOX_PAY_PATH, { schema }, async (request, reply) => {
    const fields = request.body as Record<string, string>;
    if (
      fields.MID !== config.merchantId ||
      !verifyFields(fields, config.merchantKey) ||
      !fields.ORDER_ID ||
      !fields.CALLBACK_URL
    ) {
      return reply
        .status(400)
        .type('text/html')
        .send(
          page(
            'Payment refused',
            '<h1>Payment refused</h1><p>The payment request was not signed correctly.</p>',
          ),
        );
    }
    await recordSandboxPayment(db, fields.ORDER_ID, fields.TXN_AMOUNT ?? '0', fields.CALLBACK_URL);
    // Post, then redirect, then get: the page in the browser's history is a plain address, so
    // Back from the portal's outcome page shows it again instead of the browser's "Confirm Form
    // Resubmission" (a real gateway keeps its own history; this one should not be worse).
    return reply.redirect(`${SANDBOX_PAY_PATH}/${encodeURIComponent(fields.ORDER_ID)}`, 303);
  });

  app.get(
    `${SANDBOX_PAY_PATH}/:orderId`,
    { schema: { hide: true, params: z.object({ orderId: z.string().max(64) }) } },
    async (request, reply) => {
      const { orderId } = request.params as { orderId: string };
      const payment = await findSandboxPayment(db, orderId);
      if (!payment) return reply.status(404).type('text/html').send(unknownOrder);
      const order = escape(payment.orderId);
      const amount = escape(payment.amount);
      const details = `<dl><dt>Merchant</dt><dd>Cancer-care portal</dd><dt>Order</dt><dd>${order}</dd><dt>Amount</dt><dd>INR ${amount}</dd></dl>`;
      if (payment.status !== 'initiated') {
        // Decided already (Back from the portal): say how it ended, and offer the way back.
        const done = payment.status === 'success';
        return reply.type('text/html').send(
          page(
            'Sandbox payment',
            `<h1>${done ? 'Payment done' : 'Payment failed'}</h1><p class="note">This payment has ended; it cannot be paid again.</p>${details}
${await callbackForm(payment)}`,
          ),
        );
      }
      return reply.type('text/html').send(
        page(
          'Sandbox payment',
          `<h1>Sandbox payment gateway</h1><p class="note">Test payments only: no money moves. Choose how this payment ends.</p>
${details}
<form method="post" action="/sandbox-gateway/complete"><input type="hidden" name="orderId" value="${order}">
<button class="pay" name="outcome" value="success" type="submit">Pay INR ${amount}</button>
<button class="fail" name="outcome" value="failure" type="submit">Fail payment</button></form>`,
        ),
      );
    },
  );

  app.post('/sandbox-gateway/complete', { schema }, async (request, reply) => {
    const { orderId = '', outcome } = request.body as Record<string, string>;
    const success = outcome === 'success';
    const decided = await decideSandboxPayment(
      db,
      orderId,
      success ? 'success' : 'failed',
      `SBX${randomToken()
        .slice(0, 16)
        .replace(/[^A-Za-z0-9]/g, '0')}`,
    );
    const payment = decided ?? (await findSandboxPayment(db, orderId));
    if (!payment) return reply.status(404).type('text/html').send(unknownOrder);
    return reply.type('text/html').send(
      page(
        'Returning to the portal',
        `<h1>${payment.status === 'success' ? 'Payment done' : 'Payment failed'}</h1><p class="note">Returning to the portal...</p>
${await callbackForm(payment)}<script src="/sandbox-gateway/return.js"></script>`,
      ),
    );
  });

  // Posts the callback form on load, as Paytm's page does (a file, so the strict CSP holds).
  app.get('/sandbox-gateway/return.js', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript').send("document.getElementById('callback').submit();"),
  );
}
