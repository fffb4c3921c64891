import { startDockerStack } from './docker.mjs';

export default async function dockerSetup(): Promise<void> {
  const state = await startDockerStack();
  process.env.BASE_URL = state.baseUrl;
}
