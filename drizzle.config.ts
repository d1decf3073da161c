import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; they are committed and applied in code.
export default defineConfig({
  dialect: 'postgresql',
  schema: './adapters/persistence/schema',
  out: './adapters/persistence/migrations',
});
