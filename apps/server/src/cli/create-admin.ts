import { createInterface } from 'node:readline/promises';
import { z } from 'zod';
import { mobileNumber, newPassword } from '@portal/shared';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { databaseTarget } from '../db/prepare';
import { seedStartingData } from '../db/seed/starting-data';
import { createPlainUser } from '../modules/accounts/service';
import { runCommand } from './run-command';

const adminInput = z.object({
  mobileNumber,
  password: newPassword,
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().max(100),
});

/**
 * npm run create-admin: makes a super admin. Reads ADMIN_MOBILE, ADMIN_PASSWORD, ADMIN_FIRST_NAME
 * and ADMIN_LAST_NAME from the environment, or asks for them.
 */
async function main() {
  const config = loadConfig();
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const ask = async (name: string, question: string) =>
    process.env[name] ?? (await prompt.question(question));
  const input = adminInput.parse({
    mobileNumber: await ask('ADMIN_MOBILE', 'Mobile number (10 digits): '),
    password: await ask('ADMIN_PASSWORD', 'Password: '),
    firstName: await ask('ADMIN_FIRST_NAME', 'First name: '),
    lastName: await ask('ADMIN_LAST_NAME', 'Last name: '),
  });
  prompt.close();
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    await seedStartingData(database.db);
    const user = await createPlainUser(database.db, { ...input, userType: 'super_admin' });
    console.log(`Super admin created with id ${user.id} for mobile ${user.mobileNumber}.`);
  } finally {
    await database.close();
  }
}

runCommand(main);
