import type { NativeConnection } from '@temporalio/worker';
import { SEARCH_ATTRIBUTES } from '@sgs/contracts';

/** temporal.api.enums.v1.IndexedValueType */
const INDEXED_VALUE_TYPE = { Keyword: 2 } as const;

/**
 * Registers the service's custom search attributes (SEARCH_ATTRIBUTES) in the namespace when missing.
 * Temporal Cloud does not allow this through the API: register them once with `tcld` (docs/operations.md); the
 * failure is then returned for the caller to log, and workers still start.
 */
export async function ensureSearchAttributes(connection: NativeConnection, namespace: string): Promise<string | null> {
  try {
    const existing = await connection.operatorService.listSearchAttributes({ namespace });
    const known = new Set([
      ...Object.keys(existing.customAttributes ?? {}),
      ...Object.keys(existing.systemAttributes ?? {}),
    ]);
    const missing = Object.fromEntries(
      Object.entries(SEARCH_ATTRIBUTES)
        .filter(([name]) => !known.has(name))
        .map(([name, type]) => [name, INDEXED_VALUE_TYPE[type]]),
    );
    if (Object.keys(missing).length)
      await connection.operatorService.addSearchAttributes({ namespace, searchAttributes: missing });
    return null;
  } catch (err) {
    // A concurrent worker may have added them first; anything else is reported.
    const again = await connection.operatorService.listSearchAttributes({ namespace }).catch(() => null);
    if (again && Object.keys(SEARCH_ATTRIBUTES).every((n) => n in (again.customAttributes ?? {}))) return null;
    return `search attributes not registered: ${(err as Error).message}`;
  }
}
