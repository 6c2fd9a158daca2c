// `npm run backup [-- DIR]`: one timestamped .tar.gz of the database and the uploaded files
// (modules/backup, docs/decisions/0017-backup-format.md). With PGlite stop the server first.
import { loadConfig } from '../config';
import { backupCommand } from '../modules/backup/commands';

backupCommand(loadConfig(), process.argv[2], { progress: (line) => console.error(line), summary: (line) => console.log(line) }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
