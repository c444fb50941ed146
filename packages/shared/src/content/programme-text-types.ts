import type { Programme, ProgrammeAudience } from './programmes';

/** What a reader sees of a programme; the rest (route, price, registration) has no language. */
export type ProgrammeText = Pick<
  Programme,
  'title' | 'summary' | 'forWhom' | 'whatYouGet' | 'priceLabel' | 'duration'
>;

/** One language's texts of every programme, by the programme's route. */
export type ProgrammeTexts = Record<string, ProgrammeText>;

/** The brochure's own words, around the programmes. `{address}` is the site's address. */
export interface BrochureTexts {
  documentTitle: string;
  portalName: string;
  heading: string;
  intro: string;
  audiences: Record<ProgrammeAudience, string>;
  comingSoon: string;
  /** "Who it is for: {text}" */
  forWhom: string;
  /** "Price: {price}.   Duration: {duration}." */
  priceAndDuration: string;
  /** "Register, pay and find a cancer doctor in your district at {address}" */
  footer: string;
  pricesNote: string;
}
