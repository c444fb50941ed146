import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../config/env';
import { startFakeMsg91, type FakeMsg91 } from './fake-msg91';
import { msg91Provider } from './msg91-provider';
import { outboxProvider, type SmsProvider } from './provider';
import { DELIVERY_REPORTS_ROUTE } from './routes';

/** How long the local fake waits before reporting a message delivered: long enough to see Sent. */
export const FAKE_MSG91_REPORT_DELAY_MS = 2_000;

export interface RunningSmsProvider {
  provider: SmsProvider;
  /** The local fake of MSG91 with SMS_PROVIDER=fake-msg91. */
  fake?: FakeMsg91;
  close(): Promise<void>;
}

export interface SmsProviderOptions {
  /** The portal's own address (e.g. http://127.0.0.1:3000), once it listens. */
  ownOrigin: () => string | undefined;
  /** The fake's wait before a delivery report; FAKE_MSG91_REPORT_DELAY_MS by default. */
  reportDelayMs?: number;
}

/**
 * The configured SMS provider, ready to send. With fake-msg91 (the default outside production)
 * it starts the local fake of MSG91 in this process, on a free port of the loopback interface,
 * and points the real MSG91 adapter at it: the demo sends every message through the same code as
 * production, and the fake posts MSG91's delivery reports back to this portal's own route.
 * In-process on loopback rather than a route of the portal: it is the same fake the tests use,
 * nothing new is reachable from outside the machine, and the adapter and the report route are
 * called over HTTP exactly as MSG91 calls them, with no exception in the portal's own hooks.
 */
export async function startSmsProvider(
  config: AppConfig,
  options: SmsProviderOptions,
): Promise<RunningSmsProvider> {
  const sms = config.sms;
  if (sms.provider === 'msg91') return { provider: msg91Provider(sms), close: async () => {} };
  if (sms.provider === 'outbox') return { provider: outboxProvider, close: async () => {} };
  const fake = await startFakeMsg91({
    authKey: sms.authKey,
    failingNumbers: true,
    deliveryReports: {
      url: () => {
        const origin = options.ownOrigin();
        return origin && deliveryReportUrl(origin, sms.deliveryReportSecret);
      },
      delayMs: options.reportDelayMs ?? FAKE_MSG91_REPORT_DELAY_MS,
    },
  });
  return {
    provider: msg91Provider({ ...sms, baseUrl: fake.url }),
    fake,
    close: () => fake.close(),
  };
}

/** The delivery-report URL as set in MSG91's panel: the secret in the query. */
export function deliveryReportUrl(origin: string, secret: string): string {
  return `${origin}/api/v1${DELIVERY_REPORTS_ROUTE}?key=${encodeURIComponent(secret)}`;
}

/**
 * A local address of a listening server, for a caller on the same machine: IPv4 preferred, and a
 * wildcard address (0.0.0.0, ::) replaced by the loopback one.
 */
export function localOrigin(addresses: (AddressInfo | string)[]): string | undefined {
  const network = addresses.filter(
    (address): address is AddressInfo => typeof address !== 'string',
  );
  const address = network.find((candidate) => candidate.family === 'IPv4') ?? network[0];
  if (!address) return undefined;
  if (address.family === 'IPv4') {
    const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
    return `http://${host}:${address.port}`;
  }
  const host = address.address === '::' ? '::1' : address.address;
  return `http://[${host}]:${address.port}`;
}
