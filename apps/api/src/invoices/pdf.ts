import {
  formatYuan,
  INVOICE_KIND_TEXT,
  INVOICE_STATUS_TEXT,
  INVOICE_TYPE_TEXT,
  type InvoiceRow,
  RED_LETTER_REASON_TEXT,
} from '@yaocai/domain';
import { createPdf, FONT_BOLD, FONT_REGULAR, type PdfDocument, pdfToBuffer } from '../lib/pdf';

/*
 * The buyer's download: a real PDF drawn from the invoice's data — title, tax number, order, lines, amount,
 * number and date, and for a red-letter invoice its reason and the blue invoice it reverses — marked on every page
 * as the platform's copy (平台副本): no tax platform issued this file, so it is not the legal invoice, which the
 * buyer receives from the tax platform (数电票 are delivered there). docs/invoices.md.
 */

const COPY_MARK = '平台副本 · 非税务平台开具的发票原件，仅供核对';

/** 平台副本 across the page, under what follows; the text cursor is left where it was. */
function watermark(doc: PdfDocument) {
  const { x, y } = doc;
  const { width, height } = doc.page;
  doc.save();
  doc.rotate(-30, { origin: [width / 2, height / 2] });
  doc.font(FONT_BOLD).fontSize(60).fillColor('#d9d9d9').fillOpacity(0.5);
  doc.text('平台副本', 0, height / 2 - 40, { width, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillOpacity(1).fillColor('#000000').font(FONT_REGULAR);
  doc.x = x;
  doc.y = y;
}

function field(doc: PdfDocument, label: string, value: string) {
  doc.font(FONT_BOLD).fontSize(10).text(`${label}：`, { continued: true });
  doc.font(FONT_REGULAR).text(value || '—');
}

/** The invoice as a PDF (A4), marked 平台副本; `seller` is the platform company (site setting supplier_name). */
export function invoicePdf(invoice: InvoiceRow, seller: string): Promise<Buffer> {
  const kindText = INVOICE_KIND_TEXT[invoice.kind];
  const doc = createPdf({
    margin: 40,
    info: {
      Title: `${INVOICE_TYPE_TEXT[invoice.type]} ${invoice.number || '开票中'}`,
      Subject: COPY_MARK,
      Producer: '药采',
    },
  });
  watermark(doc);
  doc.on('pageAdded', () => watermark(doc));
  const red = invoice.kind === 'red';
  doc
    .fillColor(red ? '#c0392b' : '#1f3b73')
    .font(FONT_BOLD)
    .fontSize(18);
  doc.text(`${INVOICE_TYPE_TEXT[invoice.type]}（${kindText}）`, { align: 'center' });
  doc.fillColor('#c0392b').fontSize(11).text(COPY_MARK, { align: 'center' });
  doc.fillColor('#000000').moveDown();

  field(doc, '发票号码', invoice.number || '开票中（尚未开具）');
  field(doc, '开票日期', invoice.issued_on);
  field(doc, '状态', INVOICE_STATUS_TEXT[invoice.status]);
  if (invoice.reason) field(doc, '红冲原因', RED_LETTER_REASON_TEXT[invoice.reason]);
  if (invoice.original) field(doc, '对应蓝字发票号码', invoice.original.number);
  field(doc, '购买方名称', invoice.title);
  field(doc, '纳税人识别号', invoice.tax_number);
  field(doc, '订单号', invoice.order.order_sn);
  field(doc, '销售方名称', seller);
  doc.moveDown();

  const left = doc.page.margins.left;
  const columns = [
    { title: '项目名称', x: left, width: 200 },
    { title: '规格型号', x: left + 205, width: 110 },
    { title: '单位', x: left + 320, width: 40 },
    { title: '数量', x: left + 365, width: 50 },
    { title: '价税合计（元）', x: left + 420, width: 95 },
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? FONT_BOLD : FONT_REGULAR).fontSize(9);
    let bottom = y;
    cells.forEach((text, i) => {
      const column = columns[i] as (typeof columns)[number];
      doc.text(text, column.x, y, { width: column.width, align: i >= 3 ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = left;
    doc.y = bottom + 4;
  };
  row(
    columns.map((c) => c.title),
    true,
  );
  for (const line of invoice.lines) row([line.name, line.spec, line.unit, String(line.number), line.amount]);
  doc.moveDown();
  doc
    .font(FONT_BOLD)
    .fontSize(12)
    .text(`价税合计：${formatYuan(invoice.amount)}`, left, doc.y, { align: 'right' });
  return pdfToBuffer(doc);
}
