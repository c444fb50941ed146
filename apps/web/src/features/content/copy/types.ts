/*
 * The shape of the public pages' copy. A page is a list of blocks, so one renderer draws the
 * audience pages, the policies and About Us alike, and each page's text downloads with it.
 */

/** An in-app link: `to` is a hash route such as '/contact-us'. */
export interface CopyLink {
  label: string;
  to: string;
}

export interface TextBlock {
  type: 'text';
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  /** A closing paragraph after the bullets. */
  note?: string;
  /** Drawn after the bullets, e.g. "Privacy Policy" or "Contact Us" buttons. */
  links?: CopyLink[];
}

/** A box that links to one page, or an information box with its own links. */
export type CopyCard =
  | { programme: string }
  | {
      title: string;
      text: string;
      /** The whole box links here. */
      to?: string;
      /** A small label above the title, e.g. "Tier 1". */
      eyebrow?: string;
      /** A short line under the text, e.g. "Free". */
      meta?: string;
      links?: CopyLink[];
    };

export interface CardsBlock {
  type: 'cards';
  heading: string;
  intro?: string;
  cards: CopyCard[];
  columns?: 2 | 3;
}

export interface StepsBlock {
  type: 'steps';
  heading: string;
  steps: { title: string; text: string; link?: CopyLink }[];
}

export interface NoticeBlock {
  type: 'notice';
  title: string;
  text: string;
  tone?: 'info' | 'warning';
}

export type CopyBlock = TextBlock | CardsBlock | StepsBlock | NoticeBlock;

/** Which audience page a page sits under in the breadcrumb (Home > parent > page). */
export type ParentPage = 'cancerPatients' | 'normalPersons' | 'communityOncology';

export interface ContentDocument {
  title: string;
  lead: string;
  parent?: ParentPage;
  blocks: CopyBlock[];
}
