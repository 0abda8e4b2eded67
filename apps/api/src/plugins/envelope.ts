import { ApiStatus, Messages } from '@yaocai/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/errors';

/** Chinese messages for the framework's own 4xx errors (bad JSON, body too large, wrong content type). */
const frameworkMessages: Record<number, string> = {
  400: '请求格式有误',
  404: Messages.notFound,
  405: '不支持该请求方法',
  413: '提交的内容过大',
  415: '不支持的内容类型',
};

/**
 * Every error under /api becomes `{status, message, data}`. Unknown faults are logged with the request id and
 * answered with a generic 500 so no internals leak.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) {
        if (error.httpStatus >= 500) request.log.error({ err: error }, 'api error');
        return reply
          .code(error.httpStatus)
          .send({ status: error.status, message: error.message, data: error.data });
      }
      const code = error.statusCode ?? 500;
      if (code >= 400 && code < 500) {
        return reply
          .code(code)
          .send({ status: code, message: frameworkMessages[code] ?? Messages.validationFailed, data: null });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({
        status: ApiStatus.serverError,
        message: Messages.serverError,
        data: { request_id: request.id },
      });
    });
  },
  { name: 'envelope' },
);
