import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** The CSP the Vite-built app passes; styled-components injects <style> tags, hence 'unsafe-inline' styles. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
  frameSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** Swagger UI runs an inline bootstrap script, so its pages (and only those) get a looser policy. */
const docsPolicy =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self' 'unsafe-inline'; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/**
 * The headers helmet sets. They do not depend on the request (no CSP nonces), so helmet runs once at start-up
 * against a recording response and every reply gets the recorded set — helmet's choices without re-deriving
 * (dashing names, parsing directives) them on each request.
 */
export function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // The chat iframe and product images are same-origin; nothing needs cross-origin isolation relaxed.
    crossOriginEmbedderPolicy: false,
  })(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

export default fp(
  async (app: FastifyInstance) => {
    const headers = helmetHeaders();
    const docsHeaders = { ...headers, 'content-security-policy': docsPolicy };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/docs') ? docsHeaders : headers);
      done();
    });
  },
  { name: 'security' },
);
