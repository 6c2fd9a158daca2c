// `npm run admin -- grant <email>` / `revoke <email>`: the admin flag, set from the console.
// With the embedded database (PGlite) stop the server first: one process at a time opens DATA_DIR/db.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createLogger } from '../lib/logger';
import { setAdminByEmail } from '../modules/users/admin-grant';
import { createServices } from '../services';

const MESSAGES = {
  granted: (email: string) => `${email} ora è amministratore.`,
  revoked: (email: string) => `${email} non è più amministratore.`,
  unchanged: (email: string) => `Nessuna modifica: ${email} era già in questo stato.`,
  'not-found': (email: string) => `Nessun account con l'indirizzo ${email}: registralo prima dal sito.`,
} as const;

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error('Uso: npm run admin -- grant <email>   oppure   npm run admin -- revoke <email>');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const services = createServices({ db: database.db, config, logger: createLogger(config) });
    try {
      const result = await setAdminByEmail(database.db, services.audit, email, command === 'grant');
      console.log(MESSAGES[result](email.trim().toLowerCase()));
      return result === 'not-found' ? 1 : 0;
    } finally {
      services.notifications.close();
      services.uploads.close();
    }
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
