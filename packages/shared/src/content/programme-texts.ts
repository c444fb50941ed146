import type { Language } from '../languages';
import type { BrochureTexts, ProgrammeText, ProgrammeTexts } from './programme-text-types';
import { PROGRAMMES, type Programme } from './programmes';
import { programmeTextsGu, brochureTextsGu } from './translations/gu';
import { programmeTextsHi, brochureTextsHi } from './translations/hi';

export const brochureTextsEn: BrochureTexts = {
  documentTitle: 'Cancer-care portal: programmes and prices',
  portalName: 'Cancer-care portal',
  heading: 'Programmes and prices',
  intro:
    'A web platform for cancer care in India: supportive care and second opinions for patients, screening and ' +
    'tobacco de-addiction for everyone, a cancer-specific patient database for oncologists and hospitals, and ' +
    'community programmes for districts. Information on this platform is adjuvant to the advice of your ' +
    'clinician; it does not replace it.',
  audiences: {
    patients: 'For people with cancer and their families',
    'normal-persons': 'For people without cancer',
    'doctors-and-health-workers': 'For doctors and health workers',
    hospitals: 'For cancer hospitals',
    governments: 'For governments, districts and donors',
  },
  comingSoon: '(coming soon)',
  forWhom: 'Who it is for: {text}',
  priceAndDuration: 'Price: {price}.   Duration: {duration}.',
  footer: 'Register, pay and find a cancer doctor in your district at {address}',
  pricesNote: 'All prices are in Indian rupees (INR) and include taxes.',
};

/** The programmes' English texts (the source of every translation), by programme route. */
export const programmeTextsEn: ProgrammeTexts = Object.fromEntries(
  PROGRAMMES.map(({ route, title, summary, forWhom, whatYouGet, priceLabel, duration }) => [
    route,
    { title, summary, forWhom, whatYouGet, priceLabel, duration },
  ]),
);

/** Every language's programme texts, by programme route. */
export const programmeTextsByLanguage: Record<Language, ProgrammeTexts> = {
  en: programmeTextsEn,
  hi: programmeTextsHi,
  gu: programmeTextsGu,
};

/** The brochure's own words in every language. */
export const brochureTextsByLanguage: Record<Language, BrochureTexts> = {
  en: brochureTextsEn,
  hi: brochureTextsHi,
  gu: brochureTextsGu,
};

/** A programme's texts in a language (English where a translation lacks the programme). */
export function programmeText(programme: Programme, language: Language): ProgrammeText {
  return programmeTextsByLanguage[language][programme.route] ?? programmeTextsEn[programme.route]!;
}
