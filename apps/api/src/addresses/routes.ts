import { address, addressBody, addressIdParams, addressList, emptyData } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import { createAddress, deleteAddress, editAddress, listAddresses, setDefaultAddress } from './service';

/**
 * Delivery addresses (/addr and cart step 2): the company's, shared by its logins; another company's id → 404.
 * Never cached: they change under the buyer's hand.
 */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const schema = { tags: ['address'], security: signedInOnly };

  app.get(
    '/api/user/address',
    {
      schema: {
        ...schema,
        summary: "The company's delivery addresses, the default first, then the newest (401 for visitors)",
        response: okSchema(addressList),
      },
    },
    async (request) => {
      const { company } = await request.requireSessionUser();
      return ok({ list: await listAddresses(app.db, company) });
    },
  );

  app.post(
    '/api/user/address',
    {
      schema: {
        ...schema,
        summary: 'Add an address (at most 20; the first, or is_default=1, becomes the default)',
        body: addressBody,
        response: okSchema(address),
      },
    },
    async (request) => {
      const buyer = await request.requireCompany();
      return ok(await createAddress(app.db, buyer, request.body), '地址已保存');
    },
  );

  app.post(
    '/api/user/address/:id/edit',
    {
      schema: {
        ...schema,
        summary: 'Edit an address; is_default=1 makes it the default, 0 leaves the default where it is',
        params: addressIdParams,
        body: addressBody,
        response: okSchema(address),
      },
    },
    async (request) => {
      const buyer = await request.requireCompany();
      return ok(await editAddress(app.db, buyer, request.params.id, request.body), '地址已保存');
    },
  );

  app.post(
    '/api/user/address/:id/delete',
    {
      schema: {
        ...schema,
        summary:
          'Delete an address (kept for the orders that copied it); a deleted default passes to the newest',
        params: addressIdParams,
        response: okSchema(emptyData),
      },
    },
    async (request) => {
      const buyer = await request.requireCompany();
      await deleteAddress(app.db, buyer, request.params.id);
      return ok(null, '地址已删除');
    },
  );

  app.post(
    '/api/user/address/:id/default',
    {
      schema: {
        ...schema,
        summary: 'Make an address the default (the previous default stops being one in the same transaction)',
        params: addressIdParams,
        response: okSchema(address),
      },
    },
    async (request) => {
      const buyer = await request.requireCompany();
      return ok(await setDefaultAddress(app.db, buyer, request.params.id), '已设为默认地址');
    },
  );
};

export default addressRoutes;
