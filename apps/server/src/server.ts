import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config/env';
import { prepareDatabase } from './db/prepare';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo';

async function main() {
  const config = loadConfig();
  const database = await prepareDatabase(config, (line) => console.log(line));
  const app = await buildApp({ config, db: database.db, startJobs: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = `http://localhost:${config.port}`;
  const lines = [
    '',
    `Cancer-care portal is running at ${address}`,
    `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `API documentation: ${address}/api/docs`,
    `SMS: ${smsLine(config.sms.provider)}`,
  ];
  if (config.demoMode) {
    lines.push(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.mobileNumber}  ${account.role}`);
  }
  console.log(lines.join('\n') + '\n');
}

function smsLine(provider: AppConfig['sms']['provider']): string {
  if (provider === 'msg91') return 'MSG91';
  if (provider === 'outbox') return 'kept in the outbox, nothing sent (SMS_PROVIDER=outbox)';
  return (
    'through the local fake of MSG91, nothing reaches a phone; numbers ending 9991 are refused, ' +
    '9992 undelivered, 9993 unanswered (SMS_PROVIDER=fake-msg91)'
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
