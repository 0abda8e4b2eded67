/**
 * The invoice centre (issue #21 §3) against the production build and the seeded database: the seeded completed order
 * of 13800138000 asked for an 电子普通发票, so the server's request job opens its invoice (开票中); the buyer follows
 * 电子发票查询 from the top strip to /zzfw/dzfp and sees it; 财务 records the tax platform's number with
 * `ops invoice-issue`; the buyer filters 已开票, sees the number and downloads the platform's PDF copy.
 */
import { expect, it } from 'vitest';
import { ops } from './ops';
import { browserForFile, server, signIn } from './support';

const { baseUrl } = server();
const chromium = browserForFile();
const WAIT = { timeout: 20_000 };
// The request job runs every 30 s from the server's start.
const JOB_WAIT = { timeout: 45_000 };

it('shows the seeded order’s invoice as 开票中, then with its number once 财务 records it, and downloads its PDF', async () => {
  const { page, problems } = chromium;
  await signIn(page, baseUrl, '13800138000', 'demo1234');
  await page.getByRole('link', { name: '电子发票查询' }).first().click();
  await page.waitForURL(`${baseUrl}/zzfw/dzfp`, WAIT);

  const table = page.getByRole('table', { name: '电子发票' });
  // A blue invoice waiting for its number (other journeys on this server leave red-letter ones waiting too).
  const waiting = table
    .getByRole('row')
    .filter({ hasText: '开票中' })
    .filter({ hasText: '蓝字发票' })
    .first();
  await expect
    .poll(
      async () => {
        await page.reload();
        return waiting.count();
      },
      { ...JOB_WAIT, interval: 3_000 },
    )
    .toBe(1);
  const orderSn = (await waiting.getByRole('rowheader').textContent())?.trim() ?? '';
  expect(orderSn).toMatch(/^YC\d+/);

  const pending = await ops(['pending']);
  const id = new RegExp(`发票 (\\d+)  蓝字发票  订单 ${orderSn}`).exec(pending)?.[1];
  expect(id, pending).toBeDefined();
  const number = '26117000000000000777';
  expect(await ops(['invoice-issue', id as string, '--number', number])).toContain(number);

  const filters = page.getByRole('search', { name: '发票筛选' });
  await filters.getByLabel('状态').selectOption({ label: '已开票' });
  await filters.getByRole('button', { name: '搜索' }).click();
  await page.waitForURL(`${baseUrl}/zzfw/dzfp?status=issued`, WAIT);
  const issued = table.getByRole('row').filter({ hasText: number });
  await issued.waitFor(WAIT);
  const link = issued.getByRole('link', { name: `下载蓝字发票 ${number}` });
  const [download] = await Promise.all([page.waitForEvent('download', WAIT), link.click()]);
  expect(download.suggestedFilename()).toBe(`发票-${number}.pdf`);
  const pdf = await page.request.get(`${baseUrl}${await link.getAttribute('href')}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(problems).toEqual([]);
});
