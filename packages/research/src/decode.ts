import { detect } from 'chardet';

/** A WHATWG encoding label as TextDecoder knows it, or undefined (an unknown or misspelt label). */
function known(label: string | undefined): string | undefined {
  if (!label) return undefined;
  try {
    const encoding = new TextDecoder(label.trim().toLowerCase()).encoding;
    // a document that calls itself UTF-16 in ASCII bytes is not UTF-16 (WHATWG: read as UTF-8)
    return encoding.startsWith('utf-16') ? 'utf-8' : encoding;
  } catch {
    return undefined;
  }
}

const BOMS: [number[], string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xfe, 0xff], 'utf-16be'],
  [[0xff, 0xfe], 'utf-16le'],
];

/** The charset a document declares in its first bytes: `<meta charset>`, `<meta http-equiv content>`, `<?xml encoding>`. */
export function declaredCharset(head: string): string | undefined {
  const xml = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)/i.exec(head);
  if (xml) return known(xml[1]);
  for (const meta of head.matchAll(/<meta\b[^>]*>/gi)) {
    const m = /\bcharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(meta[0]);
    const label = known(m?.[1]);
    if (label) return label;
  }
  return undefined;
}

/** Valid UTF-8 with at least one character beyond ASCII (a page cut at the byte budget may end mid-character). */
function isUtf8Text(body: Buffer): boolean {
  if (!body.some((b) => b > 0x7f)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The text of an HTML page as its author wrote it: a byte-order mark first; then UTF-8 wherever the bytes are UTF-8
 * (a Latin-1 page's "Ã¤" never meant that, whatever a template's header says); then the charset the server
 * (`Content-Type`) or the page itself declares (`<meta charset>`, `<meta http-equiv>`, `<?xml encoding>`); an
 * undeclared or misdeclared page is sniffed (windows-1252, Shift_JIS, EUC-JP, GB18030…).
 */
export function decodeHtml(body: Buffer, contentType = ''): { html: string; encoding: string } {
  const bom = BOMS.find(([bytes]) => bytes.every((b, i) => body[i] === b));
  if (bom) return { html: new TextDecoder(bom[1]).decode(body), encoding: bom[1] };
  if (isUtf8Text(body)) return { html: new TextDecoder('utf-8').decode(body), encoding: 'utf-8' };
  const header = known(/charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1]);
  const head = body.subarray(0, 8192).toString('latin1');
  const declared = [header, declaredCharset(head)].find((e) => e && e !== 'utf-8');
  const ascii = !body.some((b) => b > 0x7f);
  const encoding = declared ?? (ascii ? 'utf-8' : (known(detect(body) ?? undefined) ?? 'windows-1252'));
  return { html: new TextDecoder(encoding).decode(body), encoding };
}

/** A response that is a page to read: served as HTML or XHTML, or with no type (or a generic one) and HTML inside. */
export function isHtmlResponse(contentType: string, body: Buffer): boolean {
  if (/html/i.test(contentType)) return true;
  if (contentType && !/^\s*(text\/plain|application\/octet-stream)\b/i.test(contentType)) return false;
  return /^(\xef\xbb\xbf|\s|<!--[\s\S]*?-->)*<(!doctype html|html|head|body|frameset)\b/i.test(
    body.subarray(0, 1024).toString('latin1'),
  );
}
