import multipart from '@fastify/multipart';
import {
  cartImportApplyBody,
  cartImportApplyResult,
  cartImportIdParams,
  cartImportResult,
  PURCHASE_LIST_MAX_BYTES,
  PURCHASE_LIST_MESSAGES,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { readOneFile } from '../lib/one-file';
import { signedInOnly } from '../lib/openapi';
import { applyImport, importPurchaseList } from './import-service';

/** What a purchase-list upload answers on `file` (at most 10 MB, one part). */
const LIST_FILE_MESSAGES = {
  ...PURCHASE_LIST_MESSAGES,
  onlyFile: '只能上传一个采购单文件（字段 file）',
  malformed: PURCHASE_LIST_MESSAGES.unreadable,
};

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
      const bytes = await readOneFile(request, LIST_FILE_MESSAGES);
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
