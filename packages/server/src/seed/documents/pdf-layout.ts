import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { pdfText } from './pdf-text';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.42, 0.45, 0.5);

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * A small top-to-bottom layout over pdf-lib: headings, wrapped paragraphs, tables and a line
 * chart, starting a new page when one is full. Enough for demo statements and factsheets.
 */
export class PdfLayout {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly accent: ReturnType<typeof rgb>,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  static async create(options: {
    title: string;
    author: string;
    accent: [number, number, number];
    footer: string;
  }) {
    const doc = await PDFDocument.create();
    doc.setTitle(pdfText(options.title));
    doc.setAuthor(pdfText(options.author));
    doc.setProducer('Investment portal demo data');
    // Fixed dates keep the bytes of a document the same for the same seed.
    doc.setCreationDate(new Date(0));
    doc.setModificationDate(new Date(0));
    const [font, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfLayout(doc, font, bold, rgb(...options.accent), pdfText(options.footer));
  }

  /** Dates the document (the as-of date), for its metadata. */
  dated(date: Date): this {
    this.doc.setCreationDate(date);
    this.doc.setModificationDate(date);
    return this;
  }

  heading(text: string, size = 18): this {
    this.space(size + 10);
    this.page.drawText(pdfText(text), {
      x: MARGIN,
      y: this.y - size,
      size,
      font: this.bold,
      color: this.accent,
    });
    this.y -= size + 10;
    return this;
  }

  subheading(text: string): this {
    return this.heading(text, 12);
  }

  paragraph(text: string, size = 10, muted = false): this {
    const width = A4[0] - 2 * MARGIN;
    for (const line of this.wrap(pdfText(text), size, width)) {
      this.space(size + 4);
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y - size,
        size,
        font: this.font,
        color: muted ? MUTED : INK,
      });
      this.y -= size + 4;
    }
    this.y -= 6;
    return this;
  }

  /** Label/value pairs in two columns. */
  facts(pairs: [string, string][]): this {
    for (const [label, value] of pairs) {
      this.space(14);
      this.page.drawText(pdfText(label), {
        x: MARGIN,
        y: this.y - 10,
        size: 10,
        font: this.bold,
        color: INK,
      });
      this.page.drawText(pdfText(value), {
        x: MARGIN + 160,
        y: this.y - 10,
        size: 10,
        font: this.font,
        color: INK,
      });
      this.y -= 14;
    }
    this.y -= 8;
    return this;
  }

  table(columns: Column[], rows: string[][]): this {
    const drawRow = (cells: string[], font: PDFFont) => {
      this.space(15);
      let x = MARGIN;
      columns.forEach((column, i) => {
        const text = this.fit(pdfText(cells[i] ?? ''), font, 9, column.width - 6);
        const offset = column.align === 'right' ? column.width - 6 - font.widthOfTextAtSize(text, 9) : 0;
        this.page.drawText(text, { x: x + offset, y: this.y - 10, size: 9, font, color: INK });
        x += column.width;
      });
      this.y -= 15;
    };
    drawRow(
      columns.map((column) => column.header),
      this.bold,
    );
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 2 },
      end: { x: MARGIN + columns.reduce((sum, c) => sum + c.width, 0), y: this.y + 2 },
      thickness: 0.5,
      color: MUTED,
    });
    for (const row of rows) drawRow(row, this.font);
    this.y -= 10;
    return this;
  }

  /** A line chart of a series (e.g. monthly prices), scaled to its own range. */
  chart(values: number[], height = 120): this {
    if (values.length < 2) return this;
    this.space(height + 16);
    const width = A4[0] - 2 * MARGIN;
    const min = Math.min(...values);
    const max = Math.max(...values);
    const range = max - min || 1;
    const top = this.y - 4;
    this.page.drawRectangle({
      x: MARGIN,
      y: top - height,
      width,
      height,
      borderColor: MUTED,
      borderWidth: 0.5,
    });
    const point = (i: number) => ({
      x: MARGIN + (i / (values.length - 1)) * width,
      y: top - height + ((values[i]! - min) / range) * (height - 10) + 5,
    });
    for (let i = 1; i < values.length; i++) {
      this.page.drawLine({ start: point(i - 1), end: point(i), thickness: 1.2, color: this.accent });
    }
    this.y = top - height - 14;
    return this;
  }

  /** A row of 1-7 boxes with one highlighted (the KIID risk indicator). */
  scale(selected: number, steps = 7): this {
    this.space(36);
    for (let i = 1; i <= steps; i++) {
      const x = MARGIN + (i - 1) * 34;
      this.page.drawRectangle({
        x,
        y: this.y - 28,
        width: 30,
        height: 24,
        color: i === selected ? this.accent : rgb(0.93, 0.94, 0.96),
      });
      this.page.drawText(String(i), {
        x: x + 12,
        y: this.y - 20,
        size: 11,
        font: this.bold,
        color: i === selected ? rgb(1, 1, 1) : INK,
      });
    }
    this.y -= 40;
    return this;
  }

  async save(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: true });
  }

  private newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: this.accent });
    this.page.drawText(this.footer, { x: MARGIN, y: 28, size: 7, font: this.font, color: MUTED });
    this.page.drawText(`Page ${this.doc.getPageCount()}`, {
      x: A4[0] - MARGIN - 30,
      y: 28,
      size: 7,
      font: this.font,
      color: MUTED,
    });
  }

  private space(needed: number): void {
    if (this.y - needed < MARGIN + 20) this.newPage();
  }

  private wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.font.widthOfTextAtSize(candidate, size) > width && line) {
          lines.push(line);
          line = word;
        } else {
          line = candidate;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  private fit(text: string, font: PDFFont, size: number, width: number): string {
    if (font.widthOfTextAtSize(text, size) <= width) return text;
    let cut = text;
    while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  }
}
