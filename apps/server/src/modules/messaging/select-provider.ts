import type { AppConfig } from '../../config/env';
import { msg91Provider } from './msg91-provider';
import { outboxProvider, type SmsProvider } from './provider';

export function selectSmsProvider(config: AppConfig): SmsProvider {
  return config.sms.provider === 'msg91' ? msg91Provider(config.sms) : outboxProvider;
}
