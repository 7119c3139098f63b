// drizzle-kit reads every schema file under src/db/schema (one per module); `pnpm db:generate`
// writes the SQL migrations to drizzle/, which the server applies at start.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
