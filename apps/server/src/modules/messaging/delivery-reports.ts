/**
 * MSG91's SMS delivery reports, as its help pages describe them:
 * https://msg91.com/help/how-can-i-get-the-delivery-reports-on-my-webhook-url
 *   v2 (form-encoded): data = JSON text of [{ requestId, senderId, report: [{ number, status, desc,
 *     failedReason }] }]
 *   v3 (JSON): { requestId, number, status, desc }
 * and https://msg91.com/help/webhook-new/how-to-receive-sms-delivery-reports-via-webhook-new
 *   (JSON, fields chosen in the panel): { requestId, status, telNum, failureReason, ... }
 * Status codes: 1 delivered, 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked number. The new
 * webhook's status may be a word (assumed "Delivered", "Failed", ...); other values are progress,
 * not an outcome, and are ignored.
 */
export interface DeliveryReport {
  providerMessageId: string;
  outcome: 'delivered' | 'failed';
  detail: string | null;
}

const DELIVERED = new Set(['1', 'delivered']);
const FAILED = new Map([
  ['2', 'Failed'],
  ['failed', 'Failed'],
  ['9', 'NDNC (do-not-disturb register)'],
  ['ndnc', 'NDNC (do-not-disturb register)'],
  ['16', 'Rejected'],
  ['25', 'Rejected'],
  ['rejected', 'Rejected'],
  ['17', 'Blocked number'],
  ['blocked', 'Blocked number'],
]);

type Fields = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** Every report with an outcome in a webhook body of any of the shapes above. */
export function parseDeliveryReports(body: unknown): DeliveryReport[] {
  return entries(body).flatMap((entry) => {
    const nested = Array.isArray(entry.report) ? (entry.report as unknown[]) : [entry];
    return nested.flatMap((item) => {
      const report = item as Fields;
      const outcome = outcomeOf(report, text(entry.requestId));
      return outcome ? [outcome] : [];
    });
  });
}

function entries(body: unknown): Fields[] {
  if (Array.isArray(body)) return body.filter(isFields);
  if (!isFields(body)) return [];
  if (typeof body.data === 'string') {
    try {
      return entries(JSON.parse(body.data) as unknown);
    } catch {
      return [];
    }
  }
  return [body];
}

function outcomeOf(report: Fields, requestId: string): DeliveryReport | null {
  const providerMessageId = text(report.requestId) || requestId;
  const status = text(report.status).toLowerCase();
  const desc = text(report.desc);
  if (!providerMessageId) return null;
  if (DELIVERED.has(status) || (!status && desc.toUpperCase() === 'DELIVERED')) {
    return { providerMessageId, outcome: 'delivered', detail: null };
  }
  const failure = FAILED.get(status);
  if (!failure) return null;
  const reason = text(report.failedReason) || text(report.failureReason) || desc;
  return {
    providerMessageId,
    outcome: 'failed',
    detail: reason && reason !== failure ? `${failure}: ${reason}` : failure,
  };
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
