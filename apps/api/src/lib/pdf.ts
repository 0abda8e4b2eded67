import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/*
 * PDF plumbing (delivery notes, invoices): a pdfkit document with a CJK font registered, and its bytes as a Buffer.
 * pdfkit embeds only the glyphs a document uses (fontkit subsets the font), so a page of Chinese is a few tens of
 * kilobytes although Noto Sans SC is 10 MB. The font comes from npm (@expo-google-fonts/noto-sans-sc, SIL Open
 * Font License), resolved beside this package so the built server finds it too.
 */

const require = createRequire(import.meta.url);

/** Registered font names: `FONT_REGULAR` for text, `FONT_BOLD` for titles and headings. */
export const FONT_REGULAR = 'cjk';
export const FONT_BOLD = 'cjk-bold';

const fontFiles = {
  [FONT_REGULAR]: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  [FONT_BOLD]: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
};

/**
 * The fonts, read and parsed once on first use and shared by every document: given a path or bytes, pdfkit would
 * read and parse the 10 MB file again for each one. A fontkit font is read-only to pdfkit (each document makes
 * its own subset), and pdfkit takes one where it takes a file.
 */
let parsed: [string, PDFKit.Mixins.PDFFontSource][] | null = null;
const fonts = () => {
  parsed ??= Object.entries(fontFiles).map(([name, file]) => [
    name,
    fontkit.create(readFileSync(require.resolve(file))) as unknown as PDFKit.Mixins.PDFFontSource,
  ]);
  return parsed;
};

export type PdfDocument = PDFKit.PDFDocument;

/** A new document with the CJK fonts registered and the regular one selected. */
export function createPdf(options: PDFKit.PDFDocumentOptions = {}): PdfDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 36, ...options });
  for (const [name, font] of fonts()) doc.registerFont(name, font);
  doc.font(FONT_REGULAR);
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function pdfToBuffer(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
