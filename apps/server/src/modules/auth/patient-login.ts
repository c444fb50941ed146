import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { patients } from '../../db/schema';
import { isUniqueViolation } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import { findUserByMobile, insertUser } from '../accounts/repository';
import { recordAudit } from '../audit/repository';

/**
 * A password hash no password matches: it is not argon2's format, so checking one fails (and
 * making it costs no hashing time a caller could measure). The reset with a code replaces it.
 */
const noPasswordYet = () => `unset:${randomToken()}`;

/**
 * The login of a patient a hospital registered: their record has the number but no login, so
 * neither the sign-in nor the reset code could reach them, and the questionnaires assigned to
 * them, their appointments and their reminders stayed out of their hands. The first reset code
 * asked for their number makes the login (its password unknown to anyone until the code sets
 * it) and ties the record to it. Answers the number's login, or undefined when it has none and
 * no record of a patient holds it.
 */
export async function loginForPatientRecord(db: Executor, mobileNumber: string, ip: string) {
  const [record] = await db
    .select({
      id: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      email: patients.email,
      patientType: patients.patientType,
    })
    .from(patients)
    .where(and(eq(patients.mobileNumber, mobileNumber), isNull(patients.userId)))
    .limit(1);
  // None without a login: none at all, or one tied a moment ago by a code asked at the same
  // time (its login is the number's now).
  if (!record) return findUserByMobile(db, mobileNumber);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        mobileNumber,
        passwordHash: noPasswordYet(),
        firstName: record.firstName,
        lastName: record.lastName,
        email: record.email,
        userType: record.patientType,
      });
      const tied = await tx
        .update(patients)
        .set({ userId: user.id })
        .where(and(eq(patients.id, record.id), isNull(patients.userId)))
        .returning({ id: patients.id });
      // Tied to another login meanwhile: that one is the number's (the unique number decides).
      if (tied.length === 0) throw new LoginMadeElsewhere();
      await recordAudit(tx, {
        actorUserId: user.id,
        action: 'auth.patient_login_created',
        entity: 'patient',
        entityId: record.id,
        ip,
      });
      return user;
    });
  } catch (error) {
    if (
      error instanceof LoginMadeElsewhere ||
      isUniqueViolation(error, 'users_mobile_number_unique')
    )
      return findUserByMobile(db, mobileNumber);
    throw error;
  }
}

class LoginMadeElsewhere extends Error {}
