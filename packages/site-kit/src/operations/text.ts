// Generic copy edits by path, for the revision agent: read any text, change any text, and let validation
// decide whether the change is allowed (lengths, required fields, references).
import type { SiteDocument } from '../document/schema';
import { DocumentOperationError, produce } from './common';

/** `pages[0].sections[1].heading` or `business.tagline` -> path segments. */
export function parsePath(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  for (const part of path.split('.')) {
    const m = /^([A-Za-z_$][\w$-]*)?((?:\[\d+\])*)$/.exec(part);
    if (!m) throw new DocumentOperationError(`bad path segment "${part}" in "${path}"`);
    if (m[1]) segments.push(m[1]);
    for (const idx of m[2]!.matchAll(/\[(\d+)\]/g)) segments.push(Number(idx[1]));
  }
  if (!segments.length) throw new DocumentOperationError('empty path');
  return segments;
}

export function getAt(doc: SiteDocument, path: string): unknown {
  let v: unknown = doc;
  for (const seg of parsePath(path)) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[seg];
  }
  return v;
}

/** Sets a string field. Only existing string fields (or absent optional ones on an object) may be set. */
export function setText(doc: SiteDocument, path: string, value: string): SiteDocument {
  const segments = parsePath(path);
  const key = segments.at(-1)!;
  if (key === 'type' || key === 'kind' || key === 'slug' || key === 'id')
    throw new DocumentOperationError(`"${String(key)}" is structural; use the page and section operations`);
  return produce(
    doc,
    (d) => {
      let parent: unknown = d;
      for (const seg of segments.slice(0, -1)) {
        parent = (parent as Record<string | number, unknown> | undefined)?.[seg];
        if (parent === null || typeof parent !== 'object') throw new DocumentOperationError(`no such path "${path}"`);
      }
      const current = (parent as Record<string | number, unknown>)[key];
      if (current !== undefined && typeof current !== 'string')
        throw new DocumentOperationError(`"${path}" is not text`);
      (parent as Record<string | number, unknown>)[key] = value;
    },
    `set ${path}`,
  );
}
