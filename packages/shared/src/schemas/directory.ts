import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { pagedResponse } from './common';

const optionalId = z.coerce.number().int().positive().optional();

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
