import { startStack } from './stack.mjs';

export default async function globalSetup(): Promise<void> {
  const state = await startStack();
  process.env.BASE_URL = state.baseUrl;
}
