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
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('generates a typed client (openapi-typescript) that compiles', async () => {
    const source = astToString(await openapiTS(spec));
    const dir = await mkdtemp(join(tmpdir(), 'yaocai-openapi-'));
    try {
      const file = join(dir, 'api.d.ts');
      await writeFile(file, source);
      const program = ts.createProgram([file], { strict: true, noEmit: true, types: [] });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // The client knows the routes and their parameters, so a typo in a path or a field fails to compile.
    expect(source).toContain('"/api/goods/list"');
  });
});
