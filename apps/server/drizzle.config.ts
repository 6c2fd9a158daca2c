import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` from apps/server writes a new SQL migration from the schema files;
// the server applies committed migrations at start-up (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
});
