import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../languages';
import {
  DEFAULT_COUNTRY_ID,
  hasLocationList,
  PINCODE_PATTERN,
  PLACE_NAME_MAX,
  POSTAL_CODE_PATTERN,
} from '../constants';
import { messageRef } from '../messages';
import { alongsideFieldErrors, optionalText, requiredId } from './common';

export const namedItem = z.object({ id: z.number().int(), name: z.string() });
export type NamedItem = z.infer<typeof namedItem>;

/**
 * An entry of a reference list (a country, state or district; a speciality, designation or
 * hospital service): its name, and in Hindi and Gujarati (null where it has none; missing in an
 * answer a cache kept from before the names existed).
 */
export const placeItem = namedItem.extend({
  nameHi: z.string().nullish(),
  nameGu: z.string().nullish(),
});
export type PlaceItem = z.infer<typeof placeItem>;
export const placeList = z.array(placeItem);

export const countryItem = placeItem.extend({ phoneCode: z.string() });
export const namedList = z.array(namedItem);
export const countryList = z.array(countryItem);

/** Public settings of the site the pages need. */
export const siteConfig = z.object({
  homeVideoUrl: z.string().nullable(),
  officeMapEmbedUrl: z.string().nullable(),
  demoMode: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfig>;

/** A language code in a request (`?lang=gu`); English when none is given. */
export const languageCode = z
  .enum(LANGUAGES.map((language) => language.code) as [Language, ...Language[]])
  .default(DEFAULT_LANGUAGE);

/** GET /content/brochure.pdf: the brochure in one of the product's languages. */
export const brochureQuery = z.object({ lang: languageCode });

/**
 * Where a person or hospital is: a country, then its state and district chosen from the lists
 * where the country has them (India), typed otherwise; India's six-digit pincode, or another
 * country's postal code when it has one. The rules across these fields are `withPlaceRules`.
 */
export const areaFields = {
  countryId: requiredId(messageRef('location.countryRequired')),
  stateId: requiredId(messageRef('location.stateRequired')).nullable().optional(),
  districtId: requiredId(messageRef('location.districtRequired')).nullable().optional(),
  stateName: optionalText(PLACE_NAME_MAX, messageRef('location.stateNameMax')).optional(),
  districtName: optionalText(PLACE_NAME_MAX, messageRef('location.districtNameMax')).optional(),
};
export const placeFields = { ...areaFields, pincode: z.string().trim().default('') };
/** A country, state and district: the place without its postal code. */
export type Area = {
  countryId: number;
  stateId?: number | null | undefined;
  districtId?: number | null | undefined;
  stateName?: string | undefined;
  districtName?: string | undefined;
};
export type Place = Area & { pincode: string };

const isId = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;
/** Given at all: a wrong value is the field rule's to mark. */
const isGiven = (value: unknown) => value !== undefined && value !== null;
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
/** The country the rules apply: India's rules until a country is given (the forms' default). */
const countryOf = (place: Partial<Record<keyof Place, unknown>>) =>
  isId(place.countryId) ? place.countryId : DEFAULT_COUNTRY_ID;
const listed = (place: Partial<Record<keyof Place, unknown>>) => hasLocationList(countryOf(place));
const isIndia = (place: Partial<Record<keyof Place, unknown>>) =>
  countryOf(place) === DEFAULT_COUNTRY_ID;

/** Each rule: the field it marks, its message, and whether the place passes it. */
const placeRules: {
  path: keyof Place;
  message: string;
  passes: (place: Partial<Record<keyof Place, unknown>>) => boolean;
}[] = [
  {
    path: 'stateId',
    message: messageRef('location.stateRequired'),
    passes: (place) => !listed(place) || isGiven(place.stateId),
  },
  {
    path: 'districtId',
    message: messageRef('location.districtRequired'),
    passes: (place) => !listed(place) || isGiven(place.districtId),
  },
  {
    path: 'stateName',
    message: messageRef('location.stateRequired'),
    passes: (place) => listed(place) || isText(place.stateName),
  },
  {
    path: 'districtName',
    message: messageRef('location.districtRequired'),
    passes: (place) => listed(place) || isText(place.districtName),
  },
  {
    path: 'pincode',
    message: messageRef('hospital.pincodeRequired'),
    passes: (place) => !isIndia(place) || isText(place.pincode),
  },
  {
    path: 'pincode',
    message: messageRef('hospital.pincodeInvalid'),
    passes: (place) =>
      !isIndia(place) ||
      !isText(place.pincode) ||
      PINCODE_PATTERN.test((place.pincode as string).trim()),
  },
  {
    path: 'pincode',
    message: messageRef('location.postalCodeInvalid'),
    passes: (place) =>
      isIndia(place) ||
      !isText(place.pincode) ||
      POSTAL_CODE_PATTERN.test((place.pincode as string).trim()),
  },
];

/** Adds a list of place rules to an object schema, alongside its field rules. */
function withRules<T extends z.ZodType<Area>>(schema: T, rules: typeof placeRules): T {
  return rules.reduce(
    (withRule, rule) =>
      withRule.refine((value) => rule.passes(value), {
        message: rule.message,
        path: [rule.path],
        ...alongsideFieldErrors,
      }),
    schema,
  );
}

/**
 * Adds the place rules to an object schema holding `placeFields`: they run alongside the field
 * rules, so one submit marks every field. Whether a chosen state and district belong to the
 * country is checked by the server against the lists.
 */
export function withPlaceRules<T extends z.ZodType<Place>>(schema: T): T {
  return withRules(schema, placeRules);
}

/** The same rules for a form with `areaFields` and no postal code (the contact form). */
export function withAreaRules<T extends z.ZodType<Area>>(schema: T): T {
  return withRules(
    schema,
    placeRules.filter((rule) => rule.path !== 'pincode'),
  );
}
