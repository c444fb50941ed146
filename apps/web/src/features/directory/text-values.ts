import { registerFeatureTexts } from '@/lib/i18n';

/** Labels and texts of the directory screens (keys start with ui.directory.). */
export const directoryTextValues = {
  'ui.directory.title': 'Find a Doctor',
  'ui.directory.intro':
    'Search hospitals and cancer specialists by country, state, district and speciality.',
  'ui.directory.districtTitle': 'Find a doctor in your district',
  'ui.directory.districtIntro':
    'Choose your state and district to see the hospitals and oncologists closest to you.',
  'ui.directory.cancerPatients': 'Cancer Patients',
  'ui.directory.filters': 'Search filters',
  'ui.directory.speciality': 'Speciality',
  'ui.directory.anySpeciality': 'All specialities',
  'ui.directory.search': 'Search Doctor',
  'ui.directory.reset': 'Reset',
  'ui.directory.resultCount': '{count} hospitals found',
  'ui.directory.resultCountOne': '1 hospital found',
  'ui.directory.earlierResults': 'The results below are those of the earlier search.',
  'ui.directory.colSrNo': 'Sr.No.',
  'ui.directory.colHospitalName': 'Hospital Name',
  'ui.directory.colHospitalCode': 'Hospital Code',
  'ui.directory.colHospitalType': 'Hospital Type',
  'ui.directory.colMobile': 'Mobile',
  'ui.directory.colEmail': 'Email-Id',
  'ui.directory.colCountry': 'Country',
  'ui.directory.colState': 'State',
  'ui.directory.colDistrict': 'District',
  'ui.directory.colCity': 'City',
  'ui.directory.colSpeciality': 'Speciality',
  'ui.directory.results': 'Hospitals and doctors',
  'ui.directory.pagination': 'Result pages',
  // Book specific investigations near you
  'ui.directory.investKind': 'Type of service',
  'ui.directory.investKindBoth': 'Radiology and pathology',
  'ui.directory.investKindRadiology': 'Radiology (scans and imaging)',
  'ui.directory.investKindPathology': 'Pathology (laboratory tests)',
  'ui.directory.investSearch': 'Search Clinics',
  'ui.directory.investResults': 'Radiology and pathology clinics',
  'ui.directory.investCount': '{count} clinics found',
  'ui.directory.investCountOne': '1 clinic found',
  'ui.directory.investPagination': 'Clinic result pages',
  'ui.directory.investAbout': 'About this service',
  'ui.directory.investPrice': 'Price',
  'ui.directory.investDuration': 'Duration',
  'ui.directory.investFree':
    'The clinic and laboratory list is free to read for now; no payment is taken for it.',
  'ui.directory.investHowToBook':
    "Call or e-mail the clinic to book your test, and take your doctor's prescription with you.",
  'ui.directory.colClinicName': 'Clinic / Lab Name',
  'ui.directory.colServices': 'Type of Service',
  'ui.directory.colAddress': 'Address',
  'ui.directory.colPhone': 'Phone',
} as const;

// Registered when the feature's first page loads; its page renders once the texts are in.
await registerFeatureTexts('directory', directoryTextValues, {
  hi: () => import('./translations/hi'),
  gu: () => import('./translations/gu'),
});
