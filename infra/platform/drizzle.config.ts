import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes the next versioned migration from src/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
