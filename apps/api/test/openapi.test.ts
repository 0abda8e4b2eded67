import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helper';

let t: TestApp;
let spec: string;
beforeAll(async () => {
  t = await build();
  spec = (await t.app.inject({ url: '/api/openapi.json' })).body;
  if (process.env.OPENAPI_DUMP) await writeFile(process.env.OPENAPI_DUMP, spec);
});
afterAll(async () => t.close());

describe('the API reference (/api/openapi.json)', () => {
  it('passes redocly lint (recommended rules) without errors', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: spec, absoluteRef: 'openapi.json', config });
    const describe = (problem: (typeof problems)[number]) =>
      `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`;
    expect(problems.filter((problem) => problem.severity === 'error').map(describe)).toEqual([]);
    // The cheap warnings stay fixed too: ids, error answers, bounds and components nothing uses.
    const kept = ['operation-operationId', 'operation-4xx-response', 'no-unused-components'];
    expect(problems.filter((problem) => kept.includes(problem.ruleId)).map(describe)).toEqual([]);
  });

  it('generates a typed client (openapi-typescript) that compiles', async () => {
    const source = astToString(await openapiTS(spec));
    const dir = await mkdtemp(join(tmpdir(), 'yaocai-openapi-'));
    try {
      const file = join(dir, 'api.d.ts');
      await writeFile(file, source);
      const program = ts.createProgram([file], { strict: true, noEmit: true, types: [], skipLibCheck: true });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // The client knows the routes and their parameters, so a typo in a path or a field fails to compile.
    expect(source).toContain('"/api/goods/list"');
    expect(source).toContain('getGoodsDetailById: {');
  });

  it('documents integers with their column bounds, not ±2^53', () => {
    expect(spec).not.toContain(String(Number.MAX_SAFE_INTEGER));
    const document = JSON.parse(spec);
    const id = document.paths['/api/goods/detail/{id}'].get.parameters.find(
      (parameter: { in: string }) => parameter.in === 'path',
    );
    expect(id.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 2147483647 });
    const [page, perPage] = document.paths['/api/goods/list'].get.parameters;
    expect(page).toMatchObject({ name: 'page', schema: { minimum: 1, maximum: 10000, default: 1 } });
    expect(perPage).toMatchObject({ name: 'per_page', schema: { minimum: 1, maximum: 100, default: 20 } });
  });

  it('documents the Idempotency-Key header on every route that honours it, required where it is', () => {
    const document = JSON.parse(spec);
    const keyOf = (path: string) =>
      (document.paths[path].post.parameters ?? []).find(
        (parameter: { in: string; name: string }) =>
          parameter.in === 'header' && parameter.name === 'Idempotency-Key',
      );
    for (const path of ['/api/order', '/api/pay/balance', '/api/pay/credit_repay'])
      expect(keyOf(path), path).toMatchObject({
        required: true,
        schema: { type: 'string', pattern: expect.any(String) },
      });
    expect(keyOf('/api/pay/user_credit_pay')).toMatchObject({ required: false });
    expect(keyOf('/api/pay/transfer')).toBeUndefined();
  });

  it('names who may call each operation and what it answers when refused', () => {
    const document = JSON.parse(spec);
    expect(Object.keys(document.components.securitySchemes)).toEqual([
      'session',
      'csrf',
      'operatorSession',
      'operatorCsrf',
    ]);
    const favorite = document.paths['/api/favorite'].post;
    expect(favorite.security).toEqual([{ session: [], csrf: [] }]);
    expect(Object.keys(favorite.responses)).toEqual(expect.arrayContaining(['401', '403', '422']));
    const list = document.paths['/api/goods/list'].get;
    expect(list.security).toEqual([{}, { session: [] }]);
    expect(list.responses['401']).toBeUndefined();
    // Accounts: registration is for visitors (CSRF only), a password change for the signed-in.
    const register = document.paths['/api/user/register'].post;
    expect(register.security).toEqual([{ csrf: [] }, { session: [], csrf: [] }]);
    const change = document.paths['/api/user/resetPassword'].post;
    expect(change.security).toEqual([{ session: [], csrf: [] }]);
    expect(Object.keys(change.responses)).toEqual(expect.arrayContaining(['401', '403', '422']));
    expect(document.paths['/api/user/phone/{phone}'].get.operationId).toBe('getUserPhoneByPhone');
    // Console: the operator session and its own token, and the roles that may call each operation.
    const audit = document.paths['/api/console/audit'].get;
    expect(audit.security).toEqual([{ operatorSession: [] }]);
    expect(audit['x-roles']).toEqual(['管理员']);
    expect(Object.keys(audit.responses)).toEqual(expect.arrayContaining(['401', '403', '422']));
    expect(document.paths['/api/console/logout'].delete.security).toEqual([
      { operatorSession: [], operatorCsrf: [] },
    ]);
    expect(document.paths['/api/console/login'].post.security).toEqual([{ operatorCsrf: [] }]);
  });
});
