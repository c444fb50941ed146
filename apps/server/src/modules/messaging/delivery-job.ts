import type { SmsDeliveryDeps } from './delivery';
import { sendDueSms } from './delivery';

/**
 * Sends due SMS every few seconds (an OTP should not wait long). The returned stop ends the
 * timer and waits for a run under way, so its outcomes are written before the database closes.
 * The lead's job scheduler will call sendDueSms instead.
 */
export function startSmsDeliveryJob(
  deps: SmsDeliveryDeps,
  intervalMs = 2_000,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sendDueSms(deps)
      .then(() => undefined)
      .catch((error: unknown) => deps.log.error({ err: error }, 'sms delivery failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
