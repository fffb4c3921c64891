import type { FullConfig } from '@playwright/test';
import { eachWorkerStack } from './worker-stacks';

export default async function globalSetup(config: FullConfig): Promise<void> {
  await eachWorkerStack(config, '@portfolio/stack/native', 'startStack');
}
