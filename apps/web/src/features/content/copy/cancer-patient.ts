import type { ContentDocument } from './types';

/** #/cancer-patient: the programme chooser for people with cancer and their families. */
export const document: ContentDocument = {
  title: 'For Cancer Patients',
  lead: "Choose the help you need, from a self-help platform for the whole family to a specialist's second opinion. Every programme works alongside the care of your treating doctor.",
  blocks: [
    {
      type: 'cards',
      heading: 'Programmes open now',
      cards: [
        { programme: '/cancer-self-help-website' },
        { programme: '/personalised-assistance-programme' },
        { programme: '/online-second-opinion' },
        { programme: '/telemedicine-support' },
        {
          title: 'Find a doctor in your district',
          text: 'Search hospitals and cancer doctors by country, state, district and speciality.',
          meta: 'Free',
          to: '/oncologies',
        },
        { programme: '/book-specific-investigations-near-you' },
      ],
    },
    {
      type: 'cards',
      heading: 'Coming soon',
      intro: 'These services are being prepared. Their pages describe what they will offer.',
      cards: [
        { programme: '/find-cancer-expert-near-you' },
        { programme: '/online-treatment-opinion-of-cancer-experts' },
        { programme: '/drugs-and-prosthesis' },
        {
          title: 'More services in future',
          text: 'Tell us which other services would make cancer care easier for you.',
          to: '/possibility-to-add-more-in-future',
        },
      ],
    },
    {
      type: 'notice',
      tone: 'warning',
      title: 'In an emergency',
      text: 'This platform is not an emergency service. If someone is seriously unwell, go to the nearest hospital or call 112 (108 for an ambulance).',
    },
  ],
};
