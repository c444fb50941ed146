import { z } from 'zod';
import { messageRef } from '../messages';
import {
  calendarDay,
  daysInOrder,
  MAX_STORED_INTEGER,
  mobileNumber,
  spansAtMostDays,
} from './common';
import { languageCode } from './locations';

/** Lines a search page shows; the next page continues after the last (keyset). */
export const AUDIT_PAGE_SIZE = 50;
/** The longest range one CSV export covers. */
export const AUDIT_EXPORT_MAX_DAYS = 366;

const auditDay = calendarDay(messageRef('audit.dateInvalid'));

/** What the super admin can look for: a patient, a user, an action, days in India (inclusive). */
const auditFilterFields = z.object({
  patientId: z.coerce
    .number({ error: messageRef('audit.patientIdInvalid') })
    .int(messageRef('audit.patientIdInvalid'))
    .positive(messageRef('audit.patientIdInvalid'))
    .max(MAX_STORED_INTEGER, messageRef('audit.patientIdInvalid'))
    .optional(),
  actorMobile: mobileNumber.optional(),
  /** An action or the start of one: `patient.` finds every patient action. */
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z_.]+$/, messageRef('audit.actionInvalid'))
    .optional(),
  from: auditDay.optional(),
  to: auditDay.optional(),
});

export const auditSearchQuery = auditFilterFields
  .extend({ cursor: z.string().max(80).optional() })
  .refine(daysInOrder, { message: messageRef('audit.rangeInvalid'), path: ['to'] });
export type AuditSearchQuery = z.output<typeof auditSearchQuery>;

/**
 * An export names its days, at most AUDIT_EXPORT_MAX_DAYS of them, and the language of its column
 * titles (`lang`, English by default).
 */
export const auditExportQuery = auditFilterFields
  .extend({ lang: languageCode })
  .refine((value) => value.from !== undefined && value.to !== undefined, {
    message: messageRef('audit.exportRangeRequired'),
    path: ['from'],
  })
  .refine(daysInOrder, { message: messageRef('audit.rangeInvalid'), path: ['to'] })
  .refine(spansAtMostDays(AUDIT_EXPORT_MAX_DAYS), {
    message: messageRef('audit.exportRangeTooLong', { max: AUDIT_EXPORT_MAX_DAYS }),
    path: ['to'],
  });
export type AuditExportQuery = z.output<typeof auditExportQuery>;

export const auditLine = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z
    .object({
      id: z.number().int(),
      name: z.string(),
      mobileNumber: z.string(),
      userType: z.string(),
    })
    .nullable(),
  /** A line whose user no longer exists keeps the number it was written with. */
  actorUserId: z.number().int().nullable(),
  action: z.string(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLine = z.infer<typeof auditLine>;

export const auditPage = z.object({
  data: z.array(auditLine),
  /** Pass back as `cursor` for the next (older) lines; null at the end. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPage>;
