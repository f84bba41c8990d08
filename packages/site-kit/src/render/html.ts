// Escaping for the two contexts pages use: element text and double-quoted attributes.

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ATTR_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '"': '&quot;', "'": '&#39;' };

export const esc = (s: string) => s.replace(/[&<>]/g, (c) => TEXT_ESCAPES[c]!);
export const attr = (s: string) => s.replace(/[&<>"']/g, (c) => ATTR_ESCAPES[c]!);

/** JSON inside <script>: `</script>` and HTML comment openers cannot end the element early. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** Joins class names, dropping empty ones. */
export const cls = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
