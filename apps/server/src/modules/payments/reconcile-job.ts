import type { PaymentDeps } from './service';
import { reconcilePendingOrders } from './service';

/** Re-checks pending orders every minute; stops with the server. */
export function startReconcileJob(deps: PaymentDeps, intervalMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePendingOrders(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'payment reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
