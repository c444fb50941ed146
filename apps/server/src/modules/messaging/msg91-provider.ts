import type { Msg91Config } from '../../config/env';
import { SmsRejected, type OutgoingSms, type SmsProvider } from './provider';

/**
 * MSG91's SMS "Flow" API (send an approved DLT template with its variables), from its public
 * documentation: https://docs.msg91.com/sms/send-sms and
 * https://control.msg91.com/apidoc/textsms/send-sms-flow.php
 *   POST {base}/api/v5/flow, header `authkey`, JSON body
 *   { template_id, sender, short_url, recipients: [{ mobiles: "91XXXXXXXXXX", <variable>: value }] }
 *   answers { "type": "success", "message": "<request id>" } or { "type": "error", "message": "..." }.
 * The request id comes back in the delivery reports (delivery-reports.ts). The API takes no
 * idempotency key; docs/deployment.md says how duplicates are bounded.
 */
export const MSG91_FLOW_PATH = '/api/v5/flow';

/** Our mobile numbers are ten-digit Indian numbers; MSG91 wants them with the country code. */
const international = (mobile: string) => (mobile.length === 10 ? `91${mobile}` : mobile);

export function msg91Provider(config: Msg91Config): SmsProvider {
  const url = new URL(MSG91_FLOW_PATH, config.baseUrl).toString();
  return {
    name: 'msg91',
    async send(sms: OutgoingSms, signal: AbortSignal) {
      const response = await fetch(url, {
        method: 'POST',
        signal,
        headers: {
          authkey: config.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          // The sender queued the message in a language this kind has a template for.
          template_id: config.templates[sms.kind][sms.language] ?? config.templates[sms.kind].en,
          sender: config.senderId,
          // A set-password link must reach the person as it is, not through a shortener.
          short_url: '0',
          recipients: [{ ...sms.params, mobiles: international(sms.recipient) }],
        }),
      });
      const text = await response.text();
      const answer = parseAnswer(text);
      if (response.ok && answer?.type === 'success' && answer.message) {
        return { providerMessageId: answer.message };
      }
      const reason = answer?.message ?? text.slice(0, 200);
      throw new SmsRejected(`MSG91 answered ${response.status}: ${reason || 'no reason given'}`);
    },
  };
}

function parseAnswer(text: string): { type?: string; message?: string } | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { type, message } = value as Record<string, unknown>;
    return {
      ...(typeof type === 'string' ? { type } : {}),
      ...(typeof message === 'string' ? { message } : {}),
    };
  } catch {
    return null;
  }
}
