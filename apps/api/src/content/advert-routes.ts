import multipart from '@fastify/multipart';
import {
  advertBody,
  advertIdParams,
  consoleAdvert,
  consoleAdvertQuery,
  consoleAdverts,
  emptyData,
  uploadedPicture,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { createAdvert, deleteAdvert, consoleAdverts as listAdverts, updateAdvert } from './advert-writes';
import { PICTURE_UPLOAD_LIMITS, uploadPicture } from './picture-upload';

/**
 * 广告管理 in the console (运营, permission `content`; issue #26 §2): adverts and banners of every position and
 * the picture upload they use. Every write is one audited transaction, then clears content's display caches, so
 * the buyer's next /api/focus… request shows the change.
 */
const advertConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only the picture upload reads multipart bodies.
  await app.register(multipart, { limits: PICTURE_UPLOAD_LIMITS });

  const written = <T>(value: T): T => {
    app.contentCache.clear();
    return value;
  };

  app.get(
    '/api/console/adverts',
    {
      config: { console: 'content' },
      schema: {
        summary: 'The ad positions and their adverts (of one position, or all), in display order',
        querystring: consoleAdvertQuery,
        response: okSchema(consoleAdverts),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await listAdverts(app.db, request.query.position_id));
    },
  );

  app.post(
    '/api/console/pictures',
    {
      config: { console: 'content' },
      schema: {
        summary:
          'Upload a picture for an advert (multipart `file`: JPEG, PNG or WebP by content, ≤ 5 MB, ≤ 4000 px) into the picture store',
        consumes: ['multipart/form-data'],
        response: okSchema(uploadedPicture),
      },
    },
    async (request) => {
      const image = await uploadPicture(app.db, request);
      return ok({ image }, '上传成功');
    },
  );

  app.post(
    '/api/console/adverts',
    {
      config: { console: 'content' },
      schema: { summary: 'Add an advert to a position', body: advertBody, response: okSchema(consoleAdvert) },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const advert = await auditedAction(
        app.db,
        { operator: username, command: 'advert-add', args: request.body },
        async (tx) => {
          const value = await createAdvert(tx, request.body);
          return { value, result: `广告 ${value.id} ${value.title}`, after: value };
        },
      );
      return ok(written(advert));
    },
  );

  app.put(
    '/api/console/adverts/:id',
    {
      config: { console: 'content' },
      schema: {
        summary: "Replace an advert's position, title, picture, link, order and window",
        params: advertIdParams,
        body: advertBody,
        response: okSchema(consoleAdvert),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const advert = await auditedAction(
        app.db,
        { operator: username, command: 'advert-update', args: { id, ...request.body } },
        async (tx) => {
          const { before, after } = await updateAdvert(tx, id, request.body);
          return { value: after, result: `广告 ${id} ${after.title}`, before, after };
        },
      );
      return ok(written(advert));
    },
  );

  app.delete(
    '/api/console/adverts/:id',
    {
      config: { console: 'content' },
      schema: { summary: 'Remove an advert', params: advertIdParams, response: okSchema(emptyData) },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      await auditedAction(
        app.db,
        { operator: username, command: 'advert-delete', args: { id } },
        async (tx) => {
          const before = await deleteAdvert(tx, id);
          return { value: null, result: `广告 ${id} ${before.title}`, before };
        },
      );
      return ok(written(null));
    },
  );
};

export default advertConsoleRoutes;
