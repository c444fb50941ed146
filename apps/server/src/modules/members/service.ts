import {
  DEFAULT_DESIGNATION_ID,
  doctorName,
  message,
  messages,
  paths,
  type AddMemberRequest,
  type HospitalMember,
  type OwnMemberships,
  type Language,
} from '@portal/shared';
import type { AppConfig } from '../../config/env';
import type { Database, Executor } from '../../db/client';
import { errors, isUniqueViolation } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import {
  claimRegistrationNo,
  findUserByMobile,
  insertDoctor,
  insertUser,
  mobileNumberTaken,
  registrationNoTaken,
} from '../accounts/repository';
import { splitName } from '../accounts/service';
import { recordAudit } from '../audit/repository';
import { issueAccountInvite } from '../auth/service';
import { lookupsExist } from '../locations/repository';
import type { SmsSender } from '../messaging/sms';
import {
  OPEN_STATUSES,
  doctorMembershipRows,
  findDoctorById,
  passwordPending,
  findDoctorByUser,
  findMembership,
  hospitalMemberRows,
  hospitalName,
  insertMembership,
  latestOtherActiveHospital,
  lockHospital,
  setChiefAdminName,
  setCurrentHospital,
  setCurrentHospitalIfNone,
  updateMembership,
  type MembershipRow,
} from './repository';

export interface MemberDeps {
  db: Database;
  config: AppConfig;
  sms: SmsSender;
  now?: () => Date;
}

/** The chief admin acting on their hospital (the session's; never the request's). */
export interface AdminActor {
  userId: number;
  doctorId: number;
  hospitalId: number;
  ip: string;
}

/** A doctor acting on their own memberships. */
export interface DoctorActor {
  userId: number;
  doctorId: number;
  ip: string;
}

const clock = (deps: { now?: () => Date }) => deps.now?.() ?? new Date();
const isOpen = (row: MembershipRow | undefined): row is MembershipRow =>
  row !== undefined && OPEN_STATUSES.includes(row.status);
const auditMember = (
  db: Executor,
  actor: { userId: number; ip: string },
  action: string,
  hospitalId: number,
  doctorId: number,
  detail: Record<string, unknown> = {},
) =>
  recordAudit(db, {
    actorUserId: actor.userId,
    action: `member.${action}`,
    entity: 'hospital',
    entityId: hospitalId,
    ip: actor.ip,
    detail: { doctorId, ...detail },
  });

export async function listMembers(
  db: Executor,
  hospitalId: number,
  language: Language,
): Promise<HospitalMember[]> {
  const rows = await hospitalMemberRows(db, hospitalId, language);
  return rows.map((row) => ({
    doctorId: row.doctorId,
    name: row.name,
    specialityName: row.specialityName,
    registrationNo: row.registrationNo,
    mobileNumber: row.mobileNumber,
    role: row.role,
    status: row.status,
    since: (row.joinedAt ?? row.createdAt).toISOString(),
    passwordPending: row.passwordPending,
  }));
}

/**
 * The chief admin adds a doctor by mobile number. An existing doctor is invited (or joins at once
 * when they had asked to); a number without an account gets one, a membership, and an SMS with a
 * link to set the password, once the doctor's details come with it: asked without them, the
 * answer asks for them and nothing is done.
 */
export async function addMember(
  deps: MemberDeps,
  actor: AdminActor,
  input: AddMemberRequest,
  origin: string,
) {
  const existing = await findUserByMobile(deps.db, input.mobileNumber);
  if (existing) {
    if (existing.userType !== 'doctor')
      throw errors.conflictOn('member.notADoctor', 'mobileNumber');
    const doctor = await findDoctorByUser(deps.db, existing.id);
    if (!doctor) throw errors.conflictOn('member.notADoctor', 'mobileNumber');
    return inviteDoctor(deps, actor, { ...doctor, mobileNumber: existing.mobileNumber });
  }
  if (!input.newDoctor) {
    return {
      status: 'details_required' as const,
      accountCreated: false,
      message: message('member.detailsRequired'),
    };
  }
  return createMemberAccount(deps, actor, input.mobileNumber, input.newDoctor, origin);
}

async function inviteDoctor(
  deps: MemberDeps,
  actor: AdminActor,
  doctor: { id: number; name: string; mobileNumber: string },
) {
  const now = clock(deps);
  return deps.db.transaction(async (tx) => {
    const hospital = await lockHospital(tx, actor.hospitalId);
    const membership = await findMembership(tx, actor.hospitalId, doctor.id);
    if (membership?.status === 'active')
      throw errors.conflictOn('member.alreadyMember', 'mobileNumber');
    if (membership?.status === 'invited')
      throw errors.conflictOn('member.alreadyInvited', 'mobileNumber');
    if (membership?.status === 'requested') {
      await updateMembership(tx, actor.hospitalId, doctor.id, {
        status: 'active',
        joinedAt: now,
        changedBy: actor.userId,
      });
      await setCurrentHospitalIfNone(tx, doctor.id, actor.hospitalId);
      await auditMember(tx, actor, 'request_approved', actor.hospitalId, doctor.id);
      return {
        status: 'active' as const,
        accountCreated: false,
        message: message('member.requestAccepted', { name: doctorName(doctor.name) }),
      };
    }
    const invitation = { status: 'invited', changedBy: actor.userId, endedAt: null } as const;
    if (membership) {
      await updateMembership(tx, actor.hospitalId, doctor.id, {
        ...invitation,
        role: 'doctor',
        joinedAt: null,
        createdAt: now,
      });
    } else {
      await insertMembership(tx, {
        ...invitation,
        hospitalId: actor.hospitalId,
        doctorId: doctor.id,
        createdAt: now,
      });
    }
    await deps.sms.enqueue(tx, doctor.mobileNumber, {
      kind: 'member_invited',
      hospital: hospital?.name ?? '',
    });
    await auditMember(tx, actor, 'invited', actor.hospitalId, doctor.id);
    return {
      status: 'invited' as const,
      accountCreated: false,
      message: message('member.invited', { name: doctorName(doctor.name) }),
    };
  });
}

async function createMemberAccount(
  deps: MemberDeps,
  actor: AdminActor,
  mobileNumber: string,
  details: NonNullable<AddMemberRequest['newDoctor']>,
  origin: string,
) {
  const lookups = await lookupsExist(deps.db, {
    specialityId: details.specialityId,
    designationId: DEFAULT_DESIGNATION_ID,
    serviceIds: [],
  });
  if (!lookups.speciality) {
    throw errors.invalidFields([
      { path: 'newDoctor.specialityId', message: messages['doctor.specialityRequired'] },
    ]);
  }
  // A patient record may hold the number without a login: it is still taken.
  if (await mobileNumberTaken(deps.db, mobileNumber)) {
    throw errors.conflictOn('mobile.duplicate', 'mobileNumber');
  }
  if (await registrationNoTaken(deps.db, details.registrationNo)) {
    throw errors.conflictOn('member.registrationNoTaken', 'newDoctor.registrationNo');
  }
  // Nobody knows this password: the doctor sets their own through the SMS link.
  const passwordHash = await hashPassword(randomToken());
  const names = splitName(details.doctorName);
  const now = clock(deps);
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await claimRegistrationNo(tx, details.registrationNo))) {
        throw errors.conflictOn('member.registrationNoTaken', 'newDoctor.registrationNo');
      }
      const hospital = await lockHospital(tx, actor.hospitalId);
      const user = await insertUser(tx, {
        mobileNumber,
        passwordHash,
        firstName: names.firstName,
        lastName: names.lastName,
        email: details.email,
        userType: 'doctor',
      });
      const doctorId = await insertDoctor(tx, {
        userId: user.id,
        currentHospitalId: actor.hospitalId,
        name: details.doctorName,
        registrationNo: details.registrationNo,
        specialityId: details.specialityId,
        genderId: details.genderId,
        designationId: DEFAULT_DESIGNATION_ID,
        email: details.email,
      });
      await insertMembership(tx, {
        hospitalId: actor.hospitalId,
        doctorId,
        role: 'doctor',
        status: 'active',
        changedBy: actor.userId,
        createdAt: now,
        joinedAt: now,
      });
      const token = await issueAccountInvite(tx, user.id, now);
      const link = `${origin}${paths.setPassword.getHref(token)}`;
      await deps.sms.enqueue(tx, mobileNumber, {
        kind: 'member_account_created',
        hospital: hospital?.name ?? '',
        link,
      });
      await auditMember(tx, actor, 'account_created', actor.hospitalId, doctorId);
      return {
        status: 'active' as const,
        accountCreated: true,
        message: message('member.accountCreated', { name: doctorName(details.doctorName) }),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_mobile_number_unique'))
      throw errors.conflictOn('mobile.duplicate', 'mobileNumber');
    throw error;
  }
}

/** A member of this hospital (open membership), or 404 as for any other tenant's doctor. */
async function openMembership(db: Executor, hospitalId: number, doctorId: number) {
  const membership = await findMembership(db, hospitalId, doctorId);
  if (!isOpen(membership)) throw errors.notFound();
  return membership;
}

/** If the doctor was working in this hospital, they move to their latest other one (or none). */
async function leaveCurrentHospital(db: Executor, doctorId: number, hospitalId: number) {
  const doctor = await findDoctorById(db, doctorId);
  if (doctor?.currentHospitalId !== hospitalId) return;
  await setCurrentHospital(db, doctorId, await latestOtherActiveHospital(db, doctorId, hospitalId));
}

/** Removes a doctor (or withdraws their invitation); their patients' records stay. */
export async function removeMember(deps: MemberDeps, actor: AdminActor, doctorId: number) {
  return deps.db.transaction(async (tx) => {
    await lockHospital(tx, actor.hospitalId);
    const membership = await openMembership(tx, actor.hospitalId, doctorId);
    if (membership.role === 'chief_admin') throw errors.conflict('member.cannotRemoveChief');
    await updateMembership(tx, actor.hospitalId, doctorId, {
      status: 'removed',
      endedAt: clock(deps),
      changedBy: actor.userId,
    });
    await leaveCurrentHospital(tx, doctorId, actor.hospitalId);
    await auditMember(tx, actor, 'removed', actor.hospitalId, doctorId, {
      previousStatus: membership.status,
    });
    const doctor = await findDoctorById(tx, doctorId);
    const name = doctorName(doctor?.name ?? '');
    // An invited doctor never joined: their invitation is withdrawn, not they removed.
    return membership.status === 'invited'
      ? message('member.invitationWithdrawn', { name })
      : message('member.removed', { name });
  });
}

/**
 * The chief admin hands the role to another active member who can sign in. Under the hospital's
 * lock the two rows change in one transaction (old chief first, so the one-chief index never
 * sees two): a hospital has exactly one chief admin before and after.
 */
export async function handOverChiefAdmin(deps: MemberDeps, actor: AdminActor, doctorId: number) {
  if (doctorId === actor.doctorId) throw errors.conflict('member.handoverSelf');
  return deps.db.transaction(async (tx) => {
    await lockHospital(tx, actor.hospitalId);
    const own = await findMembership(tx, actor.hospitalId, actor.doctorId);
    // A handover that committed first took the role away: this one no longer may.
    if (own?.role !== 'chief_admin' || own.status !== 'active') throw errors.forbidden();
    const target = await openMembership(tx, actor.hospitalId, doctorId);
    if (target.status !== 'active') throw errors.conflict('member.handoverActiveOnly');
    const doctor = await findDoctorById(tx, doctorId);
    // A doctor who cannot sign in yet would hold the hospital with nobody to manage it.
    if (await passwordPending(tx, doctor!.userId))
      throw errors.conflict('member.handoverPasswordPending');
    await updateMembership(tx, actor.hospitalId, actor.doctorId, {
      role: 'doctor',
      changedBy: actor.userId,
    });
    await updateMembership(tx, actor.hospitalId, doctorId, {
      role: 'chief_admin',
      changedBy: actor.userId,
    });
    await setChiefAdminName(tx, actor.hospitalId, doctor!.name);
    await auditMember(tx, actor, 'chief_admin_handed_over', actor.hospitalId, doctorId, {
      fromDoctorId: actor.doctorId,
    });
    return message('member.handedOver', { name: doctorName(doctor!.name) });
  });
}

/** Approves or declines a doctor's request to join. */
export async function decideJoinRequest(
  deps: MemberDeps,
  actor: AdminActor,
  doctorId: number,
  approve: boolean,
) {
  const now = clock(deps);
  return deps.db.transaction(async (tx) => {
    await lockHospital(tx, actor.hospitalId);
    const membership = await openMembership(tx, actor.hospitalId, doctorId);
    if (membership.status !== 'requested') throw errors.conflict('member.noRequest');
    await updateMembership(
      tx,
      actor.hospitalId,
      doctorId,
      approve
        ? { status: 'active', joinedAt: now, changedBy: actor.userId }
        : { status: 'declined', endedAt: now, changedBy: actor.userId },
    );
    if (approve) await setCurrentHospitalIfNone(tx, doctorId, actor.hospitalId);
    await auditMember(
      tx,
      actor,
      approve ? 'request_approved' : 'request_declined',
      actor.hospitalId,
      doctorId,
    );
    const doctor = await findDoctorById(tx, doctorId);
    const name = doctorName(doctor?.name ?? '');
    return approve
      ? message('member.requestApproved', { name })
      : message('member.requestDeclined', { name });
  });
}

/** The doctor's hospitals: where they work now, and every open membership. */
export async function ownMemberships(
  db: Executor,
  doctorId: number,
  language: Language,
): Promise<OwnMemberships> {
  const rows = await doctorMembershipRows(db, doctorId, language);
  const doctor = await findDoctorById(db, doctorId);
  const activeIds = new Set(
    rows.filter((row) => row.status === 'active').map((row) => row.hospitalId),
  );
  const currentHospitalId = doctor?.currentHospitalId ?? null;
  return {
    currentHospitalId:
      currentHospitalId !== null && activeIds.has(currentHospitalId) ? currentHospitalId : null,
    memberships: rows.map((row) => ({
      hospitalId: row.hospitalId,
      hospitalName: row.hospitalName,
      districtName: row.districtName,
      role: row.role,
      status: row.status,
      since: (row.joinedAt ?? row.createdAt).toISOString(),
    })),
  };
}

/** The doctor accepts or declines a hospital's invitation. */
export async function answerInvitation(
  deps: MemberDeps,
  actor: DoctorActor,
  hospitalId: number,
  accept: boolean,
) {
  const now = clock(deps);
  return deps.db.transaction(async (tx) => {
    const hospital = await lockHospital(tx, hospitalId);
    const membership = hospital ? await findMembership(tx, hospitalId, actor.doctorId) : undefined;
    if (!hospital || !membership) throw errors.notFound();
    // Withdrawn or answered already (a banner left open in another tab): say so.
    if (!isOpen(membership)) throw errors.conflict('member.invitationClosed');
    if (membership.status !== 'invited') throw errors.conflict('member.noInvitation');
    await updateMembership(
      tx,
      hospitalId,
      actor.doctorId,
      accept
        ? { status: 'active', joinedAt: now, changedBy: actor.userId }
        : { status: 'declined', endedAt: now, changedBy: actor.userId },
    );
    if (accept) await setCurrentHospitalIfNone(tx, actor.doctorId, hospitalId);
    await auditMember(
      tx,
      actor,
      accept ? 'joined' : 'invitation_declined',
      hospitalId,
      actor.doctorId,
    );
    return accept
      ? message('member.invitationAccepted', { hospital: hospital.name })
      : message('member.invitationDeclined', { hospital: hospital.name });
  });
}

/** The doctor asks to join a hospital; an invitation already waiting for them is accepted. */
export async function askToJoin(deps: MemberDeps, actor: DoctorActor, hospitalId: number) {
  const now = clock(deps);
  return deps.db.transaction(async (tx) => {
    const hospital = await lockHospital(tx, hospitalId);
    if (!hospital) throw errors.notFound();
    const membership = await findMembership(tx, hospitalId, actor.doctorId);
    if (membership?.status === 'active') throw errors.conflict('member.alreadyJoined');
    if (membership?.status === 'requested') throw errors.conflict('member.alreadyRequested');
    if (membership?.status === 'invited') {
      await updateMembership(tx, hospitalId, actor.doctorId, {
        status: 'active',
        joinedAt: now,
        changedBy: actor.userId,
      });
      await setCurrentHospitalIfNone(tx, actor.doctorId, hospitalId);
      await auditMember(tx, actor, 'joined', hospitalId, actor.doctorId);
      return message('member.invitationAccepted', { hospital: hospital.name });
    }
    const request = { status: 'requested', changedBy: actor.userId, createdAt: now } as const;
    if (membership) {
      await updateMembership(tx, hospitalId, actor.doctorId, {
        ...request,
        role: 'doctor',
        joinedAt: null,
        endedAt: null,
      });
    } else {
      await insertMembership(tx, { ...request, hospitalId, doctorId: actor.doctorId });
    }
    await auditMember(tx, actor, 'join_requested', hospitalId, actor.doctorId);
    return message('member.joinRequested', { hospital: hospital.name });
  });
}

/** The doctor chooses the hospital they work in; only an active membership can be chosen. */
export async function switchHospital(deps: MemberDeps, actor: DoctorActor, hospitalId: number) {
  const membership = await findMembership(deps.db, hospitalId, actor.doctorId);
  if (membership?.status !== 'active') {
    await auditMember(deps.db, actor, 'switch_refused', hospitalId, actor.doctorId);
    throw errors.notFound();
  }
  await setCurrentHospital(deps.db, actor.doctorId, hospitalId);
  await auditMember(deps.db, actor, 'hospital_switched', hospitalId, actor.doctorId);
  return message('member.switched', { hospital: (await hospitalName(deps.db, hospitalId)) ?? '' });
}
