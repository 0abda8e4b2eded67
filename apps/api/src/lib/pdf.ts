import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/*
 * PDF plumbing for the documents the marketplace prints (the e-invoice's platform copy, the delivery note): a
 * pdfkit document with a CJK font registered, and the finished document as a Buffer. pdfkit's own fonts are
 * Latin only; Noto Sans SC comes from npm (@expo-google-fonts/noto-sans-sc, OFL), so no machine font is needed and
 * the output is the same everywhere. pdfkit embeds only the glyphs a document uses (a few tens of KiB), not the
 * 10 MB face.
 */

const require = createRequire(import.meta.url);

/** The CJK faces by the names documents use: `doc.font(PDF_FONT.regular)`. */
export const PDF_FONT = { regular: 'NotoSansSC', bold: 'NotoSansSC-Bold' } as const;

const FONT_FILES = {
  [PDF_FONT.regular]: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  [PDF_FONT.bold]: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
};

export type PdfDocument = InstanceType<typeof PDFDocument>;

/** A new A4 document with the CJK faces registered and the regular one selected. */
export function createPdfDocument(info: { title: string; subject?: string }): PdfDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: info.title, Subject: info.subject ?? '', Producer: '药采' },
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  doc.font(PDF_FONT.regular);
  return doc;
}

/** Ends the document and collects its bytes. */
export function pdfToBuffer(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
