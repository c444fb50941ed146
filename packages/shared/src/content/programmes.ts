/**
 * The programmes of the public pages (seed 001 sections 1, 2.14 and 9), in one place: the pages,
 * the brochure PDF and the self-registration payable amounts all read from here.
 * Prices are whole rupees as the seed lists them; amounts charged are computed in paise.
 */
import type { SelfRegisterType } from './register-types';

export type ProgrammeAudience =
  'patients' | 'normal-persons' | 'doctors-and-health-workers' | 'hospitals' | 'governments';

export interface Programme {
  /** Hash route of its page. */
  route: string;
  title: string;
  audience: ProgrammeAudience;
  summary: string;
  forWhom: string;
  whatYouGet: string[];
  /** Price in rupees; null when the programme has no fixed price. */
  priceRupees: number | null;
  /** How the price is shown, e.g. "INR 350, one-time". */
  priceLabel: string;
  duration: string;
  /** The registerType of its Register link, when people register for it on this portal. */
  registerType?: SelfRegisterType;
  /** Where the Register link goes when it is not a patient registration. */
  registerHref?: string;
  /** Unfinished in the seed: the page says plainly that the service is coming. */
  comingSoon?: boolean;
  /** Sold by the month: the person registering chooses 1 to MAX_PROGRAMME_MONTHS months at the price each. */
  monthly?: boolean;
}

/** The most months of a monthly programme (personal assistance) one registration buys. */
export const MAX_PROGRAMME_MONTHS = 12;

/** The months a registration pays for: the months chosen for a monthly programme, else none. */
export function programmeMonths(programme: Programme, chosen: number | undefined): number | null {
  return programme.monthly ? (chosen ?? 1) : null;
}

/** What a registration costs before any discount, in paise: the price, times the months chosen. */
export function programmeListPricePaise(programme: Programme, months: number | null): number {
  return (programme.priceRupees ?? 0) * 100 * (months ?? 1);
}

// The register types live apart from the programmes' texts: the app's route table reads them,
// and with them here every first page would download every programme's description.
export { SELF_REGISTER_TYPES, selfRegisterTypeOf, type SelfRegisterType } from './register-types';

export const PROGRAMMES: Programme[] = [
  {
    route: '/cancer-self-help-website',
    title: 'Self-help supportive-care platform',
    audience: 'patients',
    summary:
      'Short videos, checklists and printable guides that help a person with cancer and their family manage side effects, food, exercise and emotions at home, in simple language.',
    forWhom:
      'People living with cancer, during or after treatment, and the family members who care for them.',
    whatYouGet: [
      'Videos on common problems during surgery, radiotherapy and chemotherapy, and what to do about them',
      'Daily and weekly checklists for mouth care, nutrition, wound care and exercise',
      'PDF guides to print or keep on the phone',
      'Advice on when a symptom needs a call to the treating doctor',
      'Access for one full year from the day of payment',
    ],
    priceRupees: 350,
    priceLabel: 'INR 350, one-time (earlier INR 500)',
    duration: 'One year of access',
    registerType: 'self-help-platform',
  },
  {
    route: '/personalised-assistance-programme',
    title: 'Personal assistance programme',
    audience: 'patients',
    summary:
      'A personal care coordinator who stays in touch by phone or telemedicine, helps plan visits and tests, and answers questions between appointments.',
    forWhom:
      'Patients and families who want one person to guide them through treatment and follow-up.',
    whatYouGet: [
      'A named care coordinator for the months you choose',
      'Weekly support calls, between 9 am and 5 pm',
      'Help with appointments, reports and questions for your doctor',
      'Telemedicine guidance when travelling to the hospital is hard',
    ],
    priceRupees: 1500,
    priceLabel: 'INR 1,500 per month (one or more months)',
    monthly: true,
    duration: 'Monthly, renewable',
    registerType: 'personal-assistance-programme',
  },
  {
    route: '/online-second-opinion',
    title: 'Online second opinion',
    audience: 'patients',
    summary:
      'Upload your reports and an experienced oncologist reviews the diagnosis and treatment plan and writes a second opinion.',
    forWhom:
      'Patients who have a cancer diagnosis or treatment plan and want an expert to review it before deciding.',
    whatYouGet: [
      'A written opinion from a cancer specialist within 5 to 7 days',
      'Review of biopsy, scan and blood reports and the proposed plan',
      'Answers to your follow-up questions for one week after the opinion',
    ],
    priceRupees: 2000,
    priceLabel: 'INR 2,000, one-time',
    duration: 'Opinion in 5 to 7 days, questions for one week',
    registerType: 'online-second-opinion',
  },
  {
    route: '/telemedicine-support',
    title: 'Telemedicine supportive-care consultation',
    audience: 'patients',
    summary:
      'A video or phone consultation with a supportive-care doctor about symptoms, pain, nutrition or side effects.',
    forWhom: 'Patients and carers who need advice without travelling to a hospital.',
    whatYouGet: [
      'One consultation of 20 to 30 minutes',
      'The time of the call told to you one day in advance',
      'A written summary of the advice given',
    ],
    priceRupees: 600,
    priceLabel: 'INR 600 per consultation',
    duration: 'Single consultation, 20 to 30 minutes',
  },
  {
    route: '/self-screening-static-page',
    title: 'Self-screening',
    audience: 'normal-persons',
    summary:
      'Learn to check yourself for early signs of common cancers (mouth, breast, cervix) with a guided video and a printable guide, and know when to see a doctor.',
    forWhom:
      'Adults without cancer who want to look after their health, especially tobacco users and women over 30.',
    whatYouGet: [
      'A video showing mouth and breast self-examination step by step',
      'A PDF checklist of warning signs',
      'Guidance on where to get screened in your district',
    ],
    priceRupees: 100,
    priceLabel: 'INR 100',
    duration: 'Self-paced',
    registerType: 'self-screening',
  },
  {
    route: '/tobacco-de-addiction',
    title: 'Tobacco de-addiction programme',
    audience: 'normal-persons',
    summary:
      'An eight-week programme to quit tobacco with counselling, peer support from people who have quit, and medical advice.',
    forWhom:
      'Anyone who smokes, chews tobacco or uses gutkha and wants to stop, and their families.',
    whatYouGet: [
      'Tele-consultations with a trained counsellor',
      'Connection with people who have quit tobacco',
      'Education sessions for the family',
      'Periodic reminders and check-ins',
      'Advice on medicines that help with cravings',
      'Life-style counselling, and a chance to become a counsellor yourself',
    ],
    priceRupees: 1000,
    priceLabel: 'INR 1,000 for the whole programme',
    duration: '2 months (8 weeks)',
    registerType: 'tobacco-de-addiction',
  },
  {
    route: '/cancer-awareness-talks',
    title: 'Cancer awareness talks',
    audience: 'normal-persons',
    summary:
      'Talks for schools, colleges, workplaces and community groups on preventing cancer, early signs, and screening.',
    forWhom: 'Groups who want to learn about cancer prevention and early detection.',
    whatYouGet: [
      'A talk by a trained speaker, in person or online',
      'Time for questions from the audience',
      'Handouts on prevention and screening',
    ],
    priceRupees: 350,
    priceLabel: 'INR 350',
    duration: 'One session',
    registerType: 'cancer-awareness-talks',
  },
  {
    route: '/community-programme',
    title: 'Certificate course in community oncology',
    audience: 'doctors-and-health-workers',
    summary:
      'A web-based course that trains physicians and health workers to recognise cancer early, counsel patients and support them in the community.',
    forWhom: 'Physicians, nurses and community health workers.',
    whatYouGet: [
      'Eight weeks of online lessons and case discussions',
      'Assessment and a certificate on completion',
      'A place in the district cancer control programme network',
    ],
    priceRupees: 5000,
    priceLabel: 'INR 5,000',
    duration: '8 weeks',
    registerHref: '/admin/doctors/outside',
  },
  {
    route: '/book-specific-investigations-near-you',
    title: 'Book specific investigations near you',
    audience: 'patients',
    summary:
      'Find radiology and pathology clinics near you that offer the test your doctor has asked for.',
    forWhom:
      'Patients who need a scan or laboratory test and want to know where to get it done nearby.',
    whatYouGet: [
      'A list of radiology clinics and pathology laboratories in your state and district',
      'The tests each one offers: scans and imaging, laboratory tests, or both',
      'Address, phone and e-mail to book an appointment',
    ],
    priceRupees: 50,
    priceLabel: 'INR 50 for the clinic or laboratory information',
    duration: 'One search',
  },
  {
    route: '/find-cancer-expert-near-you',
    title: 'Find a cancer expert near you',
    audience: 'patients',
    summary:
      'Search for cancer specialists near you. A simple search by district is free; an advanced search costs INR 50.',
    forWhom: 'Patients and families looking for a cancer doctor.',
    whatYouGet: [
      'Simple search by district, free',
      'Advanced search by speciality and services, INR 50',
    ],
    priceRupees: 50,
    priceLabel: 'Simple search free; advanced search INR 50',
    duration: 'One search',
    comingSoon: true,
  },
  {
    route: '/online-treatment-opinion-of-cancer-experts',
    title: 'Online treatment opinion of cancer experts',
    audience: 'patients',
    summary: 'A panel of cancer experts discusses your case and recommends a treatment plan.',
    forWhom: 'Patients facing a difficult treatment decision.',
    whatYouGet: ['A panel opinion on the treatment plan'],
    priceRupees: null,
    priceLabel: 'Price to be announced',
    duration: 'To be announced',
    comingSoon: true,
  },
  {
    route: '/drugs-and-prosthesis',
    title: 'Drugs and prosthesis ordering',
    audience: 'patients',
    summary: 'Order cancer medicines and prostheses online and have them delivered.',
    forWhom: 'Patients who find it hard to get medicines or prostheses locally.',
    whatYouGet: ['Dispatch within one week of the order', 'No returns on medicines and prostheses'],
    priceRupees: null,
    priceLabel: 'Price of the item ordered',
    duration: 'Dispatch within one week',
    comingSoon: true,
  },
  {
    route: '/district-cancer-control-programme',
    title: 'District cancer control programme',
    audience: 'governments',
    summary:
      'A district cancer support team visits every primary health centre twice a week, covering the whole district in three months, trains health workers and keeps a district cancer registry.',
    forWhom:
      'NGOs, governments, trusts, donors and company social-responsibility funds who want to adopt a district.',
    whatYouGet: [
      'Primary health centre visits twice a week; the whole district covered in 3 months',
      'Training for health workers',
      'The self-help web platform for the district',
      'A district helpline and telemedicine guidance',
      'A district cancer registry tagged by primary health centre',
      'Tax exemption and recognition on this website for donors',
    ],
    priceRupees: null,
    priceLabel: 'A fixed monthly cost per district, on request',
    duration: 'Monthly, per district',
  },
  {
    route: '/mass-digital-pre-screening',
    title: 'Mass digital pre-screening',
    audience: 'governments',
    summary:
      'A digital questionnaire that screens large populations for cancer risk and sends those at risk for examination; sponsors, patients supported and visit schedules are published per district.',
    forWhom: 'Districts, sponsors and community organisations.',
    whatYouGet: [
      'Population pre-screening by questionnaire',
      'Per-district reports of sponsors, patients supported and PHC visit schedule',
    ],
    priceRupees: null,
    priceLabel: 'On request',
    duration: 'Ongoing',
  },
];

export function programmeByRegisterType(registerType: string): Programme | undefined {
  return PROGRAMMES.find((programme) => programme.registerType === registerType);
}

/** A programme's title by its register type; the type itself for one no longer offered. */
export function programmeTitle(registerType: string): string {
  return programmeByRegisterType(registerType)?.title ?? registerType;
}

export function programmeByRoute(route: string): Programme | undefined {
  return PROGRAMMES.find((programme) => programme.route === route);
}

/** Self-registration types whose form shows the clinic field (seed 000 section 2). */
export const CLINIC_REGISTER_TYPES: readonly SelfRegisterType[] = [
  'self-help-platform',
  'personal-assistance-programme',
  'online-second-opinion',
];
