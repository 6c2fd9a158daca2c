// `npm run restore -- FILE`: a backup into an empty DATA_DIR or an empty PostgreSQL database.
import { loadConfig } from '../config';
import { restoreCommand } from '../modules/backup/commands';

restoreCommand(loadConfig(), process.argv[2], { progress: (line) => console.error(line), summary: (line) => console.log(line) }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
