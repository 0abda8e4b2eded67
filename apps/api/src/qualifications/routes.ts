import multipart from '@fastify/multipart';
import { certificateBody, companyBody, emptyData, jyfwData, uploadedImage, zizhiData } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { readOneFile } from '../lib/one-file';
import { signedInOnly } from '../lib/openapi';
import { jyfwFor, zizhiFor } from './reads';
import { submitCertificate, submitCompany } from './submit';
import { MAX_IMAGE_BYTES, readUploadFor, saveUpload, UploadMessages } from './uploads';

/** Qualifications (#10 §2 step 2, §3): images, registration step 2, certificates and business scope. */
const qualificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated here: only these routes accept multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/api/user/zizhi/image',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary:
          'Upload one certificate image (multipart field `file`): JPEG, PNG or WebP by content, at most 5 MB (422)',
        consumes: ['multipart/form-data'],
        response: okSchema(uploadedImage),
      },
    },
    async (request) => {
      const userId = await request.requireUserId();
      const bytes = await readOneFile(request, UploadMessages);
      return ok(await saveUpload(app.db, app.config.dataDir, userId, bytes), '上传成功');
    },
  );

  app.get(
    '/api/user/zizhi/image/:image_id',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary: "A certificate image, for its uploader's company only (404 for anyone else)",
        params: z.strictObject({ image_id: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const userId = await request.requireUserId();
      const image = await readUploadFor(app.db, app.config.dataDir, userId, request.params.image_id);
      if (!image) throw notFound();
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );

  app.post(
    '/api/user/company',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary:
          'Registration step 2: the company, its scope and certificates (uploaded image ids), for review; one transaction',
        body: companyBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const userId = await request.requireUserId();
      await submitCompany(app.db, userId, request.body);
      return ok(null, '资质已提交，请等待审核');
    },
  );

  app.get(
    '/api/user/zizhi',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary: 'The company, its certificates (review and validity) and the required ones missing',
        response: okSchema(zizhiData),
      },
    },
    async (request, reply) => {
      const userId = await request.requireUserId();
      reply.header('cache-control', 'no-store');
      return ok(await zizhiFor(app.db, userId));
    },
  );

  app.post(
    '/api/user/zizhi',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary: 'Add or renew one certificate of the company (待审核 until an operator approves it)',
        body: certificateBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const userId = await request.requireUserId();
      await submitCertificate(app.db, userId, request.body);
      return ok(null, '证照已提交，请等待审核');
    },
  );

  app.get(
    '/api/user/jyfw',
    {
      schema: {
        tags: ['user'],
        security: signedInOnly,
        summary: 'The business scope: every category, approved or asked for',
        response: okSchema(jyfwData),
      },
    },
    async (request, reply) => {
      const userId = await request.requireUserId();
      reply.header('cache-control', 'no-store');
      return ok(await jyfwFor(app.db, userId));
    },
  );
};

export default qualificationRoutes;
