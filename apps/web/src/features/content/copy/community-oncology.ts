import type { ContentDocument } from './types';

/** #/laboratory-pathology: the Community Oncology Programme landing page. */
export const document: ContentDocument = {
  title: 'Community Oncology Programme',
  lead: 'Cancer care starts in the community. This programme takes screening, early detection and supportive care to primary health centres and villages, one district at a time.',
  blocks: [
    {
      type: 'cards',
      heading: 'The programme',
      columns: 2,
      cards: [
        { programme: '/district-cancer-control-programme' },
        { programme: '/mass-digital-pre-screening' },
      ],
    },
    {
      type: 'text',
      heading: 'Take part',
      paragraphs: [
        'Doctors and health workers can prepare with our 8-week certificate course in community oncology. NGOs, governments, trusts, donors and companies can adopt a district and fund its cancer support team.',
      ],
      links: [
        { label: 'Certificate course', to: '/community-programme' },
        { label: 'Government & Regional Authorities', to: '/government-regional-authorities' },
        { label: 'Contact Us', to: '/contact-us' },
      ],
    },
  ],
};
