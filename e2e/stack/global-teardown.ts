import type { FullConfig } from '@playwright/test';
import { eachWorkerStack } from './worker-stacks';

export default async function globalTeardown(config: FullConfig): Promise<void> {
  await eachWorkerStack(config, '@portfolio/stack/native', 'stopStack');
}
