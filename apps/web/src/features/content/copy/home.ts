import type { CopyLink } from './types';

/** Copy of the home page (#/home). Images are files in public/images, never bundled. */

export interface Slide {
  image: string;
  alt: string;
  title: string;
  text: string;
}

export type AudienceIcon = 'patients' | 'people' | 'hospital' | 'training' | 'government';

export interface Audience {
  title: string;
  text: string;
  to: string;
  icon: AudienceIcon;
  links: CopyLink[];
}

export interface Photo {
  image: string;
  alt: string;
  caption: string;
}

export const home = {
  title: 'Cancer care, connected',
  tagline:
    'Expert opinions, supportive care and screening for patients and families; a cancer-specific patient database for oncologists and hospitals; and community programmes that bring early detection to every district of India.',
  findDoctor: 'Find a doctor',
  findDoctorTo: '/oncologies',
  patientsCta: 'Programmes for patients',

  slides: [
    {
      image: '/images/slide-doctor-patient.svg',
      alt: 'Drawing: a doctor explains a report to a patient and her daughter across a desk.',
      title: 'Expert advice without the long journey',
      text: 'Online second opinions and telemedicine consultations with cancer specialists.',
    },
    {
      image: '/images/slide-family.svg',
      alt: 'Drawing: a family at home looks at a care video on a tablet together.',
      title: 'Support for the whole family',
      text: 'Videos, checklists and a personal care coordinator help families care at home.',
    },
    {
      image: '/images/slide-hospital.svg',
      alt: 'Drawing: a doctor with a tablet and a nurse stand in front of a hospital.',
      title: 'One database for your cancer patients',
      text: 'ONCO-DB helps hospitals register patients, plan follow-ups and record outcomes.',
    },
    {
      image: '/images/slide-health-worker.svg',
      alt: 'Drawing: a health worker with a clipboard talks with a family outside a health centre.',
      title: 'Early detection in every district',
      text: 'Trained health workers, self-screening and health-centre visits find cancer earlier.',
    },
  ] satisfies Slide[],

  benefitsTitle: 'Why people use the platform',
  benefits: [
    'Help at every step: prevention, screening, treatment decisions and life after treatment.',
    "A cancer specialist's written second opinion within 5 to 7 days, without travelling.",
    'Care at home with videos, checklists and printable guides in simple language.',
    'A free search for cancer doctors and hospitals in your district.',
    'A cancer-specific patient database for oncologists and hospitals.',
    'Clear prices in rupees, shown before you register.',
    'Patient records that only the treating hospital can see, with Aadhaar never stored in full.',
  ],

  audiencesTitle: 'Who can use our web-platform?',
  audiences: [
    {
      title: 'Cancer patients',
      text: 'Self-help, a personal care coordinator, second opinions and telemedicine for patients and their families.',
      to: '/cancer-patient',
      icon: 'patients',
      links: [
        { label: 'Self-help platform', to: '/cancer-self-help-website' },
        { label: 'Personal assistance', to: '/personalised-assistance-programme' },
        { label: 'Online second opinion', to: '/online-second-opinion' },
        { label: 'Find a doctor', to: '/oncologies' },
      ],
    },
    {
      title: 'Normal persons',
      text: 'People without cancer: self-screening, help to quit tobacco and awareness talks for groups.',
      to: '/normal-person',
      icon: 'people',
      links: [
        { label: 'Self-screening', to: '/self-screening-static-page' },
        { label: 'Tobacco de-addiction', to: '/tobacco-de-addiction' },
        { label: 'Cancer awareness talks', to: '/cancer-awareness-talks' },
      ],
    },
    {
      title: 'Oncologists and cancer hospitals',
      text: 'ONCO-DB: patient registration, appointments, functional outcomes and clinical details.',
      to: '/cancer-hospital',
      icon: 'hospital',
      links: [
        { label: 'Register as a doctor', to: '/admin/doctors/database' },
        { label: 'Subscription plans', to: '/show-subscription-plan' },
      ],
    },
    {
      title: 'Doctors and health workers',
      text: 'An 8-week certificate course in community oncology, and a place in district programmes.',
      to: '/community-programme',
      icon: 'training',
      links: [
        { label: 'Community Oncology Programme', to: '/laboratory-pathology' },
        { label: 'District cancer control', to: '/district-cancer-control-programme' },
        { label: 'Mass digital pre-screening', to: '/mass-digital-pre-screening' },
      ],
    },
    {
      title: 'Governments and regional authorities',
      text: 'Four tiers of cancer care for a district or region, from village screening to specialist treatment.',
      to: '/government-regional-authorities',
      icon: 'government',
      links: [{ label: 'Adopt a district', to: '/district-cancer-control-programme' }],
    },
  ] satisfies Audience[],

  videoTitle: 'See how the platform works',
  videoFrameTitle: 'Video: how the cancer-care platform works',
  posterAlt: 'Drawing: a doctor beside a laptop that shows the portal.',
  posterCaption:
    'Our introductory video is being prepared. Until it is ready, the brochure describes every programme and its price.',

  photosTitle: 'The programme at work',
  photos: [
    {
      image: '/images/photo-awareness-talk.svg',
      alt: 'Drawing: a speaker explains the cancer ribbon to a hall full of students.',
      caption:
        'Awareness talks teach schools, workplaces and communities the early signs of cancer.',
    },
    {
      image: '/images/photo-screening-visit.svg',
      alt: "Drawing: people queue at a health worker's table outside a primary health centre.",
      caption: 'District teams visit every primary health centre twice a week.',
    },
    {
      image: '/images/photo-telemedicine.svg',
      alt: 'Drawing: a patient at home talks with a doctor on a laptop screen.',
      caption: 'Supportive-care doctors advise patients by video or phone.',
    },
  ] satisfies Photo[],

  brochureTitle: 'All programmes and prices in one brochure',
  brochureText:
    'A printable PDF with every programme: who it is for, what it includes, how long it lasts and what it costs.',
  brochureHref: '/api/v1/content/brochure.pdf',
  aboutText: 'Who runs this platform, and what we hold to.',
  aboutLink: { label: 'About Us', to: '/about-us' },
};
