import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { databaseTarget } from '../db/prepare';
import { seedDemoData } from '../db/seed/demo';
import { seedStartingData } from '../db/seed/starting-data';
import { runCommand } from './run-command';

/** npm run db:seed-demo: adds the demo accounts (never in production). */
async function main() {
  const config = loadConfig();
  if (config.isProduction) throw new Error('Demo accounts are never created in production.');
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    await seedStartingData(database.db);
    const created = await seedDemoData(database.db);
    console.log(
      created ? 'Demo accounts created (password Demo@1234).' : 'Demo accounts already exist.',
    );
  } finally {
    await database.close();
  }
}

runCommand(main);
