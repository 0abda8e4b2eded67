import { connect } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { rawRequest } from './raw-http';

let t: TestApp;
let browser: Browser;
let port: number;
beforeAll(async () => {
  t = await build();
  browser = new Browser(t.app);
  await browser.fetchCsrf();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => t.close());

const chinese = /[\u4e00-\u9fff]/;

/** The answer is the envelope with the given status, a Chinese message and nothing of the request echoed. */
function expectEnvelope(body: string, status: number, echoed?: string) {
  const parsed = JSON.parse(body);
  expect(Object.keys(parsed).sort()).toEqual(['data', 'message', 'status']);
  expect(parsed).toMatchObject({ status, data: null });
  expect(parsed.message).toMatch(chinese);
  if (echoed) expect(body).not.toContain(echoed);
}

function expectEnvelopeResponse(response: LightMyRequestResponse, status: number, echoed?: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expectEnvelope(response.body, status, echoed);
}

const login = (payload: string, contentType: string) =>
  browser.request('POST', '/api/user/login', {
    headers: { 'content-type': contentType },
    json: payload,
  });

describe('framework errors answer in the envelope', () => {
  it('answers a bad % escape in an /api path with 400, without echoing the path', async () => {
    expectEnvelopeResponse(await t.app.inject({ url: '/api/goods/%zz-secret' }), 400, '%zz-secret');
  });

  it('answers a bad % escape outside /api the same way', async () => {
    expectEnvelopeResponse(await t.app.inject({ url: '/list/%E0%A4%A-secret' }), 400, 'secret');
  });

  it('answers an over-long path parameter with the envelope, without echoing it', async () => {
    const id = 'x'.repeat(200);
    const response = await t.app.inject({ url: `/api/goods/detail/${id}` });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectEnvelope(response.body, response.statusCode, id);
  });

  it('answers malformed JSON with 400', async () => {
    expectEnvelopeResponse(await login('{"phone": "138', 'application/json'), 400, '138');
  });

  it('answers an empty JSON body with 400', async () => {
    expectEnvelopeResponse(await login('', 'application/json'), 400);
  });

  it('answers an unsupported content type with 415', async () => {
    expectEnvelopeResponse(await login('phone=1', 'text/x-unknown'), 415, 'text/x-unknown');
  });

  it('answers a body over 1 MiB with 413', async () => {
    expectEnvelopeResponse(await login(`{"phone":"${'1'.repeat(1_100_000)}"}`, 'application/json'), 413);
  });

  it('answers an unknown method on a known path with the 404 envelope', async () => {
    expectEnvelopeResponse(await t.app.inject({ method: 'PROPFIND', url: '/api/health' }), 404);
  });

  it('answers headers too large (431) with the envelope', async () => {
    const { statusLine, body } = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expectEnvelope(body, 431);
  });

  it('answers a request the HTTP parser refuses (400) with the envelope', async () => {
    const { statusLine, body } = await rawRequest(
      port,
      'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
    );
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expectEnvelope(body, 400);
  });
});

describe('a request arriving while the server closes', () => {
  it('is refused with a 503 envelope in Chinese while the request in flight is answered', async () => {
    const closing = await build();
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    closing.app.get('/api/test/slow', async () => {
      entered();
      await gate;
      return { status: 10000, message: 'success', data: null };
    });
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const address = closing.app.server.address();
    const socket = connect(typeof address === 'object' && address ? address.port : 0, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /api/test/slow HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await inFlight;
    // The connection is busy, so closing keeps it; the next request on it arrives while the server closes.
    const closed = closing.app.close();
    socket.write('GET /api/site HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await ended;
    await closed;
    await closing.database.drop();
    const responses = answer.split(/(?=HTTP\/1\.1 )/);
    expect(responses.map((response) => response.split('\r\n')[0])).toEqual([
      'HTTP/1.1 200 OK',
      'HTTP/1.1 503 Service Unavailable',
    ]);
    const refused = responses[1] ?? '';
    expect(refused.toLowerCase()).toContain('connection: close');
    const body = refused.slice(refused.indexOf('\r\n\r\n') + 4);
    expectEnvelope(body, 503);
    expect(JSON.parse(body).message).toBe('服务正在重启，请稍后重试');
  });
});
