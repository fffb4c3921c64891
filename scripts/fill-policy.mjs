// The nginx template names the site's Content-Security-Policy as ${CONTENT_SECURITY_POLICY}, and an
// uploaded PDF's as ${DOWNLOAD_CONTENT_SECURITY_POLICY}; the web image fills them in when it is
// built, from the contract, where each policy is defined once.
// Usage: node scripts/fill-policy.mjs <template> <output>
import { readFileSync, writeFileSync } from 'node:fs';
import { CONTENT_SECURITY_POLICY, DOWNLOAD_CONTENT_SECURITY_POLICY } from '@portfolio/contract';

const [from, to] = process.argv.slice(2);
if (!from || !to) throw new Error('Usage: node scripts/fill-policy.mjs <template> <output>');
const policies = { CONTENT_SECURITY_POLICY, DOWNLOAD_CONTENT_SECURITY_POLICY };
const filled = Object.entries(policies).reduce(
  (text, [name, policy]) => text.replaceAll(`\${${name}}`, policy),
  readFileSync(from, 'utf8'),
);
writeFileSync(to, filled);
