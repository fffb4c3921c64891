import { startStack } from './stack';

export default async function globalSetup(): Promise<void> {
  const state = await startStack();
  process.env.BASE_URL = state.baseUrl;
}
