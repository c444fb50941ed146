import type { ContentDocument } from './types';

/** #/terms-conditions */
export const document: ContentDocument = {
  title: 'Terms & Conditions',
  lead: 'These terms apply to everyone who uses the Cancer Care Portal: visitors, patients and their families, doctors, health workers and hospitals. By using the platform you accept them.',
  blocks: [
    {
      type: 'notice',
      title: 'Medical information on this platform',
      text: 'The information on this platform is adjuvant to the advice of your clinician: it supports that advice and does not replace it. Decisions about diagnosis and treatment are for you and your treating doctor to take. The programme is not medico-legally responsible for decisions taken on the basis of this information.',
    },
    {
      type: 'text',
      heading: 'Not an emergency service',
      paragraphs: [
        'Do not use this platform in an emergency. If someone is seriously unwell, go to the nearest hospital or call 112 (108 for an ambulance).',
      ],
    },
    {
      type: 'text',
      heading: 'Your account',
      bullets: [
        'Give true and complete details when you register, and keep them up to date.',
        'Keep your password secret. You are responsible for what is done with your account; tell us at once if you think someone else has used it.',
        'Doctors give their medical registration number and use the platform only within their professional practice.',
      ],
    },
    {
      type: 'text',
      heading: 'Doctors and hospitals',
      bullets: [
        'Register patients only with their consent, and enter their details accurately.',
        "Use a patient's information only for that patient's care, and keep it confidential within the care team.",
        'The hospital remains responsible for the clinical care of its patients and for its medical records.',
      ],
    },
    {
      type: 'text',
      heading: 'Programmes, plans and prices',
      bullets: [
        'Prices are in Indian rupees (INR), include taxes, and are shown on each programme page and in the brochure.',
        'A subscription plan lets a hospital register a set number of patients within a set number of days.',
        'A programme starts once its payment is received; its length is shown on its page.',
        'Coupon codes are applied before payment and cannot be exchanged for cash.',
      ],
    },
    {
      type: 'text',
      heading: 'Payments',
      paragraphs: [
        'Payments are made online through our payment gateway. The amount is worked out by our server from the price and any coupon, and a plan or programme is activated only when the gateway confirms the payment. Cancellations and refunds follow our Refund & Cancellation policy.',
      ],
      links: [{ label: 'Refund & Cancellation', to: '/refund-cancel' }],
    },
    {
      type: 'text',
      heading: 'Fair use',
      bullets: [
        'Do not try to reach data that is not yours, to get around the security of the platform, or to overload it.',
        'Do not upload anything unlawful, or anything you have no right to share.',
        'We may suspend an account that breaks these terms.',
      ],
    },
    {
      type: 'text',
      heading: 'Our content',
      paragraphs: [
        'The videos, checklists, guides and pages on this platform are for your personal use and for the care of your patients. Please do not republish them without our permission.',
      ],
    },
    {
      type: 'text',
      heading: 'Liability',
      paragraphs: [
        'We work to keep the platform accurate and available, but we cannot promise that it will always be free of errors or interruptions. As far as the law allows, we are not liable for indirect losses that arise from using it.',
      ],
    },
    {
      type: 'text',
      heading: 'Law and changes',
      paragraphs: [
        'These terms are governed by the laws of India. We may update them; the current version is always on this page, and using the platform after a change means you accept the new terms.',
      ],
      links: [{ label: 'Contact Us', to: '/contact-us' }],
    },
  ],
};
