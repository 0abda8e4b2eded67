import {
  findHeader,
  PURCHASE_LIST_MAX_ROWS,
  PURCHASE_LIST_MESSAGES,
  type PurchaseRowInput,
  readPurchaseRows,
} from '@yaocai/domain';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { fieldRefused } from '../lib/errors';

/*
 * A purchase list's bytes → its rows (docs/self-service.md). The kind is decided by content, never by the file
 * name: a ZIP is an .xlsx (read with exceljs), an OLE2 compound file is an old .xls (refused with what to do),
 * anything else is text read as CSV (papaparse, delimiter detected: Excel's "Unicode text" is tab-separated).
 * Chinese ERPs export CSV in GBK: bytes that are not valid UTF-8 are decoded as GB18030 (GBK's superset) with
 * Node's own TextDecoder (full ICU), so no iconv dependency. A formula is refused, not evaluated: its cached
 * result may be stale, and a CSV cell starting with "=" is the classic spreadsheet-injection carrier.
 */

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

const refuse = (message: string) => fieldRefused('file', message);

/** Text of a CSV file: UTF-8 (with or without BOM), UTF-16 with BOM, else GB18030. */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

function csvCells(bytes: Buffer): string[][] {
  const text = decodeText(bytes);
  // Binary that is neither a spreadsheet nor text (an image, a PDF renamed .csv).
  if (/[\0\uFFFD]/.test(text.slice(0, 4096))) throw refuse(PURCHASE_LIST_MESSAGES.unreadable);
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    preview: PURCHASE_LIST_MAX_ROWS + 30,
  });
  if (parsed.data.length === 0) throw refuse(PURCHASE_LIST_MESSAGES.empty);
  return parsed.data;
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value);
}

/** The cells of the first sheet with content, and where its first formula is (1-based row, 0-based column). */
async function xlsxCells(bytes: Buffer): Promise<{ cells: string[][]; formula: [number, number] | null }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(PURCHASE_LIST_MESSAGES.unreadable);
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.actualRowCount > 0);
  if (!sheet) throw refuse(PURCHASE_LIST_MESSAGES.empty);
  if (sheet.actualRowCount > PURCHASE_LIST_MAX_ROWS + 30) throw refuse(PURCHASE_LIST_MESSAGES.tooManyRows);
  const cells: string[][] = [];
  let formula: [number, number] | null = null;
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      if (cell.type === ExcelJS.ValueType.Formula) formula ??= [rowNumber, column - 1];
      values[column - 1] = cellText(cell);
    });
    for (let index = 0; index < values.length; index++) values[index] ??= '';
    cells[rowNumber - 1] = values;
  });
  for (let index = 0; index < cells.length; index++) cells[index] ??= [];
  return { cells, formula };
}

/** The first CSV cell under the header that starts with "=" (1-based row, 0-based column). */
function csvFormula(cells: string[][], headerIndex: number): [number, number] | null {
  for (let index = headerIndex + 1; index < cells.length; index++) {
    const column = (cells[index] ?? []).findIndex((cell) => cell.trimStart().startsWith('='));
    if (column >= 0) return [index + 1, column];
  }
  return null;
}

/** The data rows of a purchase list, or a 422 on `file` saying what is wrong with it. */
export async function parsePurchaseList(bytes: Buffer): Promise<{ row: number; input: PurchaseRowInput }[]> {
  if (bytes.length === 0) throw refuse(PURCHASE_LIST_MESSAGES.missing);
  if (startsWith(bytes, OLE2)) throw refuse(PURCHASE_LIST_MESSAGES.oldExcel);
  const xlsx = startsWith(bytes, ZIP);
  const { cells, formula: xlsxFormula } = xlsx
    ? await xlsxCells(bytes)
    : { cells: csvCells(bytes), formula: null };
  const header = findHeader(cells);
  if (!header) throw refuse(PURCHASE_LIST_MESSAGES.noHeader);
  const formula = xlsx ? xlsxFormula : csvFormula(cells, header.index);
  if (formula) {
    const [row, column] = formula;
    throw refuse(PURCHASE_LIST_MESSAGES.formula(row, cells[header.index]?.[column] || `第${column + 1}列`));
  }
  const rows = readPurchaseRows(cells, header);
  if (rows.length > PURCHASE_LIST_MAX_ROWS) throw refuse(PURCHASE_LIST_MESSAGES.tooManyRows);
  if (rows.length === 0) throw refuse(PURCHASE_LIST_MESSAGES.empty);
  return rows;
}
