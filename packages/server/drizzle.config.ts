import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --name <change>` writes the next SQL migration from the schema.
// The app applies them with src/db/migrate.ts (not drizzle-kit migrate), on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
