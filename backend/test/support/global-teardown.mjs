export default async function globalTeardown() {
  await globalThis.testPostgres?.stop();
}
