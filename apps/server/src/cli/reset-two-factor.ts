import { createInterface } from 'node:readline/promises';
import { mobileNumber } from '@portal/shared';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { databaseTarget } from '../db/prepare';
import { findUserByMobile } from '../modules/accounts/repository';
import { resetTwoFactorByOperator } from '../modules/auth/two-factor';
import { runCommand } from './run-command';

/**
 * npm run reset-two-factor: turns two-factor sign-in off for one account whose owner lost both
 * the phone and the recovery codes, and ends its sessions. Reads RESET_MOBILE from the
 * environment, or asks for it. Check who is asking before running it: it is audited.
 */
async function main() {
  const config = loadConfig();
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const mobile = mobileNumber.parse(
    process.env.RESET_MOBILE ?? (await prompt.question('Mobile number of the account: ')),
  );
  prompt.close();
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    const user = await findUserByMobile(database.db, mobile);
    if (!user) throw new Error(`No account has the mobile number ${mobile}.`);
    const reset = await resetTwoFactorByOperator(database.db, user.id);
    console.log(
      reset
        ? `Two-factor sign-in is off for ${mobile}; its sessions have ended. It signs in with the password and can set it up again.`
        : `The account ${mobile} has no two-factor sign-in: nothing changed.`,
    );
  } finally {
    await database.close();
  }
}

runCommand(main);
