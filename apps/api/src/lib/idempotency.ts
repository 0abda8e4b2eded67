import { createHash } from 'node:crypto';
import { idempotencyKey } from '@yaocai/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { conflict, FieldValidationError } from './errors';
import type { IntervalJob } from './interval-job';

/*
 * Idempotency-Key for order creation and payment (DESIGN.md consistency contract). The key row is inserted in
 * the same transaction as the work: a concurrent request with the same key waits on the row's unique index
 * until the first commits, then finds the stored answer and replays it byte for byte. If the work fails, the
 * transaction rolls the key back too, so a failed attempt can be retried with the same key. The same key with
 * another body is a 409.
 */

const REPLAY_CONFLICT = '该请求已提交过，且内容不同：请刷新页面后重试';

/** The key of the request's Idempotency-Key header, validated (422 when missing or malformed). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const parsed = idempotencyKey.safeParse(request.headers['idempotency-key']);
  if (!parsed.success) {
    throw new FieldValidationError({
      'Idempotency-Key': [parsed.error.issues[0]?.message ?? '缺少 Idempotency-Key'],
    });
  }
  return parsed.data;
}

/** The key when the header is there (validated like `idempotencyKeyOf`), else undefined: honoured, not required. */
export function optionalIdempotencyKeyOf(request: FastifyRequest): string | undefined {
  return request.headers['idempotency-key'] === undefined ? undefined : idempotencyKeyOf(request);
}

/** Key order of a JSON value normalised, so the same body with keys in another order hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex');

export interface IdempotentRequest {
  userId: number;
  /** A stable name of the operation, e.g. 'POST /api/order'. */
  route: string;
  /** Undefined: the work runs once in its own transaction, nothing stored (an optional key not sent). */
  key: string | undefined;
  /** The parsed request body (what makes two requests "the same"). */
  body: unknown;
}

/** The success envelope to send, already serialised: the stored bytes are what every replay sends. */
export interface IdempotentAnswer {
  statusCode: number;
  body: string;
}

/**
 * Runs `work` once per (user, route, key) inside one transaction and returns its serialised answer; a replay
 * returns the stored one. `work` returns the envelope object; it is serialised here, once.
 */
export async function runIdempotent(
  db: Db,
  request: IdempotentRequest,
  work: (tx: Executor) => Promise<unknown>,
): Promise<IdempotentAnswer> {
  const { key } = request;
  if (key === undefined)
    return db.transaction(async (tx) => ({ statusCode: 200, body: JSON.stringify(await work(tx)) }));
  const requestHash = hashOf(request.body);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({
        userId: request.userId,
        route: request.route,
        key,
        requestHash,
        statusCode: 0,
        response: '',
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, request.userId),
            eq(idempotencyKeys.route, request.route),
            eq(idempotencyKeys.key, key),
          ),
        );
      if (!stored || stored.requestHash !== requestHash) throw conflict(REPLAY_CONFLICT);
      return { statusCode: stored.statusCode, body: stored.response };
    }
    const body = JSON.stringify(await work(tx));
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: 200, response: body })
      .where(
        and(
          eq(idempotencyKeys.userId, request.userId),
          eq(idempotencyKeys.route, request.route),
          eq(idempotencyKeys.key, key),
        ),
      );
    return { statusCode: 200, body };
  });
}

/** Sends an answer of `runIdempotent` as is (a string payload skips the response serializer). */
export function sendAnswer(reply: FastifyReply, answer: IdempotentAnswer) {
  return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
}

/** Keys older than this are deleted by the housekeeping job (a client retries within minutes, not days). */
export const IDEMPOTENCY_KEEP_DAYS = 7;
export const purgeOldKeys = (db: Db) =>
  db.execute(
    sql`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(days => ${IDEMPOTENCY_KEEP_DAYS})`,
  );

/** The housekeeping job: once an hour, keys past IDEMPOTENCY_KEEP_DAYS go. */
export const idempotencyPurgeJob = (app: FastifyInstance): IntervalJob => ({
  intervalMs: 60 * 60 * 1000,
  failure: 'idempotency key purge failed',
  run: async () => {
    await purgeOldKeys(app.db);
  },
});
