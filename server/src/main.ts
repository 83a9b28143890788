import { loadConfig, ConfigError } from './config.ts';
import { databaseOptionsFrom, openDatabase } from './db/client.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed/demo.ts';
import { buildApp } from './app.ts';
import { grantSuperAdmins } from './admin/super-admins.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsFrom(config));
  await database.migrate();
  if (config.seedDemo) await seedDemo(database.db);
  const app = await buildApp({ config, database });
  for (const email of await grantSuperAdmins(database.db, config.superAdminEmails)) {
    app.log.warn(`SUPER_ADMIN_EMAILS names ${email}, which no user has yet: restart once they have signed up`);
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  console.log(`\nFlipstack is running at ${url} (database: ${database.kind})`);
  if (config.seedDemo) console.log(`Demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
