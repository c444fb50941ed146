import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Language } from '@portal/shared';

const require = createRequire(import.meta.url);

/**
 * A font family per script, from the Google Fonts packages (OFL). fontkit shapes them, so
 * conjuncts, the reph and vowel signs come out as a reader expects, and pdfkit embeds only the
 * glyphs a document uses. Each family carries Latin letters, digits and the rupee sign too, so
 * one family writes a whole document; English uses Noto Sans Devanagari's Latin.
 *
 * Gujarati is Hind Vadodara, not Noto Sans Gujarati: fontkit 2.0.4 throws while placing an
 * anusvara on an independent vowel (અંગ, આંખ) in Noto Sans Gujarati 2.106, whose mark table
 * leaves that anchor empty. Hind Vadodara shapes every test word correctly.
 */
const NOTO_DEVANAGARI = {
  regular:
    require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
};

const FONT_FILES: Record<Language, { regular: string; bold: string }> = {
  en: NOTO_DEVANAGARI,
  hi: NOTO_DEVANAGARI,
  gu: {
    regular:
      require.resolve('@expo-google-fonts/hind-vadodara/400Regular/HindVadodara_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/hind-vadodara/700Bold/HindVadodara_700Bold.ttf'),
  },
};

export type PdfDocument = InstanceType<typeof PDFDocument>;

/** An A4 document whose fonts 'regular' and 'bold' write the language's script. */
export function newPdf(language: Language, title: string): PdfDocument {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language,
    info: { Title: title },
    displayTitle: true,
  });
  pdf.registerFont('regular', FONT_FILES[language].regular);
  pdf.registerFont('bold', FONT_FILES[language].bold);
  pdf.font('regular');
  return pdf;
}

/** Ends the document and gives its bytes. */
export function pdfBytes(pdf: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.end();
  });
}
