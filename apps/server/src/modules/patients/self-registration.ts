import { inArray } from 'drizzle-orm';
import {
  isOtherCancerSubsite,
  messages,
  patientKindName,
  programmeByRegisterType,
  programmeListPricePaise,
  programmeMonths,
  programmeTitle,
  type PatientSummary,
  type SelfRegistration,
} from '@portal/shared';
import { hospitals } from '../../db/schema';
import type { Executor } from '../../db/client';
import { errors, type FieldError } from '../../lib/errors';
import { hashChosenPassword } from '../../lib/passwords';
import { insertUser, mobileNumberTaken } from '../accounts/repository';
import { recordAudit } from '../audit/repository';
import { findActiveDiscountCode } from '../coupons/repository';
import { applyDiscount } from '../coupons/pricing';
import { checkLocation } from '../locations/repository';
import { findMasterItem, missingMasterItems } from '../masters/repository';
import { latestPaidProgrammeOrderId } from '../payments/repository';
import { personColumns } from './mapping';
import { findPatientByUser, insertPatient, setClinicChoices } from './repository';
import { aadhaarColumns, duplicateMobile, rethrowDuplicate, type PatientDeps } from './service';

const couponInvalid = () =>
  errors.invalidFields([{ path: 'couponCode', message: messages['patient.couponInvalid'] }]);

/**
 * The programme price (times the months chosen, for a programme sold by the month) with a
 * patient discount code applied; the code must exist and be active.
 */
export async function programmePrice(
  db: Executor,
  registerType: string,
  couponCode: string | undefined,
  chosenMonths: number | undefined,
) {
  const programme = programmeByRegisterType(registerType);
  if (!programme) throw errors.notFound();
  const months = programmeMonths(programme, chosenMonths);
  const listPricePaise = programmeListPricePaise(programme, months);
  if (!couponCode) {
    return { programme, months, code: null, price: applyDiscount(listPricePaise, null) };
  }
  const code = await findActiveDiscountCode(db, couponCode);
  if (!code) throw couponInvalid();
  return {
    programme,
    months,
    code,
    price: applyDiscount(listPricePaise, { base: 'percentage', value: code.discountPercent * 100 }),
  };
}

/**
 * The text typed for a subsite of Other: undefined when the subsite is not Other (any text sent
 * is dropped), null when it is Other and nothing was typed.
 */
async function otherCancerSubsiteOf(db: Executor, input: SelfRegistration) {
  if (!input.siteId) return undefined;
  const site = await findMasterItem(db, 'site', input.siteId);
  if (!isOtherCancerSubsite(site?.name)) return undefined;
  return input.otherCancerSubsite ?? null;
}

async function checkSelfReferences(db: Executor, input: SelfRegistration) {
  const problems: FieldError[] = await checkLocation(db, input);
  const missing = await missingMasterItems(db, {
    siteId: { kind: 'site', id: input.siteId },
    lookingForId: { kind: 'looking_for', id: input.lookingForId },
    stageId: { kind: 'stage', id: input.stageId },
  });
  for (const key of missing) problems.push({ path: key, message: messages['error.validation'] });
  const history = await missingMasterItems(
    db,
    Object.fromEntries(
      input.treatmentHistoryIds.map((id, index) => [
        `treatmentHistoryIds.${index}`,
        { kind: 'treatment_history' as const, id },
      ]),
    ),
  );
  for (const key of history) problems.push({ path: key, message: messages['error.validation'] });
  if ((await otherCancerSubsiteOf(db, input)) === null && !missing.includes('siteId')) {
    problems.push({
      path: 'otherCancerSubsite',
      message: messages['patient.otherSubsiteRequired'],
    });
  }
  if (input.clinicIds.length > 0) {
    const found = await db
      .select({ id: hospitals.id })
      .from(hospitals)
      .where(inArray(hospitals.id, input.clinicIds));
    if (found.length !== new Set(input.clinicIds).size)
      problems.push({ path: 'clinicIds', message: messages['patient.clinicRequired'] });
  }
  if (problems.length > 0) throw errors.invalidFields(problems);
}

/**
 * A person registers for a programme from its public page. Their login stays inactive until the
 * programme is paid; the price, the discount and the payable amount are stored now.
 */
export async function selfRegister(
  deps: PatientDeps,
  input: SelfRegistration,
  ip: string,
): Promise<PatientSummary> {
  const { db } = deps;
  await checkSelfReferences(db, input);
  const { programme, months, code, price } = await programmePrice(
    db,
    input.registerType,
    input.couponCode,
    input.months,
  );
  if (await mobileNumberTaken(db, input.mobileNumber)) throw duplicateMobile();
  const passwordHash = await hashChosenPassword(input.password, 'password');
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        mobileNumber: input.mobileNumber,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.emailId ?? null,
        userType: input.patientType,
        isLoginActive: price.finalPaise === 0,
      });
      const patient = await insertPatient(tx, {
        ...personColumns(input),
        ...aadhaarColumns(deps.config, input.aadhaarNumber),
        userId: user.id,
        patientType: input.patientType,
        registerType: input.registerType,
        siteId: input.siteId ?? null,
        otherCancerSubsite: (await otherCancerSubsiteOf(tx, input)) ?? null,
        lookingForId: input.lookingForId ?? null,
        stageId: input.stageId ?? null,
        treatmentHistoryIds: input.treatmentHistoryIds,
        listPricePaise: price.listPricePaise,
        discountPaise: price.discountPaise,
        payablePaise: price.finalPaise,
        programmeMonths: months,
        discountCodeId: code?.id ?? null,
        termsAccepted: true,
      });
      await setClinicChoices(tx, patient.id, input.clinicIds);
      await recordAudit(tx, {
        actorUserId: user.id,
        action: 'patient.self_registered',
        entity: 'patient',
        entityId: patient.id,
        ip,
        detail: { registerType: input.registerType },
      });
      return summaryOf(patient, programme.title, user.isLoginActive);
    });
  } catch (error) {
    rethrowDuplicate(error);
  }
}

function summaryOf(
  patient: {
    firstName: string;
    middleName: string | null;
    lastName: string;
    mobileNumber: string;
    registerType: string;
    patientType: string;
    listPricePaise: number;
    discountPaise: number;
    payablePaise: number;
    programmeMonths: number | null;
  },
  programmeTitle: string,
  isLoginActive: boolean,
  receiptOrderId: string | null = null,
): PatientSummary {
  const kind = patient.patientType === 'patient' ? 'patient' : 'guest';
  return {
    fullName: [patient.firstName, patient.middleName, patient.lastName].filter(Boolean).join(' '),
    mobileNumber: patient.mobileNumber,
    registrationType: patient.registerType,
    patientType: patientKindName(kind),
    patientKind: kind,
    programmeTitle,
    programmeMonths: patient.programmeMonths,
    listPricePaise: patient.listPricePaise,
    discountPaise: patient.discountPaise,
    payablePaise: patient.payablePaise,
    isLoginActive,
    receiptOrderId,
  };
}

/** The summary of the logged-in self-registered person (for the payment page). */
export async function ownSummary(
  db: Executor,
  userId: number,
  isLoginActive: boolean,
): Promise<PatientSummary> {
  const patient = await findPatientByUser(db, userId);
  if (!patient) throw errors.notFound();
  return summaryOf(
    patient,
    programmeTitle(patient.registerType),
    isLoginActive,
    await latestPaidProgrammeOrderId(db, userId),
  );
}
