import type { ContentDocument } from './types';

/** #/possibility-to-add-more-in-future: a draft page in the seed; here it says what is coming. */
export const document: ContentDocument = {
  title: 'More Services Coming',
  lead: 'We add services as patients, families and doctors ask for them. The ones below are being prepared.',
  parent: 'cancerPatients',
  blocks: [
    {
      type: 'notice',
      title: 'These services are not open yet',
      text: 'We will announce each one on this website when it opens. Until then you cannot register or pay for them.',
    },
    {
      type: 'cards',
      heading: 'Being prepared',
      columns: 2,
      cards: [
        { programme: '/find-cancer-expert-near-you' },
        { programme: '/online-treatment-opinion-of-cancer-experts' },
        { programme: '/drugs-and-prosthesis' },
      ],
    },
    {
      type: 'text',
      heading: 'Tell us what would help you',
      paragraphs: [
        'Is there a service that would make cancer care easier for you, your family or your patients? Write to us and tell us about it.',
      ],
      links: [{ label: 'Contact Us', to: '/contact-us' }],
    },
  ],
};
