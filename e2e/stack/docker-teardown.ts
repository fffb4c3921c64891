import { stopDockerStack } from './docker.mjs';
import { readState } from '@portfolio/stack/native';

export default async function dockerTeardown(): Promise<void> {
  const state = readState();
  if (state.kind === 'docker') await stopDockerStack(state);
}
