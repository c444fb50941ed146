import type { ContentDocument } from './types';

/** #/about-us */
export const document: ContentDocument = {
  title: 'About Us',
  lead: 'We are a group of cancer-care providers. We built this platform so that people in India can find sound information, practical support and expert advice about cancer, wherever they live.',
  blocks: [
    {
      type: 'text',
      heading: 'What we do',
      bullets: [
        'For cancer patients and their families: a self-help platform, a personal care coordinator, online second opinions and telemedicine consultations.',
        'For people without cancer: self-screening, a tobacco de-addiction programme and awareness talks.',
        'For oncologists and hospitals: ONCO-DB, a cancer-specific patient database.',
        'For doctors and health workers: a certificate course in community oncology.',
        'For governments and donors: district cancer control and mass digital pre-screening.',
      ],
    },
    {
      type: 'text',
      heading: 'What we hold to',
      bullets: [
        'Your doctor comes first. Everything here supports the advice of your treating clinician and never replaces it.',
        'Prices are clear. Every programme shows its price in rupees before you register.',
        'Records are private. Patient data is seen only by the people caring for the patient.',
        'Care belongs close to home. Our community programmes work district by district, through primary health centres.',
      ],
    },
    {
      type: 'text',
      heading: 'Work with us',
      paragraphs: [
        'Hospitals that want to use ONCO-DB, NGOs that want to join our community programme, doctors who want to train in community oncology and donors who want to support our charity drive are all welcome to write to us.',
      ],
      links: [
        { label: 'Contact Us', to: '/contact-us' },
        { label: 'Register as a doctor', to: '/admin/doctors/database' },
      ],
    },
  ],
};
