import multipart from '@fastify/multipart';
import { consoleBatchReportBody, consoleGoodsBatchParams, emptyData, uploadedPicture } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PICTURE_UPLOAD_LIMITS, uploadPicture } from '../content';
import { ok, okSchema } from '../lib/envelope';
import { auditedGoodsEdit } from './audited-edit';
import { setBatchReport } from './batch-report';

/**
 * A batch's quality inspection report (质检报告, issue #26 §2 Goods, #23 §4; docs/console.md): 运营 (permission
 * `goods`) uploads the scan into the picture store — the same handler as the advert pictures, under this route's
 * own permission — then puts its address on the batch. The buyer's product page opens the report of the batch the
 * next order ships (FEFO).
 */
const batchReportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only the upload below reads multipart bodies.
  await app.register(multipart, { limits: PICTURE_UPLOAD_LIMITS });

  app.post(
    '/api/console/goods/pictures',
    {
      config: { console: 'goods' },
      schema: {
        summary:
          "Upload a batch's inspection report scan (multipart `file`: JPEG, PNG or WebP by content, ≤ 5 MB, ≤ 4000 px) into the picture store",
        consumes: ['multipart/form-data'],
        response: okSchema(uploadedPicture),
      },
    },
    async (request) => ok({ image: await uploadPicture(app.db, request) }, '上传成功'),
  );

  app.put(
    '/api/console/goods/:id/batches/:batch_id/report',
    {
      config: { console: 'goods' },
      schema: {
        summary:
          "Set a batch's inspection report (a picture uploaded through /api/console/goods/pictures; '' takes it off)",
        params: consoleGoodsBatchParams,
        body: consoleBatchReportBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id, batch_id } = request.params;
      const args = { id, batch_id, ...request.body };
      const result = await auditedGoodsEdit(app, username, 'goods-batch-report', id, args, (tx) =>
        setBatchReport(tx, id, batch_id, request.body),
      );
      return ok(null, result);
    },
  );
};

export default batchReportRoutes;
