import type { FullConfig } from '@playwright/test';
import { eachWorkerStack } from './worker-stacks';

export default async function dockerSetup(config: FullConfig): Promise<void> {
  await eachWorkerStack(config, './stack/docker.mjs', 'startDockerStack');
}
