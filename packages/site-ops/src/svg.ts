// SVG logos come from strangers: keep the drawing, drop anything that runs code or reaches outside the file.
import { parseDocument } from 'htmlparser2';
import { Element, isTag, isDirective, type ChildNode } from 'domhandler';
import { getOuterHTML } from 'domutils';

/** Elements that run script, embed other documents or pull in remote content. */
const DROPPED_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
  'handler',
  'listener',
  'set',
  'animate',
]);
/** A reference inside the file (`#id`) is fine; anything else (http:, data:, javascript:, file paths) is external. */
const isInternalRef = (v: string) => v.trim().startsWith('#');
const URL_FUNCTION = /url\(\s*(['"]?)(?!#)[^)]*\1\s*\)/gi;

export class UnsafeSvgError extends Error {
  override name = 'UnsafeSvgError';
}

function clean(nodes: ChildNode[]): ChildNode[] {
  const kept: ChildNode[] = [];
  for (const node of nodes) {
    if (isDirective(node)) continue; // <!DOCTYPE> with entities, <?xml-stylesheet?>
    if (node.type === 'cdata' || node.type === 'comment') continue;
    if (!isTag(node)) {
      kept.push(node);
      continue;
    }
    const name = node.name.toLowerCase();
    if (DROPPED_ELEMENTS.has(name)) continue;
    if (name === 'style') {
      const css = getOuterHTML(node.children, { xmlMode: true });
      if (/@import|expression\s*\(|javascript:/i.test(css) || URL_FUNCTION.test(css)) continue;
      URL_FUNCTION.lastIndex = 0;
    }
    for (const [attr, value] of Object.entries(node.attribs)) {
      const a = attr.toLowerCase();
      if (a.startsWith('on')) delete node.attribs[attr];
      else if ((a === 'href' || a.endsWith(':href') || a === 'src') && !isInternalRef(value)) delete node.attribs[attr];
      else if (/javascript:|data:|expression\s*\(/i.test(value)) delete node.attribs[attr];
      else if (URL_FUNCTION.test(value)) node.attribs[attr] = value.replace(URL_FUNCTION, 'none');
      URL_FUNCTION.lastIndex = 0;
    }
    // `<use>` and `<image>` without a local reference draw nothing useful.
    if (
      (name === 'use' || name === 'image') &&
      !Object.keys(node.attribs).some((k) => k.toLowerCase().endsWith('href'))
    )
      continue;
    node.children = clean(node.children);
    kept.push(node);
  }
  return kept;
}

/** Returns a sanitised copy of an SVG document, or throws UnsafeSvgError when it is not an SVG. */
export function sanitizeSvg(input: Buffer): Buffer {
  const doc = parseDocument(input.toString('utf8'), { xmlMode: true });
  const roots = clean(doc.children).filter((n): n is Element => n instanceof Element);
  const svg = roots.find((n) => n.name.toLowerCase() === 'svg');
  if (!svg || roots.length !== 1) throw new UnsafeSvgError('not an SVG document (one <svg> root expected)');
  if (!svg.attribs.xmlns) svg.attribs.xmlns = 'http://www.w3.org/2000/svg';
  return Buffer.from(getOuterHTML(svg, { xmlMode: true, decodeEntities: true }), 'utf8');
}
