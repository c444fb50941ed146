import type { ContentDocument } from './types';

/** #/government-regional-authorities: the four tiers of care. */
export const document: ContentDocument = {
  title: 'Government & Regional Authorities',
  lead: 'A ready model for cancer control in a district or a region: four tiers of care that connect villages, primary health centres, district hospitals and cancer centres, with one digital platform behind them.',
  blocks: [
    {
      type: 'cards',
      heading: 'Four tiers of care',
      columns: 2,
      cards: [
        {
          eyebrow: 'Tier 1',
          title: 'In the community',
          text: 'Trained health workers give awareness talks, teach self-screening, help people quit tobacco and run mass digital pre-screening to find people at risk.',
          links: [
            { label: 'Mass digital pre-screening', to: '/mass-digital-pre-screening' },
            { label: 'Tobacco de-addiction', to: '/tobacco-de-addiction' },
          ],
        },
        {
          eyebrow: 'Tier 2',
          title: 'At primary health centres',
          text: 'A district cancer support team visits every primary health centre twice a week, examines the people referred from screening and sends on those who need tests. The whole district is covered in three months.',
          links: [
            {
              label: 'District cancer control programme',
              to: '/district-cancer-control-programme',
            },
          ],
        },
        {
          eyebrow: 'Tier 3',
          title: 'At the district hospital',
          text: 'Diagnosis, follow-up and supportive care close to home, with a district helpline, telemedicine guidance and a district cancer registry tagged by primary health centre.',
          links: [{ label: 'Telemedicine support', to: '/telemedicine-support' }],
        },
        {
          eyebrow: 'Tier 4',
          title: 'At cancer centres',
          text: 'Specialist treatment (surgery, radiotherapy and chemotherapy) and expert opinions, with ONCO-DB to follow every patient through treatment and after it.',
          links: [
            { label: 'ONCO-DB for hospitals', to: '/cancer-hospital' },
            { label: 'Online second opinion', to: '/online-second-opinion' },
          ],
        },
      ],
    },
    {
      type: 'text',
      heading: 'Adopt a district',
      paragraphs: [
        'NGOs, governments, trusts, donors and company social-responsibility (CSR) funds can adopt a district for a fixed monthly cost. Donors receive tax exemption on their contribution and recognition on this website.',
        'Write to us with the district you have in mind, and we will send you a proposal with its monthly cost.',
      ],
      links: [{ label: 'Contact Us', to: '/contact-us' }],
    },
    {
      type: 'text',
      heading: 'Train your health workers',
      paragraphs: [
        'Our 8-week web-based certificate course prepares physicians and health workers to recognise cancer early, counsel patients and support them in the community.',
      ],
      links: [{ label: 'Certificate course in community oncology', to: '/community-programme' }],
    },
  ],
};
