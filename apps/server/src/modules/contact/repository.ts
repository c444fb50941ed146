import { desc, eq, sql } from 'drizzle-orm';
import type { Language } from '@portal/shared';
import type { Executor } from '../../db/client';
import { nameIn } from '../../db/name-in';
import { contactEnquiries, countries, districts, states } from '../../db/schema';
import { placeNames } from '../locations/repository';

export async function insertEnquiry(db: Executor, enquiry: typeof contactEnquiries.$inferInsert) {
  const [row] = await db
    .insert(contactEnquiries)
    .values(enquiry)
    .returning({ id: contactEnquiries.id });
  return row!.id;
}

/** Newest first, a page at a time. */
export async function listEnquiries(
  db: Executor,
  page: number,
  pageSize: number,
  language: Language,
) {
  const rows = await db
    .select({
      id: contactEnquiries.id,
      name: contactEnquiries.name,
      emailId: contactEnquiries.email,
      mobileNumber: contactEnquiries.mobileNumber,
      countryName: nameIn(countries, language),
      ...placeNames(contactEnquiries, language),
      city: contactEnquiries.city,
      purpose: contactEnquiries.purpose,
      description: contactEnquiries.description,
      createdAt: contactEnquiries.createdAt,
      handledAt: contactEnquiries.handledAt,
    })
    .from(contactEnquiries)
    .innerJoin(countries, eq(countries.id, contactEnquiries.countryId))
    .leftJoin(states, eq(states.id, contactEnquiries.stateId))
    .leftJoin(districts, eq(districts.id, contactEnquiries.districtId))
    .orderBy(desc(contactEnquiries.createdAt), desc(contactEnquiries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db.select({ count: sql<number>`count(*)::int` }).from(contactEnquiries);
  return { rows, total: count?.count ?? 0 };
}

export async function setEnquiryHandled(db: Executor, id: number, handledBy: number | null) {
  const rows = await db
    .update(contactEnquiries)
    .set({ handledAt: handledBy === null ? null : new Date(), handledBy })
    .where(eq(contactEnquiries.id, id))
    .returning({ id: contactEnquiries.id });
  return rows.length === 1;
}
