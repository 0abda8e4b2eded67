import { beijingMinuteToMs, emptyData, parcelIdParams, trackingEntryBody } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import { pdfReply, readDeliveryNote } from './delivery-note';
import { addTrackingEntry } from './tracking';

/**
 * The warehouse's parcel calls (仓储, docs/logistics.md): print a parcel's 随货同行单, and enter its tracking
 * timeline from the carrier (no carrier-tracking provider is reachable: the operators' entries are the source).
 */
const parcelConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/orders/:id/parcels/:pid/delivery_note',
    {
      config: { console: 'shipping' },
      schema: {
        summary: "A parcel's 随货同行单 (delivery note) as a PDF, to print and pack with the goods",
        params: parcelIdParams,
      },
    },
    async (request, reply) => {
      const note = await readDeliveryNote(app.db, {
        orderId: request.params.id,
        parcelId: request.params.pid,
      });
      const { type, disposition } = pdfReply(note);
      return reply
        .header('cache-control', 'no-store')
        .type(type)
        .header('content-disposition', disposition)
        .send(note.pdf);
    },
  );

  app.post(
    '/api/console/orders/:id/parcels/:pid/tracking',
    {
      config: { console: 'shipping' },
      schema: {
        summary: "Add an entry to a parcel's tracking timeline: Beijing time, status, location",
        params: parcelIdParams,
        body: trackingEntryBody,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id, pid } = request.params;
      const body = request.body;
      const result = await auditedAction(
        app.db,
        { operator: username, command: 'track', args: { id, pid, ...body } },
        async (tx) => {
          const outcome = await addTrackingEntry(tx, {
            order: { id },
            parcel: { id: pid },
            at: beijingMinuteToMs(body.at),
            description: body.description,
            location: body.location,
            actor: `operator:${username}`,
          });
          return { value: outcome.result, ...outcome };
        },
      );
      return ok(null, result);
    },
  );
};

export default parcelConsoleRoutes;
