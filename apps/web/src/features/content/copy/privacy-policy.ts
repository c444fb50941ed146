import type { ContentDocument } from './types';

/** #/privacy-policy */
export const document: ContentDocument = {
  title: 'Privacy Policy',
  lead: 'What personal information the Cancer Care Portal keeps, why, how it is protected and what you can ask of us. This policy covers the website and its two applications: the digital care application and the hospital database application.',
  blocks: [
    {
      type: 'text',
      heading: 'Information we keep',
      bullets: [
        'Accounts: your name, mobile number, e-mail address and password. Passwords are stored only as a one-way hash, so nobody, including us, can read them.',
        "Doctors and hospitals: the doctor's registration number, speciality and designation, and the hospital's name, registration number, address and contact numbers, as given at registration.",
        'Patient records entered by doctors: name, gender, age or date of birth, contact details, address, cancer site and stage, treatment history, appointments, answers to functional outcome questionnaires and clinical details.',
        'People who register for a programme themselves: the details on the registration form and the programme chosen.',
        "Payments: the plan or programme bought, the amount, the order and transaction numbers and the payment's status. Card and bank details are entered on the payment gateway's own page; we never see or store them.",
        'Contact enquiries: what you write on the contact form.',
        'Security records: sign-ins, failed sign-ins and every view or change of patient data, with the time and the network address it came from.',
      ],
    },
    {
      type: 'text',
      heading: 'Aadhaar numbers',
      paragraphs: [
        'When an Aadhaar number is given, we check that it is valid and then keep only its last four digits, with a keyed fingerprint that lets us notice the same number being registered twice. The full number is never stored and never shown: screens display it as XXXX-XXXX followed by the last four digits.',
      ],
    },
    {
      type: 'text',
      heading: 'How we use it',
      bullets: [
        'To provide the programmes you register for and the patient database your hospital subscribes to.',
        "To let the doctors and hospital staff treating a patient see and update that patient's record.",
        'To send one-time passwords (OTP) and service messages by SMS or e-mail.',
        'To take payments and keep the accounting records the law requires.',
        'To keep the platform secure and to investigate misuse.',
      ],
      note: 'We do not sell personal information, and we do not use it for advertising.',
    },
    {
      type: 'text',
      heading: 'Who can see it',
      bullets: [
        "A patient's record is visible only to the doctors and staff of the hospital that registered the patient. Each hospital's data is kept apart, and the server checks this on every request.",
        'Our care coordinators and experts see what they need for the programme you joined, such as the reports you share for a second opinion.',
        'Companies that work for us, the payment gateway and the SMS and e-mail providers, receive only what they need to do that work.',
        'Authorities receive information only when Indian law requires it.',
      ],
    },
    {
      type: 'text',
      heading: 'How we protect it',
      bullets: [
        'Traffic between your browser and the platform is encrypted (HTTPS).',
        'You stay signed in through a secure cookie that scripts on the page cannot read. A session ends after 30 minutes without activity, and after 12 hours at most.',
        'Repeated wrong passwords or one-time passwords block further attempts for a while.',
        'Resetting your password signs you out on every device.',
        'Access to patient data depends on your role and your hospital, and every access is logged.',
      ],
    },
    {
      type: 'text',
      heading: 'Cookies',
      paragraphs: [
        "The platform sets one cookie, to keep you signed in. It is not used for tracking or advertising, and the platform runs no third-party analytics. If the home page shows a video from a video service, that service's own privacy policy applies to the video.",
      ],
    },
    {
      type: 'text',
      heading: 'How long we keep it',
      paragraphs: [
        "Patient records are kept while the hospital's account is active, and afterwards for as long as the rules on medical records require. Payment records are kept for as long as accounting and tax laws require. Security records are kept to investigate misuse and are never altered.",
      ],
    },
    {
      type: 'text',
      heading: 'What you can ask of us',
      bullets: [
        'A copy of the personal information we hold about you.',
        'Correction of details that are wrong or out of date.',
        'Deletion of your account. Records that a hospital or we must keep by law, such as medical and payment records, are kept for the period required.',
        'Patients can also ask the hospital that registered them to correct their record.',
      ],
      note: 'We handle personal information as Indian law requires, including the Information Technology Act, 2000 and its rules, and the Digital Personal Data Protection Act, 2023.',
    },
    {
      type: 'text',
      heading: 'Contact',
      paragraphs: [
        'For any question about your personal information, or to make a request, write to us through the contact page and choose "Others" as the purpose. Give the mobile number you registered with so that we can find your records. We will never ask for your password.',
        'When this policy changes, the new version is published on this page.',
      ],
      links: [{ label: 'Contact Us', to: '/contact-us' }],
    },
  ],
};
