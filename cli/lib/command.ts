/** What every user command shares: the --key and --json options, and the API client they give. */
import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { UserApi } from './api.ts';
import { apiKeyOf } from './http.ts';

export interface UserOpts {
  key?: string;
  json?: boolean;
}

export function userCommand(parent: Command, name: string, description: string): Command {
  return parent
    .command(name)
    .description(description)
    .option('--key <key>', 'API key (default: MSIG_API_KEY)')
    .option('--json', 'print JSON');
}

export function apiOf(o: UserOpts): UserApi {
  return new UserApi(apiKeyOf(o.key));
}

/** A commander parser for a positive whole number. */
export function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive whole number');
  return n;
}

/** A commander parser for one of `choices`. */
export function oneOf<T extends string>(choices: readonly T[]) {
  return (value: string): T => {
    if (!(choices as readonly string[]).includes(value)) {
      throw new InvalidArgumentError(`must be one of ${choices.join(', ')}`);
    }
    return value as T;
  };
}

/** A comma-separated list, trimmed, without empties. */
export function list(value: string): string[] {
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length === 0) throw new InvalidArgumentError('must name at least one item');
  return items;
}
