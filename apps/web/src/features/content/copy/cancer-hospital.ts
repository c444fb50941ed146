import type { ContentDocument } from './types';

/** #/cancer-hospital: ONCO-DB, the patient database for oncologists and hospitals. */
export const document: ContentDocument = {
  title: 'ONCO-DB for Oncologists and Cancer Hospitals',
  lead: 'ONCO-DB is a cancer-specific patient database for your hospital: register each patient once, follow them through treatment and record how they are doing.',
  blocks: [
    {
      type: 'cards',
      heading: 'What ONCO-DB does',
      cards: [
        {
          title: 'Patient registration',
          text: 'Record each patient with contact details, cancer site and sub-site, stage and treatment history. A search by mobile number or e-mail finds patients already registered.',
        },
        {
          title: 'Patient list',
          text: "All of your hospital's patients in one list, ten to a page, with each patient's records one click away.",
        },
        {
          title: 'Appointments and to-do items',
          text: 'Plan follow-up visits and tasks for each patient, and mark them done.',
        },
        {
          title: 'Functional outcomes',
          text: 'Questionnaires by treatment and outcome category, with the results of every attempt kept.',
        },
        {
          title: 'Clinical details',
          text: 'The clinical record of each patient, created and updated by the treating team.',
        },
        {
          title: 'Patient dashboards',
          text: "Each patient's dashboard in the hospital database application, behind the same sign-in.",
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How to start',
      steps: [
        {
          title: 'Register as a doctor',
          text: "Give your own details and your hospital's. The doctor who registers a hospital becomes its chief admin.",
          link: { label: 'Register as a doctor', to: '/admin/doctors/database' },
        },
        {
          title: 'Choose a subscription plan',
          text: 'Plans are packs of patients for a number of days, paid online. Buy another pack whenever your hospital needs more.',
          link: { label: 'See subscription plans', to: '/show-subscription-plan' },
        },
        {
          title: 'Register your patients',
          text: 'Sign in, open your dashboard and register patients until the pack is used up.',
        },
      ],
    },
    {
      type: 'text',
      heading: 'Patient data stays with your hospital',
      bullets: [
        'Each hospital sees only its own patients; the server checks this on every request.',
        'Every view and change of patient data is written to an audit log.',
        'Aadhaar numbers are never stored whole: only the last four digits are kept.',
        'A session ends after 30 minutes without activity.',
      ],
      links: [{ label: 'Privacy Policy', to: '/privacy-policy' }],
    },
  ],
};
