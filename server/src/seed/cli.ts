import { loadConfig, ConfigError } from '../config.ts';
import { databaseOptionsFrom, openDatabase } from '../db/client.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './demo.ts';

/** `npm run seed -w server`: migrates and seeds the configured database (stop the server first when it is embedded). */
async function run(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsFrom(config));
  try {
    await database.migrate();
    const { isNew } = await seedDemo(database.db);
    console.log(isNew ? 'Demo data created.' : 'Demo data was already there.');
    console.log(`Demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
