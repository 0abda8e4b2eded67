/*
 * Customer-service chat (在线客服, issue #23 §3; the console inbox, issue #26 §3): one conversation per buyer
 * company, live over server-sent events, delivered across instances by PostgreSQL LISTEN/NOTIFY (docs/chat.md).
 * The capability's public face: the only file other code imports (docs/architecture.md).
 */
import type { FastifyInstance } from 'fastify';
import chatConsoleRoutes from './console-routes';
import { ChatHub } from './hub';
import chatBuyerRoutes from './routes';

/** The buyer's and the console's chat routes over one listening connection per app (opened on first use). */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const hub = new ChatHub(app.db.$client.options.connectionString, app.log);
  app.addHook('preClose', () => hub.close());
  await app.register(chatBuyerRoutes, { hub });
  await app.register(chatConsoleRoutes, { hub });
}
