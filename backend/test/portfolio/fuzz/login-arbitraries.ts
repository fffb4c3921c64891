import fc from 'fast-check';
import { OWNER } from '../../support/test-app';

type Body = Record<string, unknown>;

const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    'owner\u0000',
    ` ${OWNER.username} `,
    OWNER.username.toUpperCase(),
    `${OWNER.password} `,
  ),
  fc.constantFrom(201, 1025, 20_000).map((length) => 'x'.repeat(length)),
);

const oddValue = fc.oneof(oddText, fc.constantFrom(null, 0, -1, true, [], {}, [OWNER.username], { toString: 'owner' }));

/** Sign-in bodies as a careless or hostile client sends them, the owner's own now and then. */
export const loginBody: fc.Arbitrary<unknown> = fc.oneof<fc.Arbitrary<unknown>[]>(
  fc.constant<Body>({ ...OWNER }),
  fc.record({ username: oddValue, password: oddValue }, { requiredKeys: [] }),
  fc.record({ username: fc.constant(OWNER.username), password: oddValue }),
  fc.record({ username: oddValue, password: fc.constant(OWNER.password) }),
  fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'remember', 'isAdmin', ''), fc.anything())
    // A computed `__proto__` key is an own key, as JSON.parse makes it.
    .map(([key, value]): Body => ({ ...OWNER, [key]: value })),
  fc.anything({ withNullPrototype: false, maxDepth: 2 }),
);

/** Whether a body is the owner's credentials, and nothing else: the only one that may sign in. */
export function isOwnerBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { username, password, ...rest } = body as Body;
  return (
    Object.keys(rest).length === 0 &&
    typeof username === 'string' &&
    username.trim() === OWNER.username &&
    password === OWNER.password
  );
}
