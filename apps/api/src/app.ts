import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { SmsSender } from './accounts';
import { contractRoutes, storeRoutes, userRoutes } from './accounts';
import { addressRoutes } from './addresses';
import { afterSaleConsoleRoutes, afterSaleRoutes } from './after-sales';
import { alertRoutes, goodsAlertJob } from './alerts';
import { cartRoutes } from './cart';
import { cashbackConsoleRoutes, cashbackRoutes } from './cashback';
import {
  catalogueCache,
  goodsImageRoutes,
  goodsRoutes,
  goodsSearchRoutes,
  recommendRoutes,
} from './catalogue';
import { chatRoutes } from './chat';
import { companyAccountRoutes } from './company-admin';
import type { AppConfig } from './config';
import { consoleGuard, consoleRoutes } from './console';
import { contentCache, contentRoutes, focusRoutes, focusVariantRoutes } from './content';
import { controlledSaleConsoleRoutes, controlledSaleRoutes } from './controlled-sale';
import type { Db } from './db/client';
import { drawConsoleRoutes, drawRoutes } from './draw';
import { favoriteRoutes } from './favorites';
import { goodsConsoleRoutes } from './goods-admin';
import { invoiceConsoleRoutes, invoiceRequestJob, invoiceRoutes } from './invoices';
import { idempotencyPurgeJob } from './lib/idempotency';
import { type IntervalJob, startIntervalJob } from './lib/interval-job';
import { messageRoutes } from './messages';
import { messageConsoleRoutes } from './messages-admin';
import {
  hmConsoleRoutes,
  hmReceiptRoutes,
  orderCancelRoutes,
  orderCompletionJob,
  orderConsoleRoutes,
  orderCreateRoutes,
  orderExpiryJob,
  orderRoutes,
  parcelConsoleRoutes,
  parcelRoutes,
} from './orders';
import type { DevProviderServer } from './payments';
import {
  notifyRoutes,
  onlinePaymentJob,
  onlinePayRoutes,
  orderCancelConsoleRoutes,
  paymentConsoleRoutes,
  payProviders,
  payRoutes,
  reconcileConsoleRoutes,
  reconcileJob,
} from './payments';
import { pictureRoutes } from './pictures';
import body, { parseQs } from './plugins/body';
import compression from './plugins/compression';
import context from './plugins/context';
import csrf from './plugins/csrf';
import envelope, { answerClientError, answerFrameworkError } from './plugins/envelope';
import security from './plugins/security';
import sessions from './plugins/sessions';
import swagger from './plugins/swagger';
import validation from './plugins/validation';
import web from './plugins/web';
import { pointsConsoleRoutes, pointsExpiryJob, pointsRoutes } from './points';
import { combinationRoutes, promotionRoutes } from './promotions';
import { consolePromotionRoutes } from './promotions-admin';
import {
  certificateReminderJob,
  qualificationConsoleRoutes,
  qualificationRoutes,
  uploadPurgeJob,
} from './qualifications';
import { cartImportRoutes, selfServiceConsoleRoutes, selfServiceRoutes } from './self-service';
import { siteRoutes } from './site';
import { systemRoutes } from './system';
import { couponCentreRoutes, couponConsoleRoutes, creditConsoleRoutes, walletRoutes } from './wallet';
import { warehouseConsoleRoutes } from './warehouses';

/**
 * Every background job, registered here and nowhere else: each capability says what its job does and how often
 * (an `IntervalJob`), lib/interval-job.ts runs them all alike from ready to close.
 */
const JOBS: ((app: FastifyInstance) => IntervalJob)[] = [
  orderExpiryJob,
  orderCompletionJob,
  certificateReminderJob,
  uploadPurgeJob,
  idempotencyPurgeJob,
  invoiceRequestJob,
  pointsExpiryJob,
  onlinePaymentJob,
  reconcileJob,
  goodsAlertJob,
];

export interface BuildOptions {
  db: Db;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** Where verification codes go (default: the configured driver); tests read codes through their own. */
  sms?: SmsSender;
  /** Under PAYMENT_DRIVER=dev: a local provider server the caller started (tests); else the app starts its own. */
  payDevServer?: DevProviderServer;
}

/**
 * Builds the app (fastify/demo order): framework plugins → app plugins → each capability's routes → jobs. Does not
 * listen. This is the one file that knows every capability (docs/architecture.md).
 */
export async function buildApp({
  db,
  config,
  logger,
  sms,
  payDevServer,
}: BuildOptions): Promise<FastifyInstance> {
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
  // Before swagger: the guard completes console routes' documentation (roles) as they are added.
  await app.register(consoleGuard);
  await app.register(swagger);
  await app.register(catalogueCache);
  await app.register(contentCache);
  await app.register(payProviders, { dev: payDevServer });

  await app.register(systemRoutes);
  await app.register(siteRoutes);
  await app.register(userRoutes, { sms });
  await app.register(qualificationRoutes);
  await app.register(goodsImageRoutes);
  await app.register(pictureRoutes);
  await app.register(focusRoutes);
  await app.register(promotionRoutes);
  await app.register(recommendRoutes);
  await app.register(goodsSearchRoutes);
  await app.register(goodsRoutes);
  await app.register(favoriteRoutes);
  await app.register(cartRoutes);
  await app.register(cartImportRoutes);
  await app.register(controlledSaleRoutes);
  await app.register(focusVariantRoutes);
  await app.register(contentRoutes);
  await app.register(combinationRoutes);
  await app.register(addressRoutes);
  await app.register(contractRoutes);
  await app.register(orderCreateRoutes);
  await app.register(payRoutes);
  await app.register(onlinePayRoutes);
  await app.register(notifyRoutes);
  await app.register(walletRoutes);
  await app.register(couponCentreRoutes);
  await app.register(orderCancelRoutes);
  await app.register(orderRoutes);
  await app.register(afterSaleRoutes);
  await app.register(parcelRoutes);
  await app.register(hmReceiptRoutes);
  await app.register(drawRoutes);
  await app.register(pointsRoutes);
  await app.register(cashbackRoutes);
  await app.register(messageRoutes);
  await app.register(storeRoutes);
  await app.register(invoiceRoutes);
  await app.register(selfServiceRoutes);
  await app.register(alertRoutes);
  await app.register(chatRoutes);
  await app.register(consoleRoutes);
  await app.register(qualificationConsoleRoutes);
  await app.register(paymentConsoleRoutes);
  await app.register(reconcileConsoleRoutes);
  await app.register(orderConsoleRoutes);
  await app.register(hmConsoleRoutes);
  await app.register(orderCancelConsoleRoutes);
  await app.register(goodsConsoleRoutes);
  await app.register(warehouseConsoleRoutes);
  await app.register(invoiceConsoleRoutes);
  await app.register(couponConsoleRoutes);
  await app.register(companyAccountRoutes);
  await app.register(creditConsoleRoutes);
  await app.register(consolePromotionRoutes);
  await app.register(selfServiceConsoleRoutes);
  await app.register(afterSaleConsoleRoutes);
  await app.register(pointsConsoleRoutes);
  await app.register(cashbackConsoleRoutes);
  await app.register(parcelConsoleRoutes);
  await app.register(controlledSaleConsoleRoutes);
  await app.register(drawConsoleRoutes);
  await app.register(messageConsoleRoutes);

  await app.register(web);
  for (const job of JOBS) startIntervalJob(app, job(app));
  return app;
}
