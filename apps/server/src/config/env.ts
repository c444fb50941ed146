import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from '@portal/shared';
import { SMS_KINDS, smsKindNames, type SmsKind } from '../modules/messaging/sms-kinds';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections to PostgreSQL per instance. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DEMO_MODE: booleanFlag.optional(),
  /** Key for HMACs (OTP codes, reset tokens). At least 32 characters. */
  APP_SECRET: z.string().min(32).optional(),
  /** Key for the Aadhaar HMAC; kept outside the database. At least 32 characters. */
  AADHAAR_HMAC_KEY: z.string().min(32).optional(),
  /** The address people use, e.g. https://portal.example.in; requests from any other origin are refused. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  TRUST_PROXY: booleanFlag.default(false),
  /** Per-instance flood guard: API requests a minute from one address. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(10).default(600),
  /**
   * Multiplies the per-route limits (login, codes, registrations). Only for a test run whose
   * whole browser suite comes from one address; refused in production.
   */
  RATE_LIMIT_ROUTE_SCALE: z.coerce.number().int().min(1).max(100).default(1),
  /**
   * Runs every background job every this many minutes instead of its own schedule, so a test can
   * watch the hourly jobs too. Only for tests; refused in production.
   */
  JOB_SCHEDULE_MINUTES: z.coerce.number().int().min(1).max(60).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /** Embeddable video for the home page (e.g. https://www.youtube-nocookie.com/embed/ID); a poster without it. */
  HOME_VIDEO_URL: z.string().url().optional(),
  /** Embeddable map of the office for the contact page; an address card without it. */
  OFFICE_MAP_EMBED_URL: z.string().url().optional(),
  /** sandbox: the built-in gateway (never in production); paytm: Paytm with the merchant settings below. */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'paytm']).default('sandbox'),
  PAYTM_MID: z.string().min(1).optional(),
  /** Paytm's merchant key: 16 characters (AES-128). */
  PAYTM_MERCHANT_KEY: z.string().length(16).optional(),
  PAYTM_WEBSITE: z.string().min(1).default('WEBSTAGING'),
  PAYTM_ENVIRONMENT: z.enum(['staging', 'production']).default('staging'),
  /**
   * Bearer token for GET /metrics. With it, /metrics asks for it everywhere; without it, /metrics
   * is open outside production and does not exist in production.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** How long the audit log keeps a line, in months (whole months drop; modules/audit/partitions.ts). */
  AUDIT_RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).default(84),
  /**
   * fake-msg91 (the default outside production, refused in it): the real MSG91 adapter against the
   * local fake (modules/messaging/fake-msg91.ts) with demo settings; outbox: messages stay in the
   * outbox table (never in production); msg91: sent through MSG91 (the only one in production).
   */
  SMS_PROVIDER: z.enum(['fake-msg91', 'outbox', 'msg91']).optional(),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  /** The DLT-registered sender id (header), e.g. CCPRTL. */
  MSG91_SENDER_ID: z.string().min(1).max(11).optional(),
  /** MSG91's API; tests may point it at a fake (SMS_PROVIDER=fake-msg91 starts its own). */
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
  /** Shared secret in the delivery-report URL the provider calls. At least 32 characters. */
  SMS_DELIVERY_REPORT_SECRET: z.string().min(32).optional(),
  ...smsTemplateSettings(),
});

/**
 * One setting per message kind: the provider's id of its DLT-registered template, in English;
 * the same name ending _HI or _GU names its Hindi or Gujarati template (optional: a kind without
 * one is sent in English).
 */
function smsTemplateSettings() {
  type TemplateEnv = (typeof SMS_KINDS)[SmsKind]['templateEnv'];
  type LocalizedEnv = `${TemplateEnv}_${'HI' | 'GU'}`;
  const setting = z.string().min(1).optional();
  return Object.fromEntries(
    smsKindNames.flatMap((kind) => {
      const name = SMS_KINDS[kind].templateEnv;
      return [name, `${name}_HI`, `${name}_GU`].map((env) => [env, setting]);
    }),
  ) as Record<TemplateEnv | LocalizedEnv, typeof setting>;
}

/** The templates of each kind by language, from the settings (English always; others if set). */
function templatesFrom(
  env: Env,
  english: (kind: SmsKind) => string,
): Record<SmsKind, Partial<Record<Language, string>>> {
  return Object.fromEntries(
    smsKindNames.map((kind) => {
      const name = SMS_KINDS[kind].templateEnv;
      const templates: Partial<Record<Language, string>> = { en: english(kind) };
      if (env[`${name}_HI`]) templates.hi = env[`${name}_HI`];
      if (env[`${name}_GU`]) templates.gu = env[`${name}_GU`];
      return [kind, templates];
    }),
  ) as Record<SmsKind, Partial<Record<Language, string>>>;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  demoMode: boolean;
  appSecret: string;
  aadhaarHmacKey: string;
  publicOrigin: string | undefined;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  rateLimitRouteScale?: number;
  /** Every background job on this schedule instead of its own (JOB_SCHEDULE_MINUTES; tests). */
  jobScheduleMinutes?: number | undefined;
  logLevel: string;
  webDistDir: string | undefined;
  homeVideoUrl: string | undefined;
  officeMapEmbedUrl: string | undefined;
  payment: PaymentConfig;
  metricsToken?: string | undefined;
  auditRetentionMonths: number;
  sms: SmsConfig;
}

/** Where the data is: all the backup and restore commands need, so they ask for no secrets. */
export type StorageConfig = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databasePoolSize'>;

export function loadStorageConfig(source: NodeJS.ProcessEnv = process.env): StorageConfig {
  const parsed = envSchema
    .pick({ DATA_DIR: true, DATABASE_URL: true, DATABASE_POOL_SIZE: true })
    .safeParse(source);
  if (!parsed.success) throw invalidEnvironment(parsed.error);
  return {
    dataDir: path.resolve(parsed.data.DATA_DIR),
    databaseUrl: parsed.data.DATABASE_URL,
    databasePoolSize: parsed.data.DATABASE_POOL_SIZE,
  };
}

export interface Msg91Config {
  authKey: string;
  senderId: string;
  baseUrl: string;
  /** The provider's template id of each message kind, by language (always English). */
  templates: Record<SmsKind, Partial<Record<Language, string>>>;
}

/**
 * fake-msg91 has MSG91's settings but no base URL: the fake is started on a free loopback port
 * and the adapter pointed at it then (modules/messaging/select-provider.ts).
 */
export type SmsConfig = { deliveryReportSecret: string } & (
  | { provider: 'outbox' }
  | ({ provider: 'msg91' } & Msg91Config)
  | ({ provider: 'fake-msg91' } & Omit<Msg91Config, 'baseUrl'>)
);

export type PaymentConfig =
  | { gateway: 'sandbox'; merchantId: string; merchantKey: string; website: string }
  | {
      gateway: 'paytm';
      merchantId: string;
      merchantKey: string;
      website: string;
      environment: 'staging' | 'production';
    };

/** The demo's sender id with the local fake of MSG91 (a real one is registered with DLT). */
export const FAKE_MSG91_SENDER_ID = 'CCDEMO';

export class ConfigError extends Error {}

function invalidEnvironment(error: z.ZodError): ConfigError {
  const problems = error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  return new ConfigError(`Invalid environment: ${problems.join('; ')}`);
}

/**
 * Outside production a missing secret is generated once and kept in the data directory, so
 * sessions and keyed hashes survive a restart. Production refuses to start without them.
 */
function developmentSecrets(dataDir: string): { appSecret: string; aadhaarHmacKey: string } {
  const file = path.join(dataDir, '.dev-secrets.json');
  if (existsSync(file)) {
    return JSON.parse(readFileSync(file, 'utf8')) as { appSecret: string; aadhaarHmacKey: string };
  }
  const secrets = {
    appSecret: randomBytes(32).toString('hex'),
    aadhaarHmacKey: randomBytes(32).toString('hex'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw invalidEnvironment(parsed.error);
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);

  if (isProduction) {
    const missing = [
      !env.DATABASE_URL && 'DATABASE_URL',
      !env.APP_SECRET && 'APP_SECRET',
      !env.AADHAAR_HMAC_KEY && 'AADHAAR_HMAC_KEY',
      !env.PUBLIC_ORIGIN && 'PUBLIC_ORIGIN',
      env.PAYMENT_GATEWAY !== 'paytm' && 'PAYMENT_GATEWAY=paytm (the sandbox takes no money)',
      env.PAYMENT_GATEWAY === 'paytm' && !env.PAYTM_MID && 'PAYTM_MID',
      env.PAYMENT_GATEWAY === 'paytm' && !env.PAYTM_MERCHANT_KEY && 'PAYTM_MERCHANT_KEY',
      env.SMS_PROVIDER !== 'msg91' &&
        'SMS_PROVIDER=msg91 (the outbox and the local fake send nothing)',
      ...(env.SMS_PROVIDER === 'msg91' ? missingMsg91Settings(env) : []),
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(`Production needs these environment variables: ${missing.join(', ')}`);
    }
    if (env.JOB_SCHEDULE_MINUTES !== undefined) {
      throw new ConfigError('JOB_SCHEDULE_MINUTES is for tests only and refused in production');
    }
  }
  const secrets =
    env.APP_SECRET && env.AADHAAR_HMAC_KEY
      ? { appSecret: env.APP_SECRET, aadhaarHmacKey: env.AADHAAR_HMAC_KEY }
      : { ...developmentSecrets(dataDir), ...definedSecrets(env) };

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    // Demo accounts never exist in production, whatever DEMO_MODE says.
    demoMode: isProduction ? false : (env.DEMO_MODE ?? true),
    appSecret: secrets.appSecret,
    aadhaarHmacKey: secrets.aadhaarHmacKey,
    publicOrigin: env.PUBLIC_ORIGIN?.replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    rateLimitRouteScale: env.NODE_ENV === 'production' ? 1 : env.RATE_LIMIT_ROUTE_SCALE,
    jobScheduleMinutes: env.JOB_SCHEDULE_MINUTES,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR,
    homeVideoUrl: env.HOME_VIDEO_URL,
    officeMapEmbedUrl: env.OFFICE_MAP_EMBED_URL,
    payment: paymentConfig(env, secrets.appSecret),
    metricsToken: env.METRICS_TOKEN,
    auditRetentionMonths: env.AUDIT_RETENTION_MONTHS,
    // The local fake of MSG91 by default outside production; production must choose msg91.
    sms: smsConfig(env.SMS_PROVIDER ?? 'fake-msg91', env, secrets.appSecret),
  };
}

type Env = z.infer<typeof envSchema>;

function missingMsg91Settings(env: Env): string[] {
  const names = [
    'MSG91_AUTH_KEY',
    'MSG91_SENDER_ID',
    'SMS_DELIVERY_REPORT_SECRET',
    ...smsKindNames.map((kind) => SMS_KINDS[kind].templateEnv),
  ] as const;
  return names.filter((name) => !env[name]);
}

function smsConfig(
  provider: NonNullable<Env['SMS_PROVIDER']>,
  env: Env,
  appSecret: string,
): SmsConfig {
  if (provider === 'msg91') {
    const missing = missingMsg91Settings(env);
    if (missing.length > 0) {
      throw new ConfigError(`SMS_PROVIDER=msg91 needs ${missing.join(', ')}`);
    }
    return {
      provider: 'msg91',
      authKey: env.MSG91_AUTH_KEY!,
      senderId: env.MSG91_SENDER_ID!,
      baseUrl: env.MSG91_BASE_URL,
      deliveryReportSecret: env.SMS_DELIVERY_REPORT_SECRET!,
      templates: templatesFrom(env, (kind) => env[SMS_KINDS[kind].templateEnv]!),
    };
  }
  // Keys of their own, derived from the app secret as the payment sandbox's merchant key is: the
  // fake calls the delivery-report route with this secret, as MSG91 would with the real one.
  const derived = (purpose: string) =>
    createHash('sha256').update(`${purpose}:${appSecret}`).digest('hex');
  const deliveryReportSecret = env.SMS_DELIVERY_REPORT_SECRET ?? derived('sms-delivery-reports');
  if (provider === 'fake-msg91') {
    return {
      provider: 'fake-msg91',
      authKey: derived('fake-msg91-authkey').slice(0, 24),
      senderId: FAKE_MSG91_SENDER_ID,
      deliveryReportSecret,
      // The fake knows every kind in every language.
      templates: Object.fromEntries(
        smsKindNames.map((kind) => [
          kind,
          Object.fromEntries(
            LANGUAGE_CODES.map((language) => [
              language,
              language === 'en' ? `demo-${kind}` : `demo-${kind}-${language}`,
            ]),
          ),
        ]),
      ) as Record<SmsKind, Partial<Record<Language, string>>>,
    };
  }
  // The outbox needs no reports, but the route stays testable with a secret of its own.
  return { provider: 'outbox', deliveryReportSecret };
}

function paymentConfig(env: Env, appSecret: string): PaymentConfig {
  if (env.PAYMENT_GATEWAY === 'paytm') {
    if (!env.PAYTM_MID || !env.PAYTM_MERCHANT_KEY) {
      throw new ConfigError('PAYMENT_GATEWAY=paytm needs PAYTM_MID and PAYTM_MERCHANT_KEY');
    }
    return {
      gateway: 'paytm',
      merchantId: env.PAYTM_MID,
      merchantKey: env.PAYTM_MERCHANT_KEY,
      website: env.PAYTM_WEBSITE,
      environment: env.PAYTM_ENVIRONMENT,
    };
  }
  // The sandbox signs with a key of its own, derived from the app secret.
  const merchantKey = createHash('sha256')
    .update(`sandbox-merchant:${appSecret}`)
    .digest('hex')
    .slice(0, 16);
  return { gateway: 'sandbox', merchantId: 'PORTALSANDBOX0001', merchantKey, website: 'SANDBOX' };
}

function definedSecrets(env: z.infer<typeof envSchema>) {
  return {
    ...(env.APP_SECRET ? { appSecret: env.APP_SECRET } : {}),
    ...(env.AADHAAR_HMAC_KEY ? { aadhaarHmacKey: env.AADHAAR_HMAC_KEY } : {}),
  };
}
