import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema.ts and committed; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
