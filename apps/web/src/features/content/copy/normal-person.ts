import type { ContentDocument } from './types';

/** #/normal-person: screening and prevention for people without cancer. */
export const document: ContentDocument = {
  title: 'For People Without Cancer',
  lead: 'Many cancers can be prevented, and many more can be cured when they are found early. These programmes help you lower your risk, notice warning signs in time and pass the knowledge on.',
  blocks: [
    {
      type: 'cards',
      heading: 'Programmes',
      cards: [
        { programme: '/self-screening-static-page' },
        { programme: '/tobacco-de-addiction' },
        { programme: '/cancer-awareness-talks' },
      ],
    },
    {
      type: 'text',
      heading: 'Signs to show a doctor',
      paragraphs: [
        'Most of these signs have causes other than cancer. Still, see a doctor if any of them does not go away within three weeks:',
      ],
      bullets: [
        'An ulcer in the mouth, or a white or red patch inside the mouth, that does not heal',
        'A lump in the breast, the neck or anywhere else in the body',
        'Bleeding between periods, after intercourse or after the menopause',
        'A cough or a hoarse voice that does not get better',
        'Difficulty in swallowing, or losing weight without trying',
        'A change in bowel or bladder habits, or blood in the stools or urine',
        'A mole or a wart that changes in size, shape or colour',
      ],
    },
    {
      type: 'text',
      heading: 'Lower your risk',
      bullets: [
        'Do not use tobacco in any form: cigarettes, bidis, gutkha, khaini or paan with tobacco',
        'Avoid alcohol, or drink as little as possible',
        'Eat plenty of vegetables, fruit and whole grains, and keep a healthy weight',
        'Be physically active for at least 30 minutes on most days',
        'Ask your doctor about vaccination against hepatitis B and, for girls and young women, HPV',
        'Women aged 30 to 65: ask at your health centre about screening for cervical cancer',
      ],
    },
  ],
};
