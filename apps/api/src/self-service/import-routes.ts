import multipart from '@fastify/multipart';
import {
  cartImportApplyBody,
  cartImportApplyResult,
  cartImportIdParams,
  cartImportResult,
  PURCHASE_LIST_MAX_BYTES,
  PURCHASE_LIST_MESSAGES,
} from '@yaocai/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { ApiError, fieldRefused } from '../lib/errors';
import { signedInOnly } from '../lib/openapi';
import { applyImport, importPurchaseList } from './import-service';

/** The one part a purchase-list upload carries, `file`, read whole (at most 10 MB), else a 422 on `file`. */
async function readListFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldRefused('file', PURCHASE_LIST_MESSAGES.missing);
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || bytes) {
        if (part.type === 'file') part.file.resume();
        throw fieldRefused('file', '只能上传一个采购单文件（字段 file）');
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw fieldRefused('file', PURCHASE_LIST_MESSAGES.tooLarge);
    request.log.info({ err: error }, 'unreadable multipart body');
    throw fieldRefused('file', PURCHASE_LIST_MESSAGES.unreadable);
  }
  if (!bytes) throw fieldRefused('file', PURCHASE_LIST_MESSAGES.missing);
  return bytes;
}

/** Purchase-list upload (issue #23 §1): match an ERP's list, then add the chosen rows and ask for the rest. */
const cartImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only this route reads multipart bodies of this size.
  await app.register(multipart, {
    limits: { fileSize: PURCHASE_LIST_MAX_BYTES, files: 1, fields: 0, parts: 2 },
  });

  app.post(
    '/api/cart/import',
    {
      schema: {
        tags: ['cart'],
        security: signedInOnly,
        summary:
          'Upload a purchase list (multipart `file`: .xlsx, or CSV in UTF-8 or GBK; Chinese column names in any order) → each row matched, ambiguous or none, with alternatives; 10 MB, 5,000 rows, formulas → 422',
        consumes: ['multipart/form-data'],
        response: okSchema(cartImportResult),
      },
    },
    async (request) => {
      const { userId } = await request.requireCompany();
      const bytes = await readListFile(request);
      const result = await importPurchaseList(app.db, userId, bytes);
      const { matched, ambiguous, none } = result.counts;
      return ok(result, `已匹配${matched}行，待确认${ambiguous}行，未找到${none}行`);
    },
  );

  app.post(
    '/api/cart/import/:id/apply',
    {
      schema: {
        tags: ['cart'],
        security: signedInOnly,
        summary:
          "Add the chosen rows (the match or an alternative) to my cart through the cart's rules and file `wanted` rows as item-wanted requests; once (409 after)",
        params: cartImportIdParams,
        body: cartImportApplyBody,
        response: okSchema(cartImportApplyResult),
      },
    },
    async (request) => {
      const { userId, companyId } = await request.requireCompany();
      const result = await applyImport(app.db, userId, companyId, request.params.id, request.body);
      const message =
        `${result.added}个商品已加入购物车` +
        (result.skipped.length ? `，${result.skipped.length}个未加入` : '') +
        (result.wanted ? `，${result.wanted}个已提交求购` : '');
      return ok(result, message);
    },
  );
};

export default cartImportRoutes;
