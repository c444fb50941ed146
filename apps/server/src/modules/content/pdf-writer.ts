/**
 * A small PDF writer for text documents: A4 pages, Helvetica regular and bold, word-wrapped
 * paragraphs. Enough for the brochure, with no dependency.
 */
const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** Space before the block, in points. */
  before?: number;
  indent?: number;
  color?: [number, number, number];
}

/** Average glyph width of Helvetica as a share of the font size; bold runs wider. */
const widthFactor = (bold: boolean | undefined) => (bold ? 0.56 : 0.5);

/** PDF standard fonts speak WinAnsi: keep to printable ASCII so every glyph exists. */
function toPdfText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u20b9/g, 'INR ')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');
}

function wrap(text: string, style: TextStyle): string[] {
  const maxChars = Math.floor(
    (TEXT_WIDTH - (style.indent ?? 0)) / (style.size * widthFactor(style.bold)),
  );
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export class PdfDocument {
  private pages: string[][] = [[]];
  private y = PAGE_HEIGHT - MARGIN;

  text(text: string, style: TextStyle): this {
    const leading = style.size * 1.35;
    this.y -= style.before ?? 0;
    for (const line of wrap(text, style)) {
      if (this.y - leading < MARGIN) this.newPage();
      this.y -= leading;
      const [r, g, b] = style.color ?? [0.1, 0.1, 0.1];
      this.current().push(
        `BT ${r} ${g} ${b} rg /${style.bold ? 'F2' : 'F1'} ${style.size} Tf ${MARGIN + (style.indent ?? 0)} ${this.y.toFixed(1)} Td (${toPdfText(line)}) Tj ET`,
      );
    }
    return this;
  }

  rule(before = 6): this {
    this.y -= before;
    if (this.y < MARGIN) this.newPage();
    this.current().push(
      `0.75 0.82 0.85 RG 1 w ${MARGIN} ${this.y.toFixed(1)} m ${PAGE_WIDTH - MARGIN} ${this.y.toFixed(1)} l S`,
    );
    return this;
  }

  newPage(): this {
    this.pages.push([]);
    this.y = PAGE_HEIGHT - MARGIN;
    return this;
  }

  private current(): string[] {
    return this.pages[this.pages.length - 1]!;
  }

  /** The finished file. Object numbers: 1 catalog, 2 page tree, 3-4 fonts, then page and content pairs. */
  toBuffer(title: string): Buffer {
    const objects: string[] = [];
    const pageIds = this.pages.map((_, index) => 5 + index * 2);
    objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
    objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
    objects[3] =
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
    objects[4] =
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
    this.pages.forEach((commands, index) => {
      const stream = commands.join('\n');
      const pageId = pageIds[index]!;
      objects[pageId] =
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
      objects[pageId + 1] =
        `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
    });
    const infoId = objects.length;
    objects[infoId] = `<< /Title (${toPdfText(title)}) /Producer (Cancer-care portal) >>`;

    let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    for (let id = 1; id < objects.length; id += 1) {
      offsets[id] = Buffer.byteLength(body, 'latin1');
      body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
    }
    const xrefOffset = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
    for (let id = 1; id < objects.length; id += 1)
      body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
    body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  }
}
