import { existsSync, readFileSync } from 'node:fs';
import { parseEnv as parseDotEnv } from 'node:util';

/**
 * Merges env files into `target`: files listed later win over earlier ones, and variables already set in
 * `target` (the real environment) win over every file. Missing files are skipped. Returns the files read.
 */
export function loadEnvFiles(
  files: string[],
  target: Record<string, string | undefined> = process.env,
): string[] {
  const merged: Record<string, string> = {};
  const read: string[] = [];
  for (const file of files) {
    if (!existsSync(file)) continue;
    Object.assign(merged, parseDotEnv(readFileSync(file, 'utf8')));
    read.push(file);
  }
  for (const [name, value] of Object.entries(merged)) {
    if (target[name] === undefined) target[name] = value;
  }
  return read;
}
