import type { CompanyBody } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import type { Browser } from './browser';

/** A real 1×1 PNG: what a certificate image upload carries. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/** A multipart/form-data body with one file part `file`, as a browser's FormData sends it. */
export function multipart(bytes: Buffer, filename: string, type = 'image/jpeg') {
  const boundary = '----yaocai-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads `bytes` as `browser`'s buyer; answers the response. */
export const upload = (browser: Browser, bytes: Buffer = PNG, filename = 'licence.png') =>
  browser.request('POST', '/api/user/zizhi/image', multipart(bytes, filename));

/** Uploads a PNG and answers its image id. */
export async function imageId(browser: Browser): Promise<string> {
  const response = await upload(browser);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data.image_id;
}

/** A signed-up buyer without a company (registration step 1 done), password demo1234. */
export async function newAccount(db: Database['db'], phone: string): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO users (phone, password_hash, username)
    SELECT ${phone}, password_hash, ${phone} FROM users WHERE phone = '13800138000' RETURNING id`);
  return result.rows[0]?.id as number;
}

const certificate = (type: CompanyBody['certificates'][number]['type'], image: string) => ({
  type,
  number: `NO-${type}`,
  issuer: '北京市药品监督管理局',
  valid_from: '2024-01-01',
  valid_until: '2029-12-31',
  images: [image],
});

/** A single pharmacy's step 2, its four required certificates each with one of `images`. */
export function pharmacyBody(name: string, images: readonly string[]): CompanyBody {
  const types = ['drug_licence', 'business_licence', 'purchase_authorisation', 'purchaser_id'] as const;
  return {
    enterprise_type: 'pharmacy',
    name,
    region: '北京市',
    address: '北京市东城区东直门内大街1号',
    legal_person: '张药师',
    purchaser: '张采购',
    purchaser_phone: '13712345678',
    scope: ['chemical', 'antibiotic', 'tcm_patent'],
    invoice: {
      title: name,
      tax_number: '91110101MA01AB1234',
      bank: '中国银行北京分行',
      account: '1234567890',
      address: '北京市东城区东直门内大街1号',
      phone: '010-12345678',
    },
    certificates: types.map((type, index) => certificate(type, images[index] as string)),
  };
}
