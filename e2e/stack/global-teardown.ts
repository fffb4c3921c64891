import { stopStack } from './stack.mjs';

export default async function globalTeardown(): Promise<void> {
  await stopStack();
}
