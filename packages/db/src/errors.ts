/** A unique-constraint violation (Prisma P2002): the row another writer inserted first. The one check everywhere. */
export const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'P2002';
