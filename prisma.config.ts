// Prisma CLI configuration. The JS engine with the pg driver adapter needs no downloaded engine binaries.
import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join('prisma', 'schema.prisma'),
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL ?? 'postgresql://localhost/unused' }),
});
