import type { ParseArgsConfig } from 'node:util';
import type { Executor } from '../../db/client';
import type { OpsOutcome } from './audit';

/*
 * One `ops` command: its help text, its options (node:util parseArgs) and its work inside the audited
 * transaction. The commands live by area in ops/commands/; ops.ts puts them together.
 */

export type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

export interface Context {
  actor: string;
  env: NodeJS.ProcessEnv;
}

export interface Command {
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  run(tx: Executor, positionals: string[], values: Values, context: Context): Promise<OpsOutcome>;
}

/** An option's value when it is text. */
export const text = (value: Values[string]) => (typeof value === 'string' ? value : undefined);
