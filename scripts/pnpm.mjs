#!/usr/bin/env node
// Runs pnpm whether or not it is installed: a machine with only Node and npm gets it through npx,
// pinned to the version in package.json's packageManager field.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;

function hasPnpm10() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return probe.status === 0 && probe.stdout.trim().startsWith('10.');
}

const usePath = hasPnpm10();
// pnpm is also a root devDependency: after the first install its shim sits here, and turbo (which spawns
// `pnpm run` in each package) finds it through an absolute PATH entry.
const binDir = join(root, 'node_modules', '.bin');
const env = { ...process.env, PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}` };

/** Runs pnpm with the given arguments in the repository root; returns the exit code. */
export function pnpm(args, options = {}) {
  const local = join(binDir, 'pnpm');
  const [cmd, cmdArgs] = usePath
    ? ['pnpm', args]
    : existsSync(local)
      ? [local, args]
      : ['npx', ['--yes', pinned, ...args]];
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env, ...options });
  return result.status ?? 1;
}

/** Installs dependencies from the lockfile; CI and fresh clones never change the lockfile. */
export function ensureInstalled() {
  const code = pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
  if (code !== 0) {
    console.error('依赖安装失败 (pnpm install exited with %d)', code);
    process.exit(code);
  }
}

/**
 * Runs a binary of the root node_modules/.bin directly (not through `pnpm exec`, whose PATH entries are
 * relative and break turbo's spawning of `pnpm run` in each package).
 */
export function bin(name, args, options = {}) {
  const result = spawnSync(join(binDir, name), args, { cwd: root, stdio: 'inherit', env, ...options });
  return result.status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(pnpm(process.argv.slice(2)));
}
