import { ONLINE_PAY_METHODS, type OnlinePayMethod } from '@yaocai/domain';
import type { FastifyInstance } from 'fastify';

/** The online methods this server can take: those whose provider is configured, in the house order. */
export const onlineMethods = (app: FastifyInstance): OnlinePayMethod[] =>
  ONLINE_PAY_METHODS.filter((method) => app.payProviders.map[method] !== undefined);
