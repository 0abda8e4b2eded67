import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ApiStatus, Messages } from '@yaocai/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, bannedOnlineRefusal } from '../lib/errors';

/**
 * Chinese messages for the framework's own 4xx errors (bad JSON, body too large, wrong content type, a bad URL,
 * headers too large). Never the framework's English text: it echoes the path or the content type.
 */
const frameworkMessages: Record<number, string> = {
  400: '请求格式有误',
  404: Messages.notFound,
  405: '不支持该请求方法',
  408: '请求超时，请重试',
  413: '提交的内容过大',
  414: '请求地址过长',
  415: '不支持的内容类型',
  431: '请求头过大',
  503: '服务正在重启，请稍后重试',
};

/** No path of ours comes near this; a longer one is answered 414 before anything else looks at it. */
export const MAX_PATH_LENGTH = 2048;

const frameworkEnvelope = (code: number) => ({
  status: code,
  message: frameworkMessages[code] ?? Messages.validationFailed,
  data: null,
});

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/%zz`) or a path parameter over its length
 * limit. They are answered before routing, so neither the error handler nor the serializer runs: the envelope is
 * written as text.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const code = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  const body =
    code >= 500
      ? { status: ApiStatus.serverError, message: Messages.serverError, data: null }
      : frameworkEnvelope(code);
  reply.code(code).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (headers over 16 KiB, a malformed request,
 * a request timeout) never becomes a request, so the answer is written to the socket by hand, as Fastify's
 * default does, but as the envelope.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset or closed connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(frameworkEnvelope(code));
    socket.write(
      `HTTP/1.1 ${code} ${STATUS_CODES[code]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Every error under /api becomes `{status, message, data}`. Unknown faults are logged with the request id and
 * answered with a generic 500 so no internals leak.
 */
export default fp(
  async (app: FastifyInstance) => {
    // While the server drains (app.ts turns off Fastify's own English `return503OnClosing`), a request that still
    // arrives on a busy keep-alive connection is refused in the envelope; Connection: close sends the client to
    // another instance. preClose runs in the same tick as Fastify marking itself closing, so no request falls
    // between the two.
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (closing) return reply.code(503).header('connection', 'close').send(frameworkEnvelope(503));
      // A path longer than any of ours is a 414, decided before CSRF (a 403) and before the static files (whose
      // file system lookup refused a path over PATH_MAX with 403, issue #20 §4). The query is not counted.
      const end = request.url.indexOf('?');
      if ((end === -1 ? request.url.length : end) > MAX_PATH_LENGTH)
        return reply.code(414).send(frameworkEnvelope(414));
      done();
    });

    app.setErrorHandler((thrown: FastifyError | ApiError, request, reply) => {
      // A write the database refuses for a class banned online answers with its reason, not a server fault.
      const error = bannedOnlineRefusal(thrown) ?? thrown;
      if (error instanceof ApiError) {
        if (error.httpStatus >= 500) request.log.error({ err: error }, 'api error');
        return reply
          .code(error.httpStatus)
          .send({ status: error.status, message: error.message, data: error.data });
      }
      const code = error.statusCode ?? 500;
      if (code >= 400 && code < 500) {
        return reply.code(code).send(frameworkEnvelope(code));
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
