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

/** `:sftp,host=example.com,pass=…:www` as `[':sftp', [['host','example.com'], ['pass','…']], 'www']`. */
function connectionString(
  target: string,
): { backend: string; parameters: [string, string][]; path: string } | undefined {
  const match = /^(:[a-z0-9]+)((?:,[^:]*)?):(.*)$/s.exec(target);
  if (!match) return undefined;
  const parameters = match[2]!
    .split(',')
    .slice(1)
    .map((pair): [string, string] => {
      const at = pair.indexOf('=');
      return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1).replace(/^(['"])(.*)\1$/, '$2')];
    });
  return { backend: match[1]!, parameters, path: match[3]! };
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
