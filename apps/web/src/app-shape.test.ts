import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/* The thin app's layout (docs/web.md "The app's shape"), checked on the source's own imports. */

const src = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every relative import of the app's source, as [importing file, imported path], both relative to src/. */
function relativeImports(): [string, string][] {
  return sourceFiles(src).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map(
      ([, spec]) =>
        [relative(src, file), relative(src, resolve(dirname(file), spec ?? ''))] as [string, string],
    ),
  );
}

const pageFolder = (path: string) => /^pages\/([^/]+)\//.exec(path)?.[1];

describe('the app’s shape', () => {
  it('keeps what several pages share out of page folders: a page imports no other page’s folder', () => {
    const crossings = relativeImports()
      .filter(([file, target]) => pageFolder(target) && pageFolder(file) !== pageFolder(target))
      // The route table's lazy page map is the one place that names every page; a journey test may open several.
      .filter(([file]) => file !== 'route-table/pages.ts' && !/\.test\.tsx?$/.test(file))
      .map(([file, target]) => `${file} → ${target}`);
    expect(crossings).toEqual([]);
  });

  it('has one route table', () => {
    const tables = sourceFiles(src)
      .map((file) => relative(src, file))
      .filter((file) => /routes?\.tsx$/.test(file) && !file.endsWith('.test.tsx'));
    expect(tables).toEqual(['routes.tsx']);
  });
});
