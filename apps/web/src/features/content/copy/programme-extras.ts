import type { TextBlock } from './types';

/**
 * What some programme pages say beyond the shared programme data (which the brochure also
 * prints): how to book, what to use until a draft service opens, and so on. Keyed by route.
 */
export const programmeExtras: Record<string, TextBlock[]> = {
  '/self-screening-static-page': [
    {
      type: 'text',
      heading: 'Video & PDF',
      paragraphs: [
        'Once you have registered and your payment is received, the self-examination video and the PDF checklist open in your account. Watch the video as often as you like, and keep the checklist on your phone or print it.',
        'Self-examination helps you notice changes early. It does not replace a check-up by a doctor or a screening test at your health centre.',
      ],
    },
  ],
  '/telemedicine-support': [
    {
      type: 'text',
      heading: 'How to book',
      paragraphs: [
        'Write to us through the contact page, choose "Need support for cancer patient" as the purpose and tell us what you would like advice on. We tell you the time of your consultation one day in advance.',
      ],
      links: [{ label: 'Contact Us', to: '/contact-us' }],
    },
  ],
  '/community-programme': [
    {
      type: 'text',
      heading: 'After the course',
      paragraphs: [
        'Doctors and health workers who complete the course can work with the community oncology programme in their district: screening, early detection and support for patients close to home.',
      ],
      links: [{ label: 'Community Oncology Programme', to: '/laboratory-pathology' }],
    },
  ],
  '/district-cancer-control-programme': [
    {
      type: 'text',
      heading: 'Adopt a district',
      paragraphs: [
        'NGOs, governments, trusts, donors and company social-responsibility (CSR) funds can adopt a district for a fixed monthly cost. Tell us which district you have in mind and we will send you a proposal.',
      ],
      links: [
        { label: 'Contact Us', to: '/contact-us' },
        { label: 'Four tiers of care', to: '/government-regional-authorities' },
      ],
    },
  ],
  '/mass-digital-pre-screening': [
    {
      type: 'text',
      heading: 'How it works',
      paragraphs: [
        'People answer a short questionnaire about symptoms and risk factors such as tobacco use, on their own phone or with a health worker. Those whose answers point to a risk are invited for an examination at their primary health centre.',
      ],
    },
  ],
  '/find-cancer-expert-near-you': [
    {
      type: 'text',
      heading: 'Search for free today',
      paragraphs: [
        'The simple search is already open: find hospitals and cancer doctors by country, state, district and speciality.',
      ],
      links: [{ label: 'Find a Doctor', to: '/oncologies' }],
    },
  ],
  '/online-treatment-opinion-of-cancer-experts': [
    {
      type: 'text',
      heading: 'Need an opinion now?',
      paragraphs: [
        'Our online second opinion is open: an oncologist reviews your reports and treatment plan and writes an opinion within 5 to 7 days.',
      ],
      links: [{ label: 'Online second opinion', to: '/online-second-opinion' }],
    },
  ],
};

/** The Filters section of #/mass-digital-pre-screening. */
export const preScreeningFilters = {
  heading: 'Filters',
  intro:
    'Choose a district to see who sponsors its programme, how many patients it has supported and when its primary health centres are visited.',
  formLabel: 'Choose a district',
  publishing:
    'District reports are published here as districts join the programme, with figures that come from the district teams.',
  noReport:
    'No report has been published for this district yet. If you would like to sponsor the programme in this district, write to us.',
  contact: { label: 'Contact Us', to: '/contact-us' },
};
