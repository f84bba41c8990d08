// The one cursor codec of every list ordered newest first by (time, id): the gateway's lists and the credit ledger.
import { ApiError } from './errors';
import { isUuid } from './fields';

/** A position in a list ordered newest first by (time, id): opaque to callers. */
export interface CursorPosition {
  at: Date;
  id: string;
}

export const encodeCursor = (p: CursorPosition) =>
  Buffer.from(JSON.stringify([p.at.toISOString(), p.id])).toString('base64url');

/**
 * Only what encodeCursor writes: a time as toISOString writes it, in years PostgreSQL stores (4 digits), and a row id
 * (every paginated table's key is a UUID). Anything else, such as an edited cursor, is 400 `cursor is not valid`
 * rather than a query that fails in the database.
 */
export function decodeCursor(cursor: string): CursorPosition {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const date = new Date(String(at));
    if (typeof at === 'string' && /^\d{4}-/.test(at) && !Number.isNaN(date.getTime()) && isUuid(id))
      return { at: date, id: id.toLowerCase() };
  } catch {
    /* falls through to the 400 */
  }
  throw new ApiError(400, { error: 'cursor is not valid', hint: 'Pass next_cursor from the previous page unchanged.' });
}
