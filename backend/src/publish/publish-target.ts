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
// it doubled.
const PARAMETER = /,([^=,:]+)(?:=('(?:[^']|'')*'|"(?:[^"]|"")*"|[^,:]*))?/y;

/** `:sftp,host=example.com,pass=…:www` as its backend, its parameters (unquoted) and its path. */
function connectionString(
  target: string,
): { backend: string; parameters: [string, string][]; path: string } | undefined {
  const backend = /^:[a-z0-9]+/.exec(target)?.[0];
  if (backend === undefined) return undefined;
  const parameters: [string, string][] = [];
  let at = backend.length;
  for (;;) {
    PARAMETER.lastIndex = at;
    const match = PARAMETER.exec(target);
    if (!match) break;
    at = PARAMETER.lastIndex;
    const value = match[2] ?? '';
    const quote = /^['"]/.exec(value)?.[0];
    parameters.push([match[1]!, quote ? value.slice(1, -1).replaceAll(quote + quote, quote) : value]);
  }
  if (target[at] !== ':') return undefined;
  return { backend, parameters, path: target.slice(at + 1) };
}

/** The target as the owner may read it in a log, an answer or the admin: its secrets hidden. */
export function describeTarget(target: string): string {
  const parsed = connectionString(target);
  if (!parsed) return target;
  const shown = parsed.parameters.map(([name, value]) =>
    SHOWN_PARAMETERS.has(name) ? `${name}=${value}` : `${name}=***`,
  );
  return [parsed.backend, ...shown].join(',') + ':' + parsed.path;
}

/**
 * What rclone printed, with every secret of the target hidden: rclone names the target in its
 * errors as it was given.
 */
export function withoutSecrets(text: string, target: string): string {
  const parsed = connectionString(target);
  let safe = text.split(target).join(describeTarget(target));
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
