import type { Request } from 'express';
import { ApiError, decodeCursor, encodeCursor, pageQuery, type CursorPosition } from '@sgs/contracts';
import { describeIssue } from './validate';

export interface Page {
  limit: number;
  after: CursorPosition | null;
}

/** `?limit=1..100` (default 100) and `?cursor=<next_cursor>`; a bad value is a 400, never a 500. */
export function pageOf(req: Request): Page {
  const parsed = pageQuery.safeParse({ limit: req.query.limit, cursor: req.query.cursor });
  if (!parsed.success) throw new ApiError(400, { error: describeIssue(parsed.error.issues[0]!) });
  return { limit: parsed.data.limit, after: parsed.data.cursor ? decodeCursor(parsed.data.cursor) : null };
}

/** The Prisma `where` for rows after the cursor in (field desc, id desc) order. */
export function afterWhere<F extends string>(
  field: F,
  page: Page,
): { OR?: (Record<F, Date | { lt: Date }> & { id?: { lt: string } })[] } {
  if (!page.after) return {};
  const { at, id } = page.after;
  const before = { [field]: { lt: at } } as Record<F, { lt: Date }>;
  const same = { [field]: at, id: { lt: id } } as Record<F, Date> & { id: { lt: string } };
  return { OR: [before, same] };
}

/** Prisma orderBy for newest first with a stable tie-break. */
export const newestFirst = <F extends string>(field: F) => [{ [field]: 'desc' as const }, { id: 'desc' as const }];

/** Trims the extra row fetched (take: limit + 1) and says where the next page starts; null on the last page. */
export function pageResult<T extends { id: string }>(rows: T[], page: Page, timeOf: (r: T) => Date) {
  const more = rows.length > page.limit;
  const items = more ? rows.slice(0, page.limit) : rows;
  const last = items[items.length - 1];
  return { items, next_cursor: more && last ? encodeCursor({ at: timeOf(last), id: last.id }) : null };
}
