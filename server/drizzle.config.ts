// drizzle-kit reads the schema and writes SQL migrations to ./drizzle (`npm run db:generate -w server`).
// The migrations are committed and applied at start by src/db/migrate.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
