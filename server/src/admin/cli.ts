import { ConfigError, loadConfig } from '../config.ts';
import { databaseOptionsFrom, openDatabase } from '../db/client.ts';
import { setSuperAdminByEmail } from './super-admins.ts';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email>';

/** `npm run admin -- grant|revoke <email>`: the super-admin role, on the configured database (stop the server first when it is embedded). */
async function run([command, email]: string[]): Promise<number> {
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsFrom(config));
  try {
    await database.migrate();
    if (!(await setSuperAdminByEmail(database.db, email, command === 'grant'))) {
      console.error(`No user has the email ${email}.`);
      return 1;
    }
    console.log(command === 'grant' ? `${email} is now a super admin.` : `${email} is no longer a super admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
