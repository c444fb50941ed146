import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, HOSPITAL_TYPES, LIMITS } from '../constants';
import { ageOn, isCalendarDate, todayInIndia } from '../dates';
import { messageRef } from '../messages';
import {
  alongsideFieldErrors,
  confirmPassword,
  email,
  isoDate,
  mobileNumber,
  newPassword,
  optionalEmail,
  optionalText,
  personName,
  recordId,
  requiredId,
  serverText,
} from './common';
import { placeFields, withPlaceRules } from './locations';

const digitsUpTo = (max: number, tooLong: string, notDigits: string) =>
  z
    .string()
    .trim()
    .regex(/^[0-9]*$/, notDigits)
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A doctor is an adult: the date of birth, when given, makes them 18 to 100 years old today in India. */
const doctorDateOfBirth = isoDate
  .refine((value) => {
    if (!isCalendarDate(value)) return false;
    const today = todayInIndia();
    const age = ageOn(value, today);
    return value <= today && age >= 18 && age <= 100;
  }, messageRef('doctor.dateOfBirthInvalid'))
  .optional()
  .or(z.literal('').transform(() => undefined));

export const doctorFields = z.object({
  doctorName: personName(
    z
      .string({ error: messageRef('doctor.nameRequired') })
      .trim()
      .min(1, messageRef('doctor.nameRequired'))
      .max(LIMITS.doctorName, messageRef('doctor.nameMax')),
  ),
  registrationNo: z
    .string({ error: messageRef('doctor.registrationNoRequired') })
    .trim()
    .min(1, messageRef('doctor.registrationNoRequired'))
    .max(LIMITS.registrationNo, messageRef('doctor.registrationNoMax')),
  specialityId: requiredId(messageRef('doctor.specialityRequired')),
  cancerSubSpeciality: optionalText(
    LIMITS.cancerSubSpeciality,
    messageRef('doctor.subSpecialityMax'),
  ),
  genderId: requiredId(messageRef('doctor.genderRequired')).max(
    2,
    messageRef('doctor.genderRequired'),
  ),
  designationId: requiredId(messageRef('doctor.designationRequired')),
  dateOfBirth: doctorDateOfBirth,
  email: z
    .string({ error: messageRef('doctor.emailRequired') })
    .trim()
    .min(1, messageRef('doctor.emailRequired'))
    .pipe(email(LIMITS.email)),
  countryCode: z.literal(DEFAULT_COUNTRY_CODE).default(DEFAULT_COUNTRY_CODE),
  mobileNumber,
  password: newPassword,
  confirmPassword,
  alternativeMobile: digitsUpTo(
    LIMITS.alternativeMobile,
    messageRef('doctor.alternativeMobileMax'),
    messageRef('doctor.alternativeMobileInvalid'),
  ),
  alternativeEmail: optionalEmail(LIMITS.email),
});

export const hospitalFields = withPlaceRules(
  z.object({
    hospitalName: z
      .string({ error: messageRef('hospital.nameRequired') })
      .trim()
      .min(1, messageRef('hospital.nameRequired'))
      .max(LIMITS.hospitalName, messageRef('hospital.nameMax')),
    /**
     * The registrant says this is another hospital than the one of the same name already
     * registered in the district (asked only after the server found one: 409 hospital_namesake).
     */
    otherThanNamesake: z.boolean().optional(),
    hospitalRegistrationNo: optionalText(
      LIMITS.hospitalRegistrationNo,
      messageRef('hospital.registrationNoMax'),
    ),
    // The name of the hospital's chief admin; the registering doctor's own name when not sent.
    chiefAdmin: personName(
      z
        .string({ error: messageRef('hospital.chiefAdminRequired') })
        .trim()
        .min(1, messageRef('hospital.chiefAdminRequired'))
        .max(LIMITS.chiefAdmin, messageRef('hospital.chiefAdminMax'))
        .optional(),
    ),
    hospitalType: z.enum(HOSPITAL_TYPES, { error: messageRef('hospital.typeRequired') }),
    serviceIds: z
      .array(recordId, { error: messageRef('hospital.serviceRequired') })
      .min(1, messageRef('hospital.serviceRequired'))
      .max(50),
    ...placeFields,
    city: optionalText(LIMITS.hospitalCity, messageRef('hospital.cityMax')),
    addressLine1: optionalText(LIMITS.hospitalAddress, messageRef('hospital.addressMax')),
    hospitalEmail: optionalEmail(LIMITS.email),
    alternativeHospitalEmail: optionalEmail(LIMITS.email),
    hospitalCountryCode: z.literal(DEFAULT_COUNTRY_CODE).default(DEFAULT_COUNTRY_CODE),
    hospitalMobileNumber: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(mobileNumber.optional()),
    landlineCode: z
      .string()
      .trim()
      .regex(/^([0-9]{2,5})?$/, messageRef('hospital.landlineCodeInvalid'))
      .optional()
      .transform((value) => (value ? value : undefined)),
    landlineNumber: z
      .string()
      .trim()
      .regex(/^([0-9]{10})?$/, messageRef('hospital.landlineInvalid'))
      .optional()
      .transform((value) => (value ? value : undefined)),
    alternativeLandline: digitsUpTo(
      LIMITS.landline,
      messageRef('hospital.alternativeLandlineInvalid'),
      messageRef('hospital.alternativeLandlineInvalid'),
    ),
  }),
);
export type HospitalFields = z.infer<typeof hospitalFields>;

/**
 * Doctor registration: the doctor block, and the hospital block when the registration type has one.
 * The registering doctor becomes the chief admin of the new hospital.
 */
export const doctorRegistrationRequest = doctorFields
  .extend({ isHospital: z.boolean(), hospital: hospitalFields.optional() })
  .refine(
    (value) =>
      typeof value.confirmPassword !== 'string' ||
      value.confirmPassword === '' ||
      value.password === value.confirmPassword,
    {
      message: messageRef('common.passwordMismatch'),
      path: ['confirmPassword'],
      ...alongsideFieldErrors,
    },
  )
  .refine((value) => !value.isHospital || value.hospital !== undefined, {
    message: messageRef('hospital.nameRequired'),
    path: ['hospital', 'hospitalName'],
    ...alongsideFieldErrors,
  });
export type DoctorRegistrationRequest = z.input<typeof doctorRegistrationRequest>;
export type DoctorRegistration = z.output<typeof doctorRegistrationRequest>;

export const doctorRegistrationResponse = z.object({
  userId: z.number().int(),
  doctorId: z.number().int(),
  hospitalId: z.number().int().nullable(),
  ...serverText,
});

export const mobileAvailabilityResponse = z.object({ available: z.boolean() });
