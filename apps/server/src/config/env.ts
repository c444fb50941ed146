import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DEMO_MODE: booleanFlag.optional(),
  /** Key for HMACs (OTP codes, reset tokens). At least 32 characters. */
  APP_SECRET: z.string().min(32).optional(),
  /** Key for the Aadhaar HMAC; kept outside the database. At least 32 characters. */
  AADHAAR_HMAC_KEY: z.string().min(32).optional(),
  /** The address people use, e.g. https://portal.example.in; requests from any other origin are refused. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /** Embeddable video for the home page (e.g. https://www.youtube-nocookie.com/embed/ID); a poster without it. */
  HOME_VIDEO_URL: z.string().url().optional(),
  /** Embeddable map of the office for the contact page; an address card without it. */
  OFFICE_MAP_EMBED_URL: z.string().url().optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demoMode: boolean;
  appSecret: string;
  aadhaarHmacKey: string;
  publicOrigin: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  webDistDir: string | undefined;
  homeVideoUrl: string | undefined;
  officeMapEmbedUrl: string | undefined;
}

export class ConfigError extends Error {}

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
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);

  if (isProduction) {
    const missing = [
      !env.DATABASE_URL && 'DATABASE_URL',
      !env.APP_SECRET && 'APP_SECRET',
      !env.AADHAAR_HMAC_KEY && 'AADHAAR_HMAC_KEY',
      !env.PUBLIC_ORIGIN && 'PUBLIC_ORIGIN',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(`Production needs these environment variables: ${missing.join(', ')}`);
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
    // Demo accounts never exist in production, whatever DEMO_MODE says.
    demoMode: isProduction ? false : (env.DEMO_MODE ?? true),
    appSecret: secrets.appSecret,
    aadhaarHmacKey: secrets.aadhaarHmacKey,
    publicOrigin: env.PUBLIC_ORIGIN?.replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR,
    homeVideoUrl: env.HOME_VIDEO_URL,
    officeMapEmbedUrl: env.OFFICE_MAP_EMBED_URL,
  };
}

function definedSecrets(env: z.infer<typeof envSchema>) {
  return {
    ...(env.APP_SECRET ? { appSecret: env.APP_SECRET } : {}),
    ...(env.AADHAAR_HMAC_KEY ? { aadhaarHmacKey: env.AADHAAR_HMAC_KEY } : {}),
  };
}
