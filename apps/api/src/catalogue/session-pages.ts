import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SessionPages {
  <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    remembered: Map<string, unknown> | undefined,
    build: () => Promise<T>,
  ): Promise<T | FastifyReply>;
  /** After a write to products: every kept page is built afresh on its next request. */
  clear(): void;
}

/**
 * A signed-in buyer's serialized product page, kept with their session (`SessionUser.remembered`) by URL: it lives
 * no longer than the session memo keeps the session and standing it was built for (SESSION_CACHE_MS, 2 s in
 * production; with the memo off, a request of its own), and the buyer's own writes that change it forget it
 * (`forgetRemembered`). A write to products in this process (`forgetGoods`) moves the generation, so the next
 * request builds afresh, as the product facts do. Errors are never kept.
 */
export function sessionPages(): SessionPages {
  let generation = 0;
  const answer = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    remembered: Map<string, unknown> | undefined,
    build: () => Promise<T>,
  ) => {
    if (!remembered) return build();
    const key = `page:${request.url}`;
    const kept = remembered.get(key) as { generation: number; body: string } | undefined;
    let body = kept?.generation === generation ? kept.body : undefined;
    if (body === undefined) {
      body = String(reply.serialize(await build()));
      remembered.set(key, { generation, body });
    }
    // As the visitor pages: a string with a JSON content type is sent as it is, and the reply itself returned.
    return reply.type('application/json; charset=utf-8').send(body);
  };
  return Object.assign(answer, {
    clear: () => {
      generation += 1;
    },
  });
}
