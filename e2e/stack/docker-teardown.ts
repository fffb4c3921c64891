import type { FullConfig } from '@playwright/test';
import { eachWorkerStack } from './worker-stacks';

export default async function dockerTeardown(config: FullConfig): Promise<void> {
  await eachWorkerStack(config, './stack/docker.mjs', 'stopWorkerDockerStack');
}
