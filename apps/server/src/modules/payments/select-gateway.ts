import type { AppConfig } from '../../config/env';
import type { Executor } from '../../db/client';
import type { PaymentGateway } from './gateway';
import { paytmGateway } from './paytm-gateway';
import { sandboxGateway } from './sandbox-gateway';

export function selectGateway(config: AppConfig, db: Executor): PaymentGateway {
  return config.payment.gateway === 'paytm'
    ? paytmGateway(config.payment)
    : sandboxGateway(config.payment, db);
}
