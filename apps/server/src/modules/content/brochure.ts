import { PROGRAMMES, type Programme, type ProgrammeAudience } from '@portal/shared';
import { PdfDocument } from './pdf-writer';

const AUDIENCE_HEADINGS: Record<ProgrammeAudience, string> = {
  patients: 'For people with cancer and their families',
  'normal-persons': 'For people without cancer',
  'doctors-and-health-workers': 'For doctors and health workers',
  hospitals: 'For cancer hospitals',
  governments: 'For governments, districts and donors',
};

const TEAL: [number, number, number] = [0.05, 0.45, 0.5];

function addProgramme(pdf: PdfDocument, programme: Programme) {
  pdf.text(programme.title + (programme.comingSoon ? ' (coming soon)' : ''), {
    size: 13,
    bold: true,
    before: 12,
    color: TEAL,
  });
  pdf.text(programme.summary, { size: 10, before: 2 });
  pdf.text(`Who it is for: ${programme.forWhom}`, { size: 10, before: 3 });
  for (const item of programme.whatYouGet) pdf.text(`-  ${item}`, { size: 10, indent: 10 });
  pdf.text(`Price: ${programme.priceLabel}.   Duration: ${programme.duration}.`, {
    size: 10,
    bold: true,
    before: 3,
  });
}

/** The programmes and prices brochure, built from the same data as the public pages. */
export function buildBrochure(siteAddress: string): Buffer {
  const pdf = new PdfDocument();
  pdf.text('Cancer-care portal', { size: 22, bold: true, color: TEAL });
  pdf.text('Programmes and prices', { size: 15, bold: true, before: 4 });
  pdf.text(
    'A web platform for cancer care in India: supportive care and second opinions for patients, screening and ' +
      'tobacco de-addiction for everyone, a cancer-specific patient database for oncologists and hospitals, and ' +
      'community programmes for districts. Information on this platform is adjuvant to the advice of your ' +
      'clinician; it does not replace it.',
    { size: 10, before: 8 },
  );
  pdf.rule(10);
  for (const audience of Object.keys(AUDIENCE_HEADINGS) as ProgrammeAudience[]) {
    const programmes = PROGRAMMES.filter((programme) => programme.audience === audience);
    if (programmes.length === 0) continue;
    pdf.text(AUDIENCE_HEADINGS[audience], { size: 15, bold: true, before: 16 });
    programmes.forEach((programme) => addProgramme(pdf, programme));
  }
  pdf.rule(14);
  pdf.text(`Register, pay and find a cancer doctor in your district at ${siteAddress}`, {
    size: 10,
    before: 8,
  });
  pdf.text('All prices are in Indian rupees (INR) and include taxes.', { size: 9, before: 2 });
  return pdf.toBuffer('Cancer-care portal: programmes and prices');
}
