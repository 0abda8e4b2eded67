/*
 * A pharmacy's purchase list (采购单, issue #23 §1): what its ERP exports — a header row naming the columns in
 * Chinese, in any order — read into rows the server matches against the catalogue. The one home of the column
 * names, the limits and the text normalisation the matcher compares with. Zod-free and I/O-free.
 */

/** A file larger than this is refused before it is parsed. */
export const PURCHASE_LIST_MAX_BYTES = 10 * 1024 * 1024;
/** Data rows (the header not counted) a list may have. */
export const PURCHASE_LIST_MAX_ROWS = 5000;
/** The header is looked for in this many first rows (ERPs print a title or the store's name above it). */
const HEADER_SEARCH_ROWS = 10;

export type PurchaseColumn = 'name' | 'trade_name' | 'spec' | 'maker' | 'approval_no' | 'barcode' | 'number';

/** Header texts (normalised: no spaces, half-width) per column; the first column that matches wins. */
const COLUMN_NAMES: Record<PurchaseColumn, readonly string[]> = {
  name: ['通用名', '通用名称', '药品名称', '商品名称', '品名', '名称', '药品通用名', '产品名称'],
  trade_name: ['商品名', '商标名', '品牌'],
  spec: ['规格', '药品规格', '规格型号', '包装规格'],
  maker: ['生产厂家', '厂家', '生产企业', '生产单位', '厂商', '产地'],
  approval_no: ['批准文号', '批文', '注册证号', '国药准字'],
  barcode: ['条码', '条形码', '商品条码', '国际条码'],
  number: ['数量', '采购数量', '订购数量', '需求数量', '计划数量'],
};

export const PURCHASE_LIST_MESSAGES = {
  missing: '请选择要上传的采购单文件',
  tooLarge: `文件不能超过${PURCHASE_LIST_MAX_BYTES / 1024 / 1024}MB`,
  tooManyRows: `采购单最多${PURCHASE_LIST_MAX_ROWS}行，请分批上传`,
  unreadable: '文件无法读取，请上传 Excel(.xlsx) 或 CSV 文件',
  oldExcel: '不支持旧版 Excel(.xls)，请另存为 .xlsx 或 CSV 后上传',
  noHeader: '未找到表头：第一行应包含“通用名”或“商品名”等列名',
  empty: '采购单中没有商品行',
  formula: (row: number, column: string) => `第${row}行“${column}”是公式，请将公式粘贴为数值后再上传`,
} as const;

/**
 * Text as the matcher compares it: NFKC (full-width letters, digits and brackets become half-width: ＡＢＣ１２ →
 * ABC12, （ → (), no whitespace at all, upper case latin (mg and MG alike), × read as *, and so is an x typed for it
 * before a number (0.25gx24粒, 10x10).
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\s+/gu, '')
    .toUpperCase()
    .replace(/×/g, '*')
    .replace(/([\dA-WYZ])X(\d)/g, '$1*$2');
}

/** The column a header cell names, or null. */
export function columnOf(header: string): PurchaseColumn | null {
  const text = normaliseText(header).replace(/[*:：]/g, '');
  for (const [column, names] of Object.entries(COLUMN_NAMES) as [PurchaseColumn, readonly string[]][]) {
    if (names.includes(text)) return column;
  }
  return null;
}

/** Which cell holds which column, found in the first rows; null when no row names a product column. */
export function findHeader(
  rows: readonly (readonly string[])[],
): { index: number; columns: Partial<Record<PurchaseColumn, number>> } | null {
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    const columns: Partial<Record<PurchaseColumn, number>> = {};
    (rows[index] ?? []).forEach((cell, position) => {
      const column = columnOf(cell);
      if (column && columns[column] === undefined) columns[column] = position;
    });
    // A trade name alone names the product too (a list of brands).
    if (columns.name === undefined && columns.trade_name !== undefined) {
      columns.name = columns.trade_name;
      delete columns.trade_name;
    }
    if (columns.name !== undefined || columns.barcode !== undefined || columns.approval_no !== undefined)
      return { index, columns };
  }
  return null;
}

/** One row of the list as typed (trimmed); `number` null when blank or not a whole positive number. */
export interface PurchaseRowInput {
  name: string;
  trade_name: string;
  spec: string;
  maker: string;
  approval_no: string;
  barcode: string;
  number: number | null;
}

const QUANTITY = /^\d{1,7}(\.0+)?$/;

/** Reads the data rows under the header; blank rows are skipped, each keeps its 1-based row number in the file. */
export function readPurchaseRows(
  rows: readonly (readonly string[])[],
  header: NonNullable<ReturnType<typeof findHeader>>,
): { row: number; input: PurchaseRowInput }[] {
  const cell = (row: readonly string[], column: PurchaseColumn) => {
    const position = header.columns[column];
    // Cells may hold line breaks or tabs; what is stored from them is one line of text (oneLineText's rule).
    const text = position === undefined ? '' : (row[position] ?? '');
    return text
      .normalize('NFKC')
      .replace(/\p{Cc}+/gu, ' ')
      .trim()
      .slice(0, 100);
  };
  const out: { row: number; input: PurchaseRowInput }[] = [];
  for (let index = header.index + 1; index < rows.length; index++) {
    const row = rows[index] ?? [];
    const quantity = cell(row, 'number').replace(/,/g, '');
    const number = QUANTITY.test(quantity) ? Number.parseInt(quantity, 10) : null;
    const input: PurchaseRowInput = {
      name: cell(row, 'name'),
      trade_name: cell(row, 'trade_name'),
      spec: cell(row, 'spec'),
      maker: cell(row, 'maker'),
      approval_no: cell(row, 'approval_no'),
      barcode: cell(row, 'barcode'),
      number: number && number > 0 ? number : null,
    };
    if (!input.name && !input.trade_name && !input.barcode && !input.approval_no) continue;
    out.push({ row: index + 1, input });
  }
  return out;
}

/** How sure a match is (0..1) for it to be taken without asking, and the least for it to be offered at all. */
export const MATCH_CONFIDENT = 0.75;
export const MATCH_POSSIBLE = 0.4;
