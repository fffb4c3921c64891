// The nginx template names the site's Content-Security-Policy as ${CONTENT_SECURITY_POLICY}; the
// web image fills it in when it is built, from the contract, where the policy is defined once.
// Usage: node scripts/fill-policy.mjs <template> <output>
import { readFileSync, writeFileSync } from 'node:fs';
import { CONTENT_SECURITY_POLICY } from '@portfolio/contract';

const [from, to] = process.argv.slice(2);
if (!from || !to) throw new Error('Usage: node scripts/fill-policy.mjs <template> <output>');
writeFileSync(to, readFileSync(from, 'utf8').replaceAll('${CONTENT_SECURITY_POLICY}', CONTENT_SECURITY_POLICY));
