import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@portal/shared';
import type { Database, Executor } from '../../db/client';
import { runNamed } from '../../db/prepared';
import { doctors, hospitalServiceLinks, hospitals, patients, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type NewHospital = typeof hospitals.$inferInsert;
export type NewDoctor = typeof doctors.$inferInsert;

export async function findUserByMobile(
  db: Executor,
  mobileNumber: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobileNumber, mobileNumber)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * A mobile number is taken when a login or a patient record has it (the spec's duplicate check).
 * A person changing their own number does not collide with their own login or record.
 */
export async function mobileNumberTaken(
  db: Executor,
  mobileNumber: string,
  except: { userId?: number | null; patientId?: number | null } = {},
): Promise<boolean> {
  const [login] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.mobileNumber, mobileNumber),
        except.userId ? ne(users.id, except.userId) : undefined,
      ),
    )
    .limit(1);
  if (login) return true;
  const [patient] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(
      and(
        eq(patients.mobileNumber, mobileNumber),
        except.patientId ? ne(patients.id, except.patientId) : undefined,
        except.userId ? or(isNull(patients.userId), ne(patients.userId, except.userId)) : undefined,
      ),
    )
    .limit(1);
  return patient !== undefined;
}

/** Moves a login to another mobile number (the caller checked that it is free). */
export async function setUserMobileNumber(db: Executor, userId: number, mobileNumber: string) {
  await db.update(users).set({ mobileNumber }).where(eq(users.id, userId));
}

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function insertHospital(db: Executor, hospital: NewHospital, serviceIds: number[]) {
  const [row] = await db.insert(hospitals).values(hospital).returning({ id: hospitals.id });
  const hospitalId = row!.id;
  if (serviceIds.length > 0) {
    await db
      .insert(hospitalServiceLinks)
      .values([...new Set(serviceIds)].map((serviceId) => ({ hospitalId, serviceId })));
  }
  return hospitalId;
}

export async function insertDoctor(db: Executor, doctor: NewDoctor): Promise<number> {
  const [row] = await db.insert(doctors).values(doctor).returning({ id: doctors.id });
  return row!.id;
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * A user with their doctor, the hospital they work in (only while they are an active member of
 * it) and that hospital's subscription standing at a moment ($2): one statement, since every
 * request with a session runs it. Never the password hash. Written by hand and prepared once per
 * connection, so a request spends nothing on building or mapping it.
 */
const accountSelect = `
  select u.id, u.mobile_number as "mobileNumber", u.first_name as "firstName",
    u.last_name as "lastName", u.email, u.user_type as "userType",
    u.is_login_active as "isLoginActive", u.language,
    d.id as "doctorId", d.name as "doctorName", m.role as "memberRole",
    h.id as "hospitalId", h.name as "hospitalName",
    h.registration_no as "hospitalRegistrationNo", h.chief_admin_name as "chiefAdminName",
    coalesce(standing.active_packs, 0) as "activePacks",
    coalesce(standing.remaining_quota, 0) as "remainingQuota",
    tf.enabled_at is not null as "twoFactorEnabled"`;
const accountJoins = `
  left join two_factor_credentials tf on tf.user_id = u.id
  left join doctors d on d.user_id = u.id
  left join hospital_members m
    on m.doctor_id = d.id and m.hospital_id = d.current_hospital_id and m.status = 'active'
  left join hospitals h on h.id = m.hospital_id
  left join lateral (
    select count(*)::int as active_packs, coalesce(sum(hs.remaining_count), 0)::int as remaining_quota
    from hospital_subscriptions hs
    where hs.hospital_id = m.hospital_id and hs.activated_at <= $2 and hs.deactivates_at > $2
  ) standing on true`;

const accountByUser = {
  name: 'account_by_user',
  text: `${accountSelect} from users u ${accountJoins} where u.id = $1 limit 1`,
};
const accountBySession = {
  name: 'account_by_session',
  text: `${accountSelect}, s.id as "sessionId", s.last_seen_at as "lastSeenAt",
    s.expires_at as "expiresAt", s.revoked_at as "revokedAt"
  from sessions s join users u on u.id = s.user_id ${accountJoins}
  where s.token_hash = $1 limit 1`,
};

export interface Account {
  id: number;
  mobileNumber: string;
  firstName: string;
  lastName: string;
  email: string | null;
  userType: string;
  isLoginActive: boolean;
  language: string | null;
  doctorId: number | null;
  doctorName: string | null;
  memberRole: string | null;
  hospitalId: number | null;
  hospitalName: string | null;
  hospitalRegistrationNo: string | null;
  chiefAdminName: string | null;
  activePacks: number;
  remainingQuota: number;
  twoFactorEnabled: boolean;
}

export async function findAccount(
  db: Database,
  userId: number,
  at = new Date(),
): Promise<Account | undefined> {
  const [row] = await runNamed<Account>(db, accountByUser, [userId, at]);
  return row;
}

export interface SessionAccount extends Account {
  sessionId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** A session by its token hash, with its user's account, in one query. */
export async function findSessionAccount(
  db: Database,
  tokenHash: string,
  at: Date,
): Promise<SessionAccount | undefined> {
  const [row] = await runNamed<SessionAccount>(db, accountBySession, [tokenHash, at]);
  return row;
}

/** Keeps the language a person chose for every device they log in on. */
export async function updateLanguage(db: Executor, userId: number, language: Language) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** A self-registered person's login becomes usable once their programme is paid. */
export async function activateLogin(db: Executor, userId: number) {
  await db.update(users).set({ isLoginActive: true }).where(eq(users.id, userId));
}

/**
 * A name or number as two entries of the same one might differ: case, spaces, punctuation
 * ('GMC/12345' and 'gmc 12345'). The doctors' index on their registration number is built on this
 * expression (migration 0043), so a change here needs a migration too.
 */
const comparable = (value: SQL | string) =>
  sql`regexp_replace(lower(${value}), '[[:space:][:punct:]]+', '', 'g')`;

/**
 * Whether a hospital of this name is registered in this district already (a listed district by
 * its id, another country's by its name). Read from hospitals_district_name_idx's district part.
 */
export async function namesakeHospitalExists(
  db: Executor,
  name: string,
  area: {
    countryId: number;
    districtId: number | null;
    districtName: string | null;
  },
): Promise<boolean> {
  const inDistrict =
    area.districtId !== null
      ? eq(hospitals.districtId, area.districtId)
      : area.districtName !== null
        ? and(
            eq(hospitals.countryId, area.countryId),
            sql`lower(${hospitals.districtName}) = lower(${area.districtName})`,
          )
        : undefined;
  if (!inDistrict) return false;
  const [row] = await db
    .select({ id: hospitals.id })
    .from(hospitals)
    .where(and(inDistrict, sql`${comparable(sql`${hospitals.name}`)} = ${comparable(name)}`))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a doctor has this medical registration number already (a council gives each doctor one;
 * two accounts with it are one doctor twice, or someone using another's number). Read from
 * doctors_registration_no_idx.
 */
export async function registrationNoTaken(db: Executor, registrationNo: string): Promise<boolean> {
  const [row] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(sql`${comparable(sql`${doctors.registrationNo}`)} = ${comparable(registrationNo)}`)
    .limit(1);
  return row !== undefined;
}

/**
 * The first half of the two-number key of the locks on registration numbers (the attempts' locks
 * use 7301; the migrations and the job queue one-number keys).
 */
const REGISTRATION_NO_LOCK_CLASS = 7302;

/**
 * In a transaction, first thing: takes this registration number (written any way) until the
 * transaction ends, then says whether it is still free. Two accounts made at once with one number
 * take turns, so the second sees the first's doctor; the check before the transaction alone let
 * both through (the index on the number is not unique: doctors who registered before the rule may
 * share one).
 */
export async function claimRegistrationNo(tx: Executor, registrationNo: string): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${REGISTRATION_NO_LOCK_CLASS}, hashtext(${comparable(registrationNo)}))`,
  );
  return !(await registrationNoTaken(tx, registrationNo));
}
