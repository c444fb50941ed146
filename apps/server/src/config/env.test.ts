import { mkdtempSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadStorageConfig } from './env';

const SECRET = 's'.repeat(32);
const AADHAAR_KEY = 'k'.repeat(32);

const TEMPLATE_SETTINGS = {
  SMS_TEMPLATE_OTP: 'tpl-otp',
  SMS_TEMPLATE_MOBILE_CHANGE_CODE: 'tpl-mobile-change-code',
  SMS_TEMPLATE_MOBILE_CHANGED_NOTICE: 'tpl-mobile-changed-notice',
  SMS_TEMPLATE_MOBILE_NOW_LOGIN: 'tpl-mobile-now-login',
  SMS_TEMPLATE_MEMBER_INVITED: 'tpl-member-invited',
  SMS_TEMPLATE_MEMBER_ACCOUNT_CREATED: 'tpl-member-account-created',
  SMS_TEMPLATE_APPOINTMENT_REMINDER: 'tpl-appointment-reminder',
};
const MSG91_SETTINGS = {
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'auth-key-from-msg91',
  MSG91_SENDER_ID: 'CCPRTL',
  SMS_DELIVERY_REPORT_SECRET: 'r'.repeat(32),
  ...TEMPLATE_SETTINGS,
};

const production = (overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://portal:pw@db.internal:5432/portal',
  APP_SECRET: SECRET,
  AADHAAR_HMAC_KEY: AADHAAR_KEY,
  PUBLIC_ORIGIN: 'https://portal.example.in',
  PAYMENT_GATEWAY: 'paytm',
  PAYTM_MID: 'PORTAL00000000000001',
  PAYTM_MERCHANT_KEY: 'm'.repeat(16),
  ...MSG91_SETTINGS,
  ...overrides,
});

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError, but loadConfig succeeded');
}

describe('loadConfig in production', () => {
  it('refuses to start without any of the four required settings, naming them all', () => {
    const error = configError(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }));
    for (const name of ['DATABASE_URL', 'APP_SECRET', 'AADHAAR_HMAC_KEY', 'PUBLIC_ORIGIN']) {
      expect(error.message).toContain(name);
    }
  });

  it.each(['DATABASE_URL', 'APP_SECRET', 'AADHAAR_HMAC_KEY', 'PUBLIC_ORIGIN'])(
    'refuses to start when only %s is missing',
    (name) => {
      const error = configError(() =>
        loadConfig(production({ [name]: undefined, DATA_DIR: dataDir })),
      );
      expect(error.message).toContain(name);
    },
  );

  it('does not invent secrets in the data directory', () => {
    configError(() => loadConfig(production({ APP_SECRET: undefined, DATA_DIR: dataDir })));
    expect(existsSync(path.join(dataDir, '.dev-secrets.json'))).toBe(false);
  });

  it('refuses secrets shorter than 32 characters', () => {
    const error = configError(() =>
      loadConfig(production({ APP_SECRET: 'short', DATA_DIR: dataDir })),
    );
    expect(error.message).toContain('APP_SECRET');
    configError(() =>
      loadConfig(production({ AADHAAR_HMAC_KEY: 'k'.repeat(31), DATA_DIR: dataDir })),
    );
  });

  it('starts with every setting, using the given secrets', () => {
    const config = loadConfig(production({ DATA_DIR: dataDir }));
    expect(config.isProduction).toBe(true);
    expect(config.env).toBe('production');
    expect(config.appSecret).toBe(SECRET);
    expect(config.aadhaarHmacKey).toBe(AADHAAR_KEY);
    expect(config.databaseUrl).toBe('postgres://portal:pw@db.internal:5432/portal');
    expect(config.publicOrigin).toBe('https://portal.example.in');
  });

  it.each(['true', '1', 'false', undefined])('forces demo mode off (DEMO_MODE=%s)', (demo) => {
    expect(loadConfig(production({ DEMO_MODE: demo, DATA_DIR: dataDir })).demoMode).toBe(false);
  });

  it('refuses the sandbox payment gateway, which takes no money', () => {
    const error = configError(() =>
      loadConfig(production({ PAYMENT_GATEWAY: 'sandbox', DATA_DIR: dataDir })),
    );
    expect(error.message).toContain('PAYMENT_GATEWAY');
  });

  it.each(['PAYTM_MID', 'PAYTM_MERCHANT_KEY'])('refuses Paytm without %s', (name) => {
    const error = configError(() =>
      loadConfig(production({ [name]: undefined, DATA_DIR: dataDir })),
    );
    expect(error.message).toContain(name);
  });

  it.each([undefined, 'outbox', 'fake-msg91'])(
    'refuses SMS_PROVIDER=%s, which sends nothing, asking for msg91',
    (provider) => {
      const error = configError(() =>
        loadConfig(production({ SMS_PROVIDER: provider, DATA_DIR: dataDir })),
      );
      expect(error.message).toContain('SMS_PROVIDER=msg91');
    },
  );

  it('refuses an SMS provider it does not know, naming the setting', () => {
    const error = configError(() =>
      loadConfig(production({ SMS_PROVIDER: 'twilio', DATA_DIR: dataDir })),
    );
    expect(error.message).toContain('SMS_PROVIDER');
  });

  it.each([
    'MSG91_AUTH_KEY',
    'MSG91_SENDER_ID',
    'SMS_DELIVERY_REPORT_SECRET',
    ...Object.keys(TEMPLATE_SETTINGS),
  ])('refuses MSG91 without %s', (name) => {
    const error = configError(() =>
      loadConfig(production({ [name]: undefined, DATA_DIR: dataDir })),
    );
    expect(error.message).toContain(name);
  });

  it('refuses a delivery-report secret shorter than 32 characters', () => {
    const error = configError(() =>
      loadConfig(production({ SMS_DELIVERY_REPORT_SECRET: 'short', DATA_DIR: dataDir })),
    );
    expect(error.message).toContain('SMS_DELIVERY_REPORT_SECRET');
  });

  it('reads the MSG91 settings, a template id per message kind, and the real API by default', () => {
    const { sms } = loadConfig(production({ DATA_DIR: dataDir }));
    expect(sms).toEqual({
      provider: 'msg91',
      authKey: 'auth-key-from-msg91',
      senderId: 'CCPRTL',
      baseUrl: 'https://control.msg91.com',
      deliveryReportSecret: 'r'.repeat(32),
      templates: {
        otp: { en: 'tpl-otp' },
        mobile_change_code: { en: 'tpl-mobile-change-code' },
        mobile_changed_notice: { en: 'tpl-mobile-changed-notice' },
        mobile_now_login: { en: 'tpl-mobile-now-login' },
        member_invited: { en: 'tpl-member-invited' },
        member_account_created: { en: 'tpl-member-account-created' },
        appointment_reminder: { en: 'tpl-appointment-reminder' },
      },
    });
  });

  it('reads a Hindi or Gujarati template of a kind where one is set, and only there', () => {
    const { sms } = loadConfig(
      production({
        DATA_DIR: dataDir,
        SMS_TEMPLATE_OTP_HI: 'tpl-otp-hi',
        SMS_TEMPLATE_OTP_GU: 'tpl-otp-gu',
        SMS_TEMPLATE_MEMBER_INVITED_GU: 'tpl-member-invited-gu',
      }),
    );
    if (sms.provider !== 'msg91') throw new Error('expected MSG91');
    expect(sms.templates.otp).toEqual({ en: 'tpl-otp', hi: 'tpl-otp-hi', gu: 'tpl-otp-gu' });
    expect(sms.templates.member_invited).toEqual({
      en: 'tpl-member-invited',
      gu: 'tpl-member-invited-gu',
    });
    expect(sms.templates.mobile_now_login).toEqual({ en: 'tpl-mobile-now-login' });
  });

  it('drops a trailing slash of the public origin, so the origin check compares like with like', () => {
    const config = loadConfig(
      production({ PUBLIC_ORIGIN: 'https://portal.example.in/', DATA_DIR: dataDir }),
    );
    expect(config.publicOrigin).toBe('https://portal.example.in');
  });

  it('refuses JOB_SCHEDULE_MINUTES, which is for tests only', () => {
    const error = configError(() =>
      loadConfig(production({ JOB_SCHEDULE_MINUTES: '1', DATA_DIR: dataDir })),
    );
    expect(error.message).toContain('JOB_SCHEDULE_MINUTES');
  });
});

describe('loadConfig outside production', () => {
  it('keeps each job on its own schedule unless JOB_SCHEDULE_MINUTES says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).jobScheduleMinutes).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, JOB_SCHEDULE_MINUTES: '1' }).jobScheduleMinutes).toBe(1);
    configError(() => loadConfig({ DATA_DIR: dataDir, JOB_SCHEDULE_MINUTES: '0' }));
  });

  it('sends SMS through the local fake of MSG91 by default, with demo settings derived from the app secret', () => {
    const { sms } = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, APP_SECRET: SECRET });
    expect(sms).toEqual({
      provider: 'fake-msg91',
      authKey: expect.stringMatching(/^[0-9a-f]{24}$/),
      senderId: 'CCDEMO',
      deliveryReportSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
      // The fake knows every kind in every language.
      templates: Object.fromEntries(
        [
          'otp',
          'mobile_change_code',
          'mobile_changed_notice',
          'mobile_now_login',
          'member_invited',
          'member_account_created',
          'appointment_reminder',
        ].map((kind) => [
          kind,
          { en: `demo-${kind}`, hi: `demo-${kind}-hi`, gu: `demo-${kind}-gu` },
        ]),
      ),
    });
    if (sms.provider !== 'fake-msg91') throw new Error('expected the fake');
    expect(sms.deliveryReportSecret).not.toContain(SECRET);
    expect(sms.authKey).not.toBe(sms.deliveryReportSecret.slice(0, 24));

    // The same app secret gives the same keys (a restart keeps reports valid); another, others.
    const again = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_SECRET: SECRET }).sms;
    expect(again).toEqual(sms);
    const other = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      APP_SECRET: 'o'.repeat(32),
    });
    expect(other.sms.deliveryReportSecret).not.toBe(sms.deliveryReportSecret);
    expect(other.sms).toMatchObject({ provider: 'fake-msg91' });
    expect((other.sms as { authKey: string }).authKey).not.toBe(sms.authKey);
  });

  it('takes a given delivery-report secret with the local fake', () => {
    const { sms } = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      SMS_PROVIDER: 'fake-msg91',
      SMS_DELIVERY_REPORT_SECRET: 'r'.repeat(32),
    });
    expect(sms).toMatchObject({ provider: 'fake-msg91', deliveryReportSecret: 'r'.repeat(32) });
  });

  it('keeps SMS in the outbox when asked, with a delivery-report secret of its own', () => {
    const { sms } = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      SMS_PROVIDER: 'outbox',
    });
    expect(sms).toEqual({
      provider: 'outbox',
      deliveryReportSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('refuses MSG91 without its settings, and points it at another base URL when told', () => {
    const error = configError(() =>
      loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, SMS_PROVIDER: 'msg91' }),
    );
    expect(error.message).toContain('MSG91_AUTH_KEY');
    const { sms } = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      ...MSG91_SETTINGS,
      MSG91_BASE_URL: 'http://127.0.0.1:4010',
    });
    expect(sms).toMatchObject({ provider: 'msg91', baseUrl: 'http://127.0.0.1:4010' });
  });

  it('creates secrets once in DATA_DIR and reads the same ones on the next start', () => {
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const file = path.join(dataDir, '.dev-secrets.json');
    expect(existsSync(file)).toBe(true);
    expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.aadhaarHmacKey.length).toBeGreaterThanOrEqual(32);
    expect(first.appSecret).not.toBe(first.aadhaarHmacKey);

    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(second.appSecret).toBe(first.appSecret);
    expect(second.aadhaarHmacKey).toBe(first.aadhaarHmacKey);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      appSecret: first.appSecret,
      aadhaarHmacKey: first.aadhaarHmacKey,
    });
  });

  it('keeps the secrets file readable by the owner only', () => {
    loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const mode = statSync(path.join(dataDir, '.dev-secrets.json')).mode & 0o777;
    expect(mode & 0o077).toBe(0);
  });

  it('gives another data directory other secrets', () => {
    const otherDir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
    try {
      const one = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
      const two = loadConfig({ NODE_ENV: 'development', DATA_DIR: otherDir });
      expect(two.appSecret).not.toBe(one.appSecret);
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('creates a data directory that does not exist yet', () => {
    const nested = path.join(dataDir, 'a', 'b');
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: nested });
    expect(config.dataDir).toBe(path.resolve(nested));
    expect(existsSync(path.join(nested, '.dev-secrets.json'))).toBe(true);
  });

  it('prefers a secret given in the environment over the generated one', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, APP_SECRET: SECRET });
    expect(config.appSecret).toBe(SECRET);
    expect(config.aadhaarHmacKey.length).toBeGreaterThanOrEqual(32);
    expect(config.aadhaarHmacKey).not.toBe(SECRET);
  });

  it('turns demo mode on by default and off when asked', () => {
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).demoMode).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, DEMO_MODE: 'false' }).demoMode,
    ).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, DEMO_MODE: '0' }).demoMode,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_MODE: 'true' }).demoMode).toBe(
      true,
    );
  });

  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.env).toBe('development');
    expect(config.isProduction).toBe(false);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.logLevel).toBe('info');
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', 'abc'],
    ['NODE_ENV', 'staging'],
    ['DATABASE_URL', 'not a url'],
    ['PUBLIC_ORIGIN', 'portal.example.in'],
    ['DEMO_MODE', 'yes'],
    ['LOG_LEVEL', 'verbose'],
  ])('refuses %s=%s with a ConfigError naming it', (name, value) => {
    const error = configError(() => loadConfig({ DATA_DIR: dataDir, [name]: value }));
    expect(error.message).toContain(name);
  });
});

describe('loadStorageConfig (backup and restore)', () => {
  it('asks for no secrets, even in production', () => {
    const storage = loadStorageConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(storage).toEqual({ dataDir, databaseUrl: undefined, databasePoolSize: 10 });
    expect(existsSync(path.join(dataDir, '.dev-secrets.json'))).toBe(false);
  });

  it('picks PostgreSQL from DATABASE_URL and refuses a malformed one', () => {
    const url = 'postgres://portal:pw@db.internal:5432/portal';
    expect(loadStorageConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    const error = configError(() => loadStorageConfig({ DATABASE_URL: 'not a url' }));
    expect(error.message).toContain('DATABASE_URL');
  });
});

describe('METRICS_TOKEN', () => {
  it('is optional in production and in development', () => {
    expect(loadConfig(production({ DATA_DIR: dataDir })).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir }).metricsToken).toBeUndefined();
  });

  it('is read when set', () => {
    const token = 't'.repeat(24);
    expect(loadConfig(production({ DATA_DIR: dataDir, METRICS_TOKEN: token })).metricsToken).toBe(
      token,
    );
  });

  it('refuses a token shorter than 16 characters, naming it', () => {
    const error = configError(() =>
      loadConfig(production({ DATA_DIR: dataDir, METRICS_TOKEN: 'short' })),
    );
    expect(error.message).toContain('METRICS_TOKEN');
  });
});
