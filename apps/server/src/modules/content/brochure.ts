import {
  brochureTextsByLanguage,
  fillPlaceholders,
  PROGRAMMES,
  programmeText,
  type Language,
  type Programme,
  type ProgrammeAudience,
} from '@portal/shared';
import { newPdf, pdfBytes, type PdfDocument } from './pdf';

const TEAL = '#0d737f';
const BODY = '#1f2933';

function write(
  pdf: PdfDocument,
  text: string,
  style: { size: number; bold?: boolean; before?: number; color?: string; indent?: number },
) {
  if (style.before) pdf.moveDown(style.before / style.size);
  pdf
    .font(style.bold ? 'bold' : 'regular')
    .fontSize(style.size)
    .fillColor(style.color ?? BODY)
    .text(text, pdf.page.margins.left + (style.indent ?? 0), undefined, {
      width: pdf.page.width - pdf.page.margins.left - pdf.page.margins.right - (style.indent ?? 0),
    });
}

function rule(pdf: PdfDocument, before: number) {
  pdf.moveDown(before / 10);
  const y = pdf.y;
  pdf
    .moveTo(pdf.page.margins.left, y)
    .lineTo(pdf.page.width - pdf.page.margins.right, y)
    .lineWidth(0.5)
    .strokeColor('#9aa5b1')
    .stroke();
}

function addProgramme(pdf: PdfDocument, programme: Programme, language: Language) {
  const texts = brochureTextsByLanguage[language];
  const text = programmeText(programme, language);
  const title = programme.comingSoon ? `${text.title} ${texts.comingSoon}` : text.title;
  write(pdf, title, { size: 13, bold: true, before: 12, color: TEAL });
  write(pdf, text.summary, { size: 10, before: 2 });
  write(pdf, fillPlaceholders(texts.forWhom, { text: text.forWhom }), { size: 10, before: 3 });
  for (const item of text.whatYouGet) write(pdf, `•  ${item}`, { size: 10, indent: 10 });
  write(
    pdf,
    fillPlaceholders(texts.priceAndDuration, { price: text.priceLabel, duration: text.duration }),
    {
      size: 10,
      bold: true,
      before: 3,
    },
  );
}

/** The programmes and prices brochure in a language, from the same data as the public pages. */
export function buildBrochure(siteAddress: string, language: Language): Promise<Buffer> {
  const texts = brochureTextsByLanguage[language];
  const pdf = newPdf(language, texts.documentTitle);
  write(pdf, texts.portalName, { size: 22, bold: true, color: TEAL });
  write(pdf, texts.heading, { size: 15, bold: true, before: 4 });
  write(pdf, texts.intro, { size: 10, before: 8 });
  rule(pdf, 10);
  for (const audience of Object.keys(texts.audiences) as ProgrammeAudience[]) {
    const programmes = PROGRAMMES.filter((programme) => programme.audience === audience);
    if (programmes.length === 0) continue;
    write(pdf, texts.audiences[audience], { size: 15, bold: true, before: 16 });
    programmes.forEach((programme) => addProgramme(pdf, programme, language));
  }
  rule(pdf, 14);
  write(pdf, fillPlaceholders(texts.footer, { address: siteAddress }), { size: 10, before: 8 });
  write(pdf, texts.pricesNote, { size: 9, before: 2 });
  return pdfBytes(pdf);
}
