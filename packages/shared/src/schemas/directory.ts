import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { messageRef } from '../messages';
import { idParam, MAX_STORED_INTEGER, pagedResponse } from './common';

const optionalId = idParam.optional();

/** Find-doctor filters (seed 001 section 2.13); every filter is optional, the country defaults to India. */
export const directoryQuery = z.object({
  countryId: optionalId,
  stateId: optionalId,
  districtId: optionalId,
  specialityId: optionalId,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE),
});
export type DirectoryQuery = z.input<typeof directoryQuery>;
export type DirectoryFilters = z.output<typeof directoryQuery>;

export const directoryRow = z.object({
  hospitalId: z.number().int(),
  hospitalName: z.string(),
  hospitalCode: z.string().nullable(),
  hospitalType: z.string(),
  mobileCountryCode: z.string(),
  mobileNo: z.string().nullable(),
  emailId: z.string().nullable(),
  countryName: z.string(),
  stateName: z.string(),
  districtName: z.string(),
  cityName: z.string().nullable(),
  speciality: z.string(),
});
export type DirectoryRow = z.infer<typeof directoryRow>;
export const directoryPage = pagedResponse(directoryRow);

/** What a visitor may look for on the investigations page; `both` (the default) lists either. */
export const INVESTIGATION_KINDS = ['radiology', 'pathology', 'both'] as const;
export type InvestigationKind = (typeof INVESTIGATION_KINDS)[number];

/** An optional positive id of a query string, with the catalogue's message when it is not one. */
const filterId = (error: string) =>
  z.coerce
    .number({ error })
    .int({ error })
    .positive({ error })
    .max(MAX_STORED_INTEGER, { error })
    .optional();

/**
 * Radiology and pathology clinics near you (seed 001 sections 2.14 and 9): the location filters of
 * the find-doctor search plus the kind of investigation, paged the same way.
 */
export const investigationQuery = z.object({
  countryId: filterId(messageRef('investigation.countryInvalid')),
  stateId: filterId(messageRef('investigation.stateInvalid')),
  districtId: filterId(messageRef('investigation.districtInvalid')),
  kind: z
    .enum(INVESTIGATION_KINDS, { error: messageRef('investigation.kindInvalid') })
    .default('both'),
  page: z.coerce
    .number({ error: messageRef('investigation.pageInvalid') })
    .int({ error: messageRef('investigation.pageInvalid') })
    .min(1, { error: messageRef('investigation.pageInvalid') })
    .max(100_000, { error: messageRef('investigation.pageInvalid') })
    .default(1),
  pageSize: z.coerce
    .number({ error: messageRef('investigation.pageSizeInvalid') })
    .int({ error: messageRef('investigation.pageSizeInvalid') })
    .min(1, { error: messageRef('investigation.pageSizeInvalid') })
    .max(50, { error: messageRef('investigation.pageSizeInvalid') })
    .default(PAGE_SIZE),
});
export type InvestigationQuery = z.input<typeof investigationQuery>;
export type InvestigationFilters = z.output<typeof investigationQuery>;

/** One clinic or laboratory with the investigation services it offers and how to reach it. */
export const investigationClinicRow = z.object({
  hospitalId: z.number().int(),
  hospitalName: z.string(),
  /** Names of its radiology and pathology services, in the services list's order. */
  services: z.array(z.string()),
  addressLine1: z.string().nullable(),
  cityName: z.string().nullable(),
  pincode: z.string(),
  districtName: z.string(),
  stateName: z.string(),
  mobileCountryCode: z.string(),
  mobileNo: z.string().nullable(),
  landlineCode: z.string().nullable(),
  landlineNo: z.string().nullable(),
  emailId: z.string().nullable(),
});
export type InvestigationClinicRow = z.infer<typeof investigationClinicRow>;
export const investigationClinicPage = pagedResponse(investigationClinicRow);
