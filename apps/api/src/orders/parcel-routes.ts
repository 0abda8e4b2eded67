import { parcelIdParams } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOnly } from '../lib/openapi';
import { pdfReply, readDeliveryNote } from './delivery-note';

/*
 * A parcel's 随货同行单 (delivery note) as a PDF (docs/logistics.md): the buyer downloads its own order's; the
 * warehouse prints any order's (orders/parcel-console-routes.ts). Another company's order or parcel is 404.
 */

const parcelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/order/:id/parcels/:pid/delivery_note',
    {
      schema: {
        tags: ['order'],
        security: signedInOnly,
        summary:
          "A parcel's 随货同行单 (delivery note) as a PDF: batches, expiry, approval numbers, trace codes",
        params: parcelIdParams,
      },
    },
    async (request, reply) => {
      const { companyId } = await request.requireCompany();
      const note = await readDeliveryNote(app.db, {
        orderId: request.params.id,
        parcelId: request.params.pid,
        companyId,
      });
      const { type, disposition } = pdfReply(note);
      return reply
        .header('cache-control', 'no-store')
        .type(type)
        .header('content-disposition', disposition)
        .send(note.pdf);
    },
  );
};

export default parcelRoutes;
