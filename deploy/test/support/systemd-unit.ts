// How systemd starts one instance of deploy/systemd/portico@.service, for the cluster test to start
// its processes the same way: the unit's ExecStart and WorkingDirectory, its Environment= lines with
// the instance name in place of %i, then the env file's values, which override them
// (systemd.exec(5): "Settings from these files override settings made with Environment=").
import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { readEnvironmentFile } from '../../../apps/server/src/config/environment-file';

export const UNIT_FILE = resolve(import.meta.dirname, '../../systemd/portico@.service');
export const ENV_EXAMPLE = resolve(import.meta.dirname, '../../portico.env.example');

/**
 * The node that stands for the unit's /usr/bin/node: PRODUCTION_NODE when set (CI sets it to the
 * maintained LTS that docs/deploy.md installs), else the one running the test.
 */
export const PRODUCTION_NODE = process.env.PRODUCTION_NODE || process.execPath;

export type UnitInstance = { command: string; args: string[]; env: Record<string, string> };

/** The [Service] settings of the unit, each name with its values in order. */
function serviceSettings(unitText: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const raw of unitText.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('[')) section = line;
    if (section !== '[Service]' || line.startsWith('#') || !line.includes('=')) continue;
    const name = line.slice(0, line.indexOf('='));
    settings.set(name, [...(settings.get(name) ?? []), line.slice(name.length + 1)]);
  }
  return settings;
}

/**
 * Instance `instance` of the unit as systemd would run it with `envFileText` as its EnvironmentFile,
 * the unit's WorkingDirectory standing for `checkout` and its node for this one.
 */
export function unitInstance(
  instance: string,
  envFileText: string,
  checkout: string,
): UnitInstance {
  const settings = serviceSettings(readFileSync(UNIT_FILE, 'utf8').replaceAll('%i', instance));
  const fromUnit = Object.fromEntries(
    (settings.get('Environment') ?? []).map((assignment) => {
      const at = assignment.indexOf('=');
      return [assignment.slice(0, at), assignment.slice(at + 1)];
    }),
  );
  const fromFile = readEnvironmentFile(envFileText).values;
  const [node, ...args] = (settings.get('ExecStart')?.[0] ?? '').split(/\s+/);
  if (node !== '/usr/bin/node') throw new Error(`the unit runs ${node}, not node`);
  return {
    command: PRODUCTION_NODE,
    args: args.map((arg) => (isAbsolute(arg) || arg.startsWith('-') ? arg : join(checkout, arg))),
    env: { ...fromUnit, ...fromFile },
  };
}

/** The shipped env example with `values` filled in, as an operator edits it. */
export function filledEnvExample(values: Record<string, string>): string {
  const left = new Map(Object.entries(values));
  const quoted = (value: string) => (/^[\w@%+=:,./-]*$/.test(value) ? value : `"${value}"`);
  const lines = readFileSync(ENV_EXAMPLE, 'utf8')
    .split('\n')
    .map((line) => {
      const name = /^([A-Z_][A-Z0-9_]*)=/.exec(line)?.[1];
      if (name === undefined || !left.has(name)) return line;
      const value = left.get(name) ?? '';
      left.delete(name);
      return `${name}=${quoted(value)}`;
    });
  for (const [name, value] of left) lines.push(`${name}=${quoted(value)}`);
  return lines.join('\n');
}
