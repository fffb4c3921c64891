import { createHash } from 'node:crypto';

/**
 * Parameters of an rclone connection string that never carry a secret: what the owner may read
 * back of the target. Every other value (a password, a key, a token) is hidden.
 */
const SHOWN_PARAMETERS = new Set([
  'host',
  'user',
  'port',
  'provider',
  'region',
  'endpoint',
  'key_file',
  'known_hosts_file',
  'account_id',
]);

// One `,name=value` of a connection string; a value with `,` or `:` in it is quoted, a quote in
// it doubled; a name alone is `name=true`.
const PARAMETER = /,([^=,:]+)(?:=('(?:[^']|'')*'|"(?:[^"]|"")*"|[^,:]*))?/y;

/**
 * `:sftp,host=example.com,pass=…:www` (or `myremote,region=…:www`) as its remote (`:sftp`,
 * `myremote`), its parameters (unquoted) and its path; undefined for a folder or a plain remote.
 */
function connectionString(
  target: string,
): { remote: string; parameters: [string, string][]; path: string } | undefined {
  const remote = /^(:[a-z0-9]+|[A-Za-z0-9_][\w.-]*)(?=,)/.exec(target)?.[0];
  if (remote === undefined) return undefined;
  const parameters: [string, string][] = [];
  let at = remote.length;
  for (;;) {
    PARAMETER.lastIndex = at;
    const match = PARAMETER.exec(target);
    if (!match) break;
    at = PARAMETER.lastIndex;
    const value = match[2] ?? 'true';
    const quote = /^['"]/.exec(value)?.[0];
    parameters.push([match[1]!, quote ? value.slice(1, -1).replaceAll(quote + quote, quote) : value]);
  }
  if (target[at] !== ':') return undefined;
  return { remote, parameters, path: target.slice(at + 1) };
}

/**
 * The remote rclone is given a connection string's parameters as, in its environment alone; named
 * after the target, so that what rclone learns of a server (its shell, its hash commands) and
 * writes in a configuration file under that name is never another target's.
 */
const environmentRemote = (target: string) =>
  `portfoliopublish${createHash('sha256').update(target).digest('hex').slice(0, 12)}`;

/**
 * `PUBLISH_TO` as rclone is run with it: `name` is what its command line says (a folder, a remote
 * and its path), `environment` what its process alone is given besides, and `shown` what the owner
 * may read of it. A connection string's parameters (keys, passwords) go to rclone as the variables
 * that make a remote (`RCLONE_CONFIG_<REMOTE>_<OPTION>`): a command line is anyone's to read in
 * `ps`, a process's environment its user's alone.
 */
export interface RcloneTarget {
  name: string;
  environment: Record<string, string>;
  shown: string;
  /** What rclone printed, as the owner may read it: see `withoutSecrets`. */
  hide: (text: string) => string;
  /**
   * Whether the remote is all in the environment (a connection string of `:type`): rclone then
   * needs nothing of the owner's configuration file, and is given one of the publisher's own to
   * write what it learns of the server in (`ownConfiguration`), never the owner's.
   */
  onTheFly: boolean;
}

export function rcloneTarget(target: string): RcloneTarget {
  const parsed = connectionString(target);
  const hide = (text: string) => withoutSecrets(text, target);
  if (!parsed) return { name: target, environment: {}, shown: target, hide, onTheFly: false };
  const onTheFly = parsed.remote.startsWith(':');
  const remote = onTheFly ? environmentRemote(target) : parsed.remote;
  const prefix = `RCLONE_CONFIG_${remote.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_`;
  const option = (name: string) => prefix + name.toUpperCase().replaceAll('-', '_');
  const environment = Object.fromEntries([
    ...(onTheFly ? [[`${prefix}TYPE`, parsed.remote.slice(1)]] : []),
    ...parsed.parameters.map(([name, value]) => [option(name), value]),
  ]);
  return { name: `${remote}:${parsed.path}`, environment, shown: describeTarget(target), hide, onTheFly };
}

/**
 * The target as one publish runs rclone with it: an on-the-fly remote's rclone reads and writes
 * `file` as its configuration (what it learns of the server, once a publish rather than once a
 * command); a remote the owner named keeps the owner's configuration, where it is defined.
 */
export function ownConfiguration(target: RcloneTarget, file: string): RcloneTarget {
  if (!target.onTheFly) return target;
  return { ...target, environment: { ...target.environment, RCLONE_CONFIG: file } };
}

/** The target as the owner may read it in a log, an answer or the admin: its secrets hidden. */
export function describeTarget(target: string): string {
  const parsed = connectionString(target);
  if (!parsed) return target;
  const shown = parsed.parameters.map(([name, value]) =>
    SHOWN_PARAMETERS.has(name) ? `${name}=${value}` : `${name}=***`,
  );
  return [parsed.remote, ...shown].join(',') + ':' + parsed.path;
}

/**
 * What rclone printed, with every secret of the target hidden, and the target named as the owner
 * wrote it rather than as rclone was given it.
 */
export function withoutSecrets(text: string, target: string): string {
  const parsed = connectionString(target);
  const { name, shown } = rcloneTarget(target);
  let safe = text.split(target).join(shown).split(name).join(shown);
  for (const [name, value] of parsed?.parameters ?? []) {
    if (!SHOWN_PARAMETERS.has(name) && value.length >= 3) safe = safe.split(value).join('***');
  }
  return safe;
}

/** A folder inside the target, as rclone names it: `r2:bucket` + `x` is `r2:bucket/x`, `:sftp,…:` + `x` is `:sftp,…:x`. */
export function inside(target: string, folder: string): string {
  if (target.endsWith(':') || target.endsWith('/')) return target + folder;
  return `${target}/${folder}`;
}
