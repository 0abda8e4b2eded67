import { storeBody, storeList, storeSwitchBody } from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../lib/cookies';
import { ok, okSchema } from '../lib/envelope';
import { notSignedIn } from '../lib/errors';
import { signedInOnly } from '../lib/openapi';
import { addStore, listStores, StoreMessages, switchStore } from './stores';

/**
 * Multi-store (/ddgl): the signed-in head office's store accounts, whichever store it buys for now. Every answer
 * is the list, with the store the session buys for marked active.
 */
const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const schema = { tags: ['user'], security: signedInOnly, response: okSchema(storeList) };

  app.get(
    '/api/user/stores',
    { schema: { ...schema, summary: "The head office's stores, oldest first; the active one marked" } },
    async (request) => {
      const { accountUserId, userId } = await request.requireSessionUser();
      return ok({ list: await listStores(app.db, accountUserId, userId) });
    },
  );

  app.post(
    '/api/user/stores',
    {
      schema: {
        ...schema,
        summary: 'Add a store account (its company pending review); a taken phone or store name → 422',
        body: storeBody,
      },
    },
    async (request) => {
      const { accountUserId, userId } = await request.requireSessionUser();
      await addStore(app.db, app.passwordGate, accountUserId, request.body);
      return ok({ list: await listStores(app.db, accountUserId, userId) }, StoreMessages.added);
    },
  );

  app.post(
    '/api/user/stores/switch',
    {
      schema: {
        ...schema,
        summary: 'Buy for one of the stores (store_id), or for the head office again (0); another → 404',
        body: storeSwitchBody,
      },
    },
    async (request) => {
      const { accountUserId } = await request.requireSessionUser();
      const sessionId = request.cookies[SESSION_COOKIE];
      if (!sessionId) throw notSignedIn();
      const storeId = request.body.store_id;
      await switchStore(app.db, sessionId, accountUserId, storeId);
      const acting = storeId === 0 ? accountUserId : storeId;
      return ok({ list: await listStores(app.db, accountUserId, acting) }, '已切换');
    },
  );
};

export default storeRoutes;
