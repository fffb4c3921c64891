import { startStack } from '@portfolio/stack/native';

export default async function globalSetup(): Promise<void> {
  const state = await startStack();
  process.env.BASE_URL = state.baseUrl;
}
