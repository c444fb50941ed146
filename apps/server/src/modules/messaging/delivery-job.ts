import type { SmsDeliveryDeps } from './delivery';
import { sendDueSms } from './delivery';

/**
 * Sends due SMS every few seconds (an OTP should not wait long); stops with the server. The lead's
 * job scheduler will call sendDueSms instead.
 */
export function startSmsDeliveryJob(deps: SmsDeliveryDeps, intervalMs = 2_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueSms(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'sms delivery failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
