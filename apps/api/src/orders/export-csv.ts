import { fenToYuan, lineAmount, type OrderDetail, yuanToFen } from '@yaocai/domain';
import { stringify } from 'csv-stringify/sync';
import type { Executor } from '../db/client';
import { readSettings } from '../site';

/*
 * GET /api/order/{id}/export: the purchase record a pharmacy uploads to the medical-insurance drug traceability
 * system (医保药品采购记录). One row per shipped batch; before shipping, one row per line with the batch fields
 * empty. csv-stringify writes it: RFC 4180 quoting of commas, quotes and line breaks in goods names is easy to
 * get subtly wrong by hand, and its `escape_formulas` prefixes a cell starting with = + - @ (or tab/CR) with a
 * quote so a spreadsheet never runs a goods name or remark as a formula (CSV injection). The BOM makes Excel read
 * the file as UTF-8, so the Chinese shows.
 */

export const EXPORT_COLUMNS = [
  '随货同行单号',
  '供货单位',
  '许可证号',
  '商品名称',
  '规格',
  '生产厂家',
  '批准文号',
  '批号',
  '生产日期',
  '有效期至',
  '数量',
  '单位',
  '最终单价',
  '金额',
  '发票号',
  '是否赠品',
  '追溯码',
] as const;

export const exportFileName = (orderSn: string) => `订单${orderSn}-医保采购记录.csv`;

export async function orderExportCsv(tx: Executor, order: OrderDetail): Promise<string> {
  const { supplier_name, supplier_licence } = await readSettings(tx, ['supplier_name', 'supplier_licence']);
  const rows: string[][] = [];
  for (const line of order.lines) {
    const finalFen = yuanToFen(line.final_price);
    const row = (
      batch: OrderDetail['lines'][number]['batches'][number] | null,
      quantity: number,
      note = '',
    ) => {
      rows.push([
        note,
        supplier_name,
        supplier_licence,
        line.name,
        line.ypgg,
        line.sccj,
        line.pzwh,
        batch?.batch_no ?? '',
        batch?.production_date ?? '',
        batch?.expiry_date ?? '',
        String(quantity),
        line.bzdw,
        line.final_price,
        // Final unit price × the row's quantity: the line's payable less the fen the unit price's floor dropped.
        fenToYuan(lineAmount(finalFen, quantity)),
        // The order's issued e-invoice (财务 records it: console 发票管理 or `ops invoice-issue`); empty until then.
        order.invoice_no,
        line.is_gift ? '是' : '否',
        batch ? batch.trace_codes.join(';') : '',
      ]);
    };
    // Each batch under the delivery note (随货同行单, `<order_sn>-<seq>`) of the parcel it travelled in.
    const shipped = order.parcels.flatMap((parcel) =>
      parcel.batches.filter((batch) => batch.line_id === line.id).map((batch) => ({ batch, parcel })),
    );
    if (shipped.length === 0) row(null, line.number);
    for (const { batch, parcel } of shipped) row(batch, batch.number, parcel.delivery_note_no);
  }
  return stringify([[...EXPORT_COLUMNS], ...rows], {
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}
