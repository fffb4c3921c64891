import { stopStack } from '@portfolio/stack/native';

export default async function globalTeardown(): Promise<void> {
  await stopStack();
}
