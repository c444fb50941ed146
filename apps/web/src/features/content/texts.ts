/**
 * Labels of the content screens (keys start with ui.content.). Only short labels live here: this
 * table is part of every page's first download. Page copy (programme details, policies, the home
 * page's sections) sits in ./copy, loaded with the page that shows it.
 */
export const contentTexts = {
  'ui.content.crumb.cancerPatients': 'Cancer Patients',
  'ui.content.crumb.normalPersons': 'People Without Cancer',
  'ui.content.crumb.communityOncology': 'Community Oncology Programme',

  'ui.content.register': 'Register',
  'ui.content.price': 'Price',
  'ui.content.duration': 'Duration',
  'ui.content.forWhom': 'Who it is for',
  'ui.content.whatYouGet': 'What you get',
  'ui.content.comingSoon': 'Coming soon',
  'ui.content.draftTitle': 'This service is coming soon',
  'ui.content.draftText':
    'It is not open for registration yet. This page describes what it will offer; the price may change before it opens.',
  'ui.content.paymentNote':
    'Register with your mobile number, then pay the fee online. Your login becomes active once the payment is received.',
  'ui.content.adjuvantNote':
    'Information and services on this platform support the advice of your treating doctor; they never replace it.',
  'ui.content.readTerms': 'Read the Terms & Conditions',
  'ui.content.contactUs': 'Contact Us',
  'ui.content.openPage': 'Open {page}',

  'ui.content.slideshow': 'Highlights',
  'ui.content.slide': 'Slide {number} of {total}',
  'ui.content.showSlide': 'Show slide {number}: {title}',
  'ui.content.previousSlide': 'Previous slide',
  'ui.content.nextSlide': 'Next slide',
  'ui.content.pauseSlideshow': 'Pause slideshow',
  'ui.content.playSlideshow': 'Play slideshow',
  'ui.content.brochure': 'Download brochure (PDF)',
  'ui.content.brochureIn': '{language} (PDF)',
} as const;
