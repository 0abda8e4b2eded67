import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './validation';

const item = z.object({ id: z.number().int(), name: z.string(), price: z.string().nullable() });
const apps: ReturnType<typeof Fastify>[] = [];

/** A bare app whose one route answers `body` under the `item` contract. */
async function appAnswering(body: unknown, check: boolean) {
  const app = Fastify({ logger: false });
  apps.push(app);
  app.setSerializerCompiler(responseSerializerCompiler(check));
  app.get('/item', { schema: { response: { 200: item } } }, async () => body);
  const dated = z.object({ at: z.date() });
  app.get('/dated', { schema: { response: { 200: dated } } }, async () => ({
    at: new Date(Date.UTC(2026, 0, 2)),
  }));
  await app.ready();
  return app;
}

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

describe('responseSerializerCompiler', () => {
  it('writes only the fields of the contract (a password hash on the row never goes out)', async () => {
    for (const check of [false, true]) {
      const app = await appAnswering(
        { id: 1, name: '阿莫西林胶囊', price: null, passwordHash: 'scrypt$…' },
        check,
      );
      const response = await app.inject({ url: '/item' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: 1, name: '阿莫西林胶囊', price: null });
      expect(response.body).not.toContain('passwordHash');
    }
  });

  it('writes a nullable object that carries more than its contract (anyOf picks its branch by validating)', async () => {
    for (const check of [false, true]) {
      const app = Fastify({ logger: false });
      apps.push(app);
      app.setSerializerCompiler(responseSerializerCompiler(check));
      const schema = z.object({ banner: item.nullable() });
      app.get('/banner', { schema: { response: { 200: schema } } }, async () => ({
        banner: { id: 2, name: '底部广告', price: null, title: '不在契约里' },
      }));
      const response = await app.inject({ url: '/banner' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ banner: { id: 2, name: '底部广告', price: null } });
    }
  });

  it('with checks on, a response that breaks its contract is a 500, not a silently coerced body', async () => {
    const checked = await appAnswering({ id: '7', name: 3, price: null }, true);
    expect((await checked.inject({ url: '/item' })).statusCode).toBe(500);
  });

  it('falls back to the zod serializer for contracts JSON Schema cannot express', async () => {
    const app = await appAnswering({}, false);
    const response = await app.inject({ url: '/dated' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ at: '2026-01-02T00:00:00.000Z' });
  });
});
