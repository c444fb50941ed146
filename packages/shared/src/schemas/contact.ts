import { z } from 'zod';
import { areaFields, withAreaRules } from './locations';
import { messageRef } from '../messages';
import { mobileNumber, pagedResponse } from './common';

/** Purpose options of the contact form (seed 001 section 9). */
export const CONTACT_PURPOSES = [
  'Need support for cancer patient',
  'Awareness campaign or screening program',
  'Establishing this program in any cancer clinic / institute',
  'NGO to participate in our community program',
  'As a medical doctor wanting to train for our community oncology program',
  'Wish to donate to support our charity drive',
  'Others',
] as const;

export const CONTACT_LIMITS = { name: 64, email: 256, city: 128, description: 512 } as const;

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const contactEnquiryRequest = withAreaRules(
  z.object({
    name: requiredText(
      CONTACT_LIMITS.name,
      messageRef('contact.nameRequired'),
      messageRef('contact.nameMax'),
    ),
    emailId: requiredText(
      CONTACT_LIMITS.email,
      messageRef('contact.emailRequired'),
      messageRef('contact.emailMax'),
    ).pipe(z.email(messageRef('contact.emailInvalid'))),
    mobileNumber,
    ...areaFields,
    city: requiredText(
      CONTACT_LIMITS.city,
      messageRef('location.cityRequired'),
      messageRef('contact.cityMax'),
    ),
    purpose: z.enum(CONTACT_PURPOSES, { error: messageRef('contact.purposeRequired') }),
    description: requiredText(
      CONTACT_LIMITS.description,
      messageRef('contact.descriptionRequired'),
      messageRef('contact.descriptionMax'),
    ),
  }),
);
export type ContactEnquiryRequest = z.input<typeof contactEnquiryRequest>;

export const contactEnquiry = z.object({
  id: z.number().int(),
  name: z.string(),
  emailId: z.string(),
  mobileNumber: z.string(),
  countryName: z.string(),
  stateName: z.string(),
  districtName: z.string(),
  city: z.string(),
  purpose: z.string(),
  description: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ContactEnquiry = z.infer<typeof contactEnquiry>;
export const contactEnquiryPage = pagedResponse(contactEnquiry);
export const contactEnquiryHandledRequest = z.object({ handled: z.boolean() });
