import type { ContentDocument } from './types';

/** #/refund-cancel: the policy of seed 001 section 9, spelled out. */
export const document: ContentDocument = {
  title: 'Refund & Cancellation',
  lead: 'How to cancel a programme or a subscription plan, and how refunds are paid.',
  blocks: [
    {
      type: 'text',
      heading: 'Service periods',
      paragraphs: [
        'A service period is the time your payment covers: a month for the personal assistance programme, the length of the programme for the other programmes (one year for the self-help platform, for example), and the number of days of the plan for a subscription plan.',
      ],
    },
    {
      type: 'text',
      heading: 'Cancelling',
      paragraphs: [
        'To cancel, write to us through the contact page with your registered mobile number, the programme or plan, and the order number if you have it.',
        'A cancellation request received later than 3 to 4 business days before the end of the current service period applies to the next period: the current period continues until it ends.',
      ],
      links: [{ label: 'Contact Us', to: '/contact-us' }],
    },
    {
      type: 'text',
      heading: 'Refunds',
      bullets: [
        'Refunds go back to the original card or bank account used for the payment. We cannot pay them in cash or into another account.',
        'Once we have sent a refund, the time it takes to reach your account depends on your bank or card issuer.',
        'If money left your account but the payment shows as failed, the payment gateway normally returns it by itself. If it has not come back, write to us with the order number.',
      ],
    },
    {
      type: 'text',
      heading: 'Medicines and prostheses',
      paragraphs: [
        'When ordering of medicines and prostheses opens, orders will be dispatched within one week and cannot be returned.',
      ],
    },
  ],
};
