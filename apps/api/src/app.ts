import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { SmsSender } from './accounts/sms';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import orderExpiry from './orders/expiry-job';
import body, { parseQs } from './plugins/body';
import compression from './plugins/compression';
import context from './plugins/context';
import csrf from './plugins/csrf';
import envelope, { answerClientError, answerFrameworkError } from './plugins/envelope';
import orderCompletion from './plugins/order-completion';
import security from './plugins/security';
import sessions from './plugins/sessions';
import swagger from './plugins/swagger';
import validation from './plugins/validation';
import web from './plugins/web';
import certificateReminders from './qualifications/reminder-job';
import uploadPurge from './qualifications/upload-purge-job';
import addressRoutes from './routes/address/routes';
import cartRoutes from './routes/cart/routes';
import combinationRoutes from './routes/combinations/routes';
import contentRoutes from './routes/content/routes';
import contractRoutes from './routes/contract/routes';
import drawRoutes from './routes/draw/routes';
import favoriteRoutes from './routes/favorite/routes';
import focusRoutes from './routes/focus/routes';
import focusVariantRoutes from './routes/focus/variants';
import goodsImageRoutes from './routes/goods/image';
import recommendRoutes from './routes/goods/recommend';
import goodsRoutes from './routes/goods/routes';
import goodsSearchRoutes from './routes/goods/search';
import controlledSaleRoutes from './routes/kxzq/routes';
import messageRoutes from './routes/messages/routes';
import orderCancelRoutes from './routes/orders/cancel';
import orderCreateRoutes from './routes/orders/create';
import orderRoutes from './routes/orders/routes';
import payRoutes from './routes/pay/routes';
import pictureRoutes from './routes/picture/routes';
import promotionRoutes from './routes/promotions/routes';
import siteRoutes from './routes/site/routes';
import storeRoutes from './routes/stores/routes';
import systemRoutes from './routes/system/routes';
import userRoutes from './routes/user/routes';
import walletRoutes from './routes/wallet/routes';

export interface BuildOptions {
  db: Db;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** Where verification codes go (default: the configured driver); tests read codes through their own. */
  sms?: SmsSender;
}

/** Builds the app (fastify/demo order): framework plugins → app plugins → routes. Does not listen. */
export async function buildApp({ db, config, logger, sms }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { querystringParser: parseQs },
    requestIdHeader: false,
    // Keep-alive sockets must not hold shutdown open for long.
    forceCloseConnections: 'idle',
    // plugins/envelope.ts answers requests that arrive while closing, in the envelope (Fastify's is English JSON).
    return503OnClosing: false,
    // Errors met before routing (a bad URL) or by the HTTP parser (431) answer in the envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });

  await app.register(context, { db, config });
  await app.register(compression);
  await app.register(validation);
  await app.register(envelope);
  await app.register(security);
  await app.register(body);
  await app.register(sessions);
  await app.register(csrf);
  await app.register(swagger);

  await app.register(systemRoutes);
  await app.register(siteRoutes);
  await app.register(userRoutes, { sms });
  await app.register(goodsImageRoutes);
  await app.register(pictureRoutes);
  await app.register(focusRoutes);
  await app.register(promotionRoutes);
  await app.register(recommendRoutes);
  await app.register(goodsSearchRoutes);
  await app.register(goodsRoutes);
  await app.register(favoriteRoutes);
  await app.register(cartRoutes);
  await app.register(controlledSaleRoutes);
  await app.register(focusVariantRoutes);
  await app.register(contentRoutes);
  await app.register(combinationRoutes);
  await app.register(addressRoutes);
  await app.register(contractRoutes);
  await app.register(orderCreateRoutes);
  await app.register(orderExpiry);
  await app.register(certificateReminders);
  await app.register(uploadPurge);
  await app.register(payRoutes);
  await app.register(walletRoutes);
  await app.register(orderCancelRoutes);
  await app.register(orderRoutes);
  await app.register(orderCompletion);
  await app.register(drawRoutes);
  await app.register(messageRoutes);
  await app.register(storeRoutes);

  await app.register(web);
  return app;
}
