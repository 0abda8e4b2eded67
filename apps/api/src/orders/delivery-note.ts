import {
  beijingDate,
  fenToYuan,
  lineAmount,
  type OrderDetail,
  type OrderParcel,
  yuanToFen,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { notFound } from '../lib/errors';
import { createPdf, FONT_BOLD, FONT_REGULAR, type PdfDocument, pdfToBuffer } from '../lib/pdf';
import { readSettings } from '../site';
import { anyOrderDetail, orderDetail } from './detail-reads';

/*
 * The 随货同行单 (delivery note, pharma-buyers.md "documents") of one parcel as a PDF: the supplier (site settings
 * `supplier_name`, `supplier_licence`), the buyer and the address, and per batch in the parcel the goods, maker,
 * approval number, batch, production and expiry dates, quantity, the final unit price actually paid, the gift flag
 * and the 药品追溯码. The warehouse prints it from the console; the buyer downloads it from its order.
 */

interface NoteData {
  order: OrderDetail;
  parcel: OrderParcel;
  company: string;
  supplier: { name: string; licence: string };
}

const COLUMNS = [
  { title: '品名', width: 110 },
  { title: '规格', width: 70 },
  { title: '生产企业', width: 90 },
  { title: '批准文号', width: 90 },
  { title: '单位', width: 30 },
  { title: '批号', width: 65 },
  { title: '生产日期', width: 58 },
  { title: '有效期至', width: 58 },
  { title: '数量', width: 38 },
  { title: '单价', width: 50 },
  { title: '金额', width: 60 },
  { title: '赠品', width: 30 },
] as const;

const SIZE = 8;
const PAD = 3;

function cells(order: OrderDetail, batch: OrderParcel['batches'][number]): string[] {
  const line = order.lines.find((candidate) => candidate.id === batch.line_id);
  const unitFen = line ? yuanToFen(line.final_price) : 0;
  return [
    batch.name,
    batch.ypgg,
    line?.sccj ?? '',
    line?.pzwh ?? '',
    line?.bzdw ?? '',
    batch.batch_no,
    batch.production_date,
    batch.expiry_date,
    String(batch.number),
    fenToYuan(unitFen),
    // The same amount as the medical-insurance export: final unit price × quantity.
    fenToYuan(lineAmount(unitFen, batch.number)),
    line?.is_gift ? '是' : '否',
  ];
}

function row(doc: PdfDocument, values: readonly string[], font: string, traceCodes: readonly string[] = []) {
  const left = doc.page.margins.left;
  const width = COLUMNS.reduce((sum, column) => sum + column.width, 0);
  doc.font(font).fontSize(SIZE);
  const heights = values.map((value, i) =>
    doc.heightOfString(value, { width: (COLUMNS[i]?.width ?? 0) - 2 * PAD }),
  );
  const codes = traceCodes.length > 0 ? `追溯码（${traceCodes.length}）：${traceCodes.join('  ')}` : '';
  const codesHeight = codes
    ? doc.fontSize(SIZE - 1).heightOfString(codes, { width: width - 2 * PAD }) + PAD
    : 0;
  const height = Math.max(...heights) + 2 * PAD + codesHeight;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
  const top = doc.y;
  let x = left;
  doc.font(font).fontSize(SIZE);
  for (const [i, value] of values.entries()) {
    const columnWidth = COLUMNS[i]?.width ?? 0;
    doc.text(value, x + PAD, top + PAD, { width: columnWidth - 2 * PAD });
    x += columnWidth;
  }
  if (codes)
    doc
      .font(FONT_REGULAR)
      .fontSize(SIZE - 1)
      .text(codes, left + PAD, top + height - codesHeight, { width: width - 2 * PAD });
  doc.rect(left, top, width, height).lineWidth(0.5).stroke();
  doc.x = left;
  doc.y = top + height;
}

function render(data: NoteData): PdfDocument {
  const { order, parcel, company, supplier } = data;
  const doc = createPdf({ layout: 'landscape', info: { Title: `随货同行单 ${parcel.delivery_note_no}` } });
  const left = doc.page.margins.left;
  doc.font(FONT_BOLD).fontSize(18).text('随货同行单', { align: 'center' });
  doc.moveDown(0.3);
  const address = order.address;
  const facts = [
    `单号：${parcel.delivery_note_no}    订单号：${order.order_sn}    发货日期：${beijingDate(parcel.shipped_at)}` +
      `    包裹：第 ${parcel.seq} 件，共 ${order.parcels.length} 件    承运商：${parcel.carrier}    运单号：${parcel.tracking_no}`,
    `供货单位：${supplier.name}    药品经营许可证：${supplier.licence}    发货仓库：${parcel.warehouse.name}`,
    `收货单位：${company}    收货人：${address.consignee}    电话：${address.phone}`,
    `收货地址：${address.province}${address.city}${address.district}${address.detail}`,
  ];
  doc.font(FONT_REGULAR).fontSize(9);
  for (const fact of facts) doc.text(fact, left);
  doc.moveDown(0.5);
  row(
    doc,
    COLUMNS.map((column) => column.title),
    FONT_BOLD,
  );
  for (const batch of parcel.batches) row(doc, cells(order, batch), FONT_REGULAR, batch.trace_codes);
  const units = parcel.batches.reduce((sum, batch) => sum + batch.number, 0);
  doc.moveDown(0.5);
  doc.font(FONT_REGULAR).fontSize(9);
  doc.text(`本包裹 ${parcel.batches.length} 个批次，合计数量 ${units}。`, left);
  doc.text('收货人签收：＿＿＿＿＿＿    签收日期：＿＿＿＿＿＿    供货单位出库专用章：', left);
  doc.fontSize(7).text('本单由药采平台根据订单发货记录生成，随货同行；商品以实际批号、效期为准。', left);
  return doc;
}

export interface DeliveryNote {
  fileName: string;
  pdf: Buffer;
}

/**
 * The delivery note of parcel `parcelId` of order `orderId`: the buyer's own order only (`companyId`), or any
 * order for an operator (`companyId` undefined). Null when there is no such order or parcel (404).
 */
export async function deliveryNote(
  tx: Executor,
  ref: { orderId: number; parcelId: number; companyId?: number | null },
): Promise<DeliveryNote | null> {
  const order =
    ref.companyId === undefined
      ? await anyOrderDetail(tx, ref.orderId)
      : await orderDetail(tx, ref.companyId, ref.orderId);
  const parcel = order?.parcels.find((candidate) => candidate.id === ref.parcelId);
  if (!order || !parcel) return null;
  const [company] = (
    await tx.execute<{ name: string }>(
      sql`SELECT c.name FROM orders o JOIN companies c ON c.id = o.company_id WHERE o.id = ${order.id}`,
    )
  ).rows;
  const settings = await readSettings(tx, ['supplier_name', 'supplier_licence']);
  const pdf = await pdfToBuffer(
    render({
      order,
      parcel,
      company: company?.name ?? '',
      supplier: { name: settings.supplier_name, licence: settings.supplier_licence },
    }),
  );
  return { fileName: `随货同行单${parcel.delivery_note_no}.pdf`, pdf };
}

/** Reads the note at REPEATABLE READ (the order, its parcel and the settings agree); 404 when absent. */
export async function readDeliveryNote(
  db: Db,
  ref: { orderId: number; parcelId: number; companyId?: number },
): Promise<DeliveryNote> {
  const note = await db.transaction((tx) => deliveryNote(tx, ref), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  if (!note) throw notFound();
  return note;
}

/** Sends a PDF inline (the browser's viewer prints it) with its Chinese file name. */
export function pdfReply(note: DeliveryNote) {
  return {
    type: 'application/pdf',
    disposition: `inline; filename="delivery-note.pdf"; filename*=UTF-8''${encodeURIComponent(note.fileName)}`,
  };
}
