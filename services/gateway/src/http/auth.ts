import type { RequestHandler } from 'express';
import { errors } from '@sgs/contracts';
import { authenticateApiKey, authenticateSession, isSessionToken, type Db } from '@sgs/db';
import type { AuthFailureGuard } from './auth-failures';

export interface Caller {
  accountId: string;
  accountEmail: string;
  keyId: string;
  /** Set when the caller signed in (a session token, `sgss_...`) rather than sending an API key. */
  sessionId?: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      caller?: Caller;
    }
  }
}

/** `Authorization: Bearer <API_KEY>`; 401 for a missing, malformed, unknown or revoked key (429 once an address fails too often). */
export function requireApiKey(db: Db, failures: AuthFailureGuard): RequestHandler {
  return async (req, _res, next) => {
    try {
      failures.check(req);
      const header = req.get('authorization');
      if (!header) return await failures.failed(req, errors.missingKey());
      const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
      // A signed-in session (dashboard or scripts) authenticates like a key; its rate limit is its own.
      const session = m && isSessionToken(m[1]!) ? await authenticateSession(db, m[1]!) : null;
      if (session) {
        const { id, accountId, account } = session;
        req.caller = { accountId, accountEmail: account.email, keyId: `session:${id}`, sessionId: id };
        return next();
      }
      const row = m ? await authenticateApiKey(db, m[1]!) : null;
      if (!row) return await failures.failed(req, errors.invalidKey());
      req.caller = { accountId: row.accountId, accountEmail: row.account.email, keyId: row.id };
      // authenticateApiKey records last use (at most once a minute per key) and keeps verified keys in memory.
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** The authenticated caller; routes behind requireApiKey only. */
export function callerOf(req: { caller?: Caller }): Caller {
  if (!req.caller) throw errors.invalidKey();
  return req.caller;
}
