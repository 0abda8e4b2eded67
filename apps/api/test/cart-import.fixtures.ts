import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { pinyin } from 'pinyin-pro';
import type { Db } from '../src/db/client';

/*
 * Purchase lists as pharmacies' ERPs export them, made from the seeded catalogue with the noise real lists have:
 * IME homophones (阿莫西临 for 阿莫西林), a dropped character, spaces inside names, full-width digits and
 * letters, a missing spec, the bare approval number (H20013536), barcodes with spaces — and goods the catalogue
 * does not have. Deterministic (a fixed PRNG), so the figures it gives are comparable run to run.
 */

export interface SeedGoods extends Record<string, unknown> {
  id: number;
  name: string;
  trade_name: string;
  ypgg: string;
  maker: string;
  pzwh: string;
  barcode: string;
  zbz: number;
}

export interface ListRow {
  name: string;
  spec: string;
  maker: string;
  approval: string;
  barcode: string;
  number: number;
  /** The goods the row means; null when the catalogue does not have it. */
  expected: number | null;
}

/** Goods a wholesaler might not list: never seeded (checked by the test). */
export const ABSENT = [
  ['奥司他韦胶囊', '75mg*10粒', '宜昌东阳光长江药业股份有限公司'],
  ['利伐沙班片', '10mg*10片', '拜耳医药保健有限公司'],
  ['达格列净片', '10mg*14片', '阿斯利康制药有限公司'],
  ['沙库巴曲缬沙坦钠片', '100mg*14片', '北京诺华制药有限公司'],
  ['司美格鲁肽注射液', '1.34mg/ml*1.5ml', '诺和诺德(中国)制药有限公司'],
  ['恩格列净片', '10mg*10片', '勃林格殷格翰制药有限公司'],
  ['替格瑞洛片', '90mg*14片', '阿斯利康制药有限公司'],
  ['托法替布片', '5mg*28片', '辉瑞制药有限公司'],
  ['阿哌沙班片', '2.5mg*20片', '百时美施贵宝公司'],
  ['索磷布韦维帕他韦片', '28片', '吉利德科学公司'],
  ['玛巴洛沙韦片', '20mg*2片', '罗氏制药'],
  ['富马酸伏诺拉生片', '20mg*7片', '武田药品工业株式会社'],
  ['依折麦布片', '10mg*10片', '默沙东制药有限公司'],
  ['吡仑帕奈片', '2mg*7片', '卫材(中国)药业有限公司'],
  ['艾拉莫德片', '25mg*14片', '先声药业有限公司'],
] as const;

export function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const fullWidth = (text: string) =>
  text.replace(/[0-9A-Za-z*.]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

export async function seededGoods(db: Db): Promise<SeedGoods[]> {
  const result = await db.execute<SeedGoods>(sql`
    SELECT g.id, g.name, coalesce(g.trade_name, '') AS trade_name, g.ypgg, m.name AS maker, g.pzwh, g.barcode, g.zbz
    FROM goods g JOIN manufacturers m ON m.id = g.manufacturer_id
    WHERE NOT g.banned_online AND g.stock > 0 ORDER BY g.id`);
  return result.rows;
}

/** Characters by toneless pinyin, from every seeded name: where a homophone typo comes from. */
function homophones(goods: readonly SeedGoods[]): Map<string, string[]> {
  const byReading = new Map<string, Set<string>>();
  const pool = `${goods.map((g) => g.name).join('')}临淋琳磷霖灵铃零宁凝柠素苏速塑酸算蒜片偏篇胶交焦娇囊馕颗科棵可粒力立利丸完玩湾`;
  for (const char of new Set(pool)) {
    if (!/[\u4e00-\u9fff]/.test(char)) continue;
    const reading = pinyin(char, { toneType: 'none' });
    byReading.set(reading, (byReading.get(reading) ?? new Set()).add(char));
  }
  const map = new Map<string, string[]>();
  for (const chars of byReading.values())
    for (const char of chars)
      map.set(
        char,
        [...chars].filter((other) => other !== char),
      );
  return map;
}

/** A homophone for one character of `name` (not the first), or null when none of its characters has one. */
function homophoneTypo(name: string, map: Map<string, string[]>, random: () => number): string | null {
  const chars = [...name];
  const positions = chars
    .map((_, index) => index)
    .filter((index) => index > 0 && map.get(chars[index] ?? '')?.length);
  if (positions.length === 0) return null;
  const at = positions[Math.floor(random() * positions.length)] as number;
  const options = map.get(chars[at] as string) as string[];
  chars[at] = options[Math.floor(random() * options.length)] as string;
  return chars.join('');
}

/** `count` rows: 20% barcode, 15% approval number, 50% name with noise, 15% goods not in the catalogue. */
export function noisyList(goods: readonly SeedGoods[], count: number, seed = 23): ListRow[] {
  const random = prng(seed);
  const map = homophones(goods);
  const pick = () => goods[Math.floor(random() * goods.length)] as SeedGoods;
  const rows: ListRow[] = [];
  for (let index = 0; index < count; index++) {
    const share = index / count;
    const number = (1 + Math.floor(random() * 5)) * 10;
    if (share >= 0.85) {
      const [name, spec, maker] = ABSENT[index % ABSENT.length] as readonly [string, string, string];
      rows.push({ name, spec, maker, approval: '', barcode: '', number, expected: null });
      continue;
    }
    const g = pick();
    const base = {
      name: g.name,
      spec: g.ypgg,
      maker: g.maker,
      approval: '',
      barcode: '',
      number,
      expected: g.id,
    };
    if (share < 0.2) {
      // The ERP's own name for it (a typo does not matter when the barcode is there), the code with spaces.
      rows.push({ ...base, name: homophoneTypo(g.name, map, random) ?? g.name, barcode: ` ${g.barcode} ` });
    } else if (share < 0.35 && g.pzwh.startsWith('国药准字')) {
      rows.push({ ...base, approval: g.pzwh.replace('国药准字', ''), spec: fullWidth(g.ypgg) });
    } else {
      const noise = index % 4;
      if (noise === 0) rows.push({ ...base, name: homophoneTypo(g.name, map, random) ?? `${g.name} ` });
      else if (noise === 1)
        rows.push({ ...base, spec: fullWidth(g.ypgg), name: ` ${g.name.slice(0, 2)} ${g.name.slice(2)}` });
      else if (noise === 2) rows.push({ ...base, spec: '' });
      else {
        const chars = [...g.name];
        if (chars.length >= 5) chars.splice(1 + Math.floor(random() * (chars.length - 2)), 1);
        rows.push({ ...base, name: chars.join(''), maker: g.maker.replace(/有限公司|股份/g, '') });
      }
    }
  }
  return rows;
}

const HEADER = ['序号', '通用名', '规格', '生产厂家', '批准文号', '条码', '数量'];
const cells = (row: ListRow, index: number) => [
  String(index + 1),
  row.name,
  row.spec,
  row.maker,
  row.approval,
  row.barcode,
  String(row.number),
];

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export function toCsv(rows: readonly ListRow[], header = HEADER): string {
  const lines = [header.join(','), ...rows.map((row, index) => cells(row, index).map(csvCell).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

let gbkTable: Map<string, number[]> | null = null;
/** GBK bytes of `text` (built from the decoder: Node has no GBK encoder). */
export function toGbk(text: string): Buffer {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder('gbk');
    for (let lead = 0x81; lead <= 0xfe; lead++)
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const char = decoder.decode(Uint8Array.of(lead, trail));
        if (char.length === 1 && char !== '\ufffd' && !gbkTable.has(char)) gbkTable.set(char, [lead, trail]);
      }
  }
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code < 0x80) bytes.push(code);
    else bytes.push(...(gbkTable.get(char) ?? [0x3f]));
  }
  return Buffer.from(bytes);
}

/** An .xlsx of the rows, the columns in another order than the CSV's; `formula` puts one formula in. */
export async function toXlsx(rows: readonly ListRow[], options: { formula?: boolean } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('采购计划');
  sheet.addRow(['仁心大药房 采购计划单']);
  sheet.addRow(['数量', '条形码', '药品名称', '规格', '生产企业', '批准文号']);
  for (const row of rows) {
    // Barcodes as numbers, as Excel keeps them when typed.
    const barcode = row.barcode.trim() ? Number(row.barcode.trim()) : '';
    sheet.addRow([row.number, barcode, row.name, row.spec, row.maker, row.approval]);
  }
  if (options.formula) sheet.getCell(`A${rows.length + 2}`).value = { formula: 'A3*2', result: 20 };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function multipartFile(bytes: Buffer, filename: string) {
  const boundary = '----yaocai-import-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
