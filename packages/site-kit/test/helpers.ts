// Test helpers: rendering samples, reading pages with parse5, and an independent WCAG contrast formula
// (deliberately not the package's own, so a bug there cannot hide itself).
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import {
  measurePhotos,
  renderSiteWithReport,
  SAMPLE_BUSINESSES,
  samplePhotoBytes,
  writeDocumentDeterministic,
  type RenderOptions,
  type ResearchInput,
  type SiteDocument,
} from '../src';

export const OPTIONS: RenderOptions = {
  baseUrl: 'https://riverbend.sites.example',
  siteId: '6f1c1b2e-8a40-4c1f-9d3e-2b7a5c9e0f11',
  formEndpoint: 'https://api.example/v1/webhooks/form-submit',
};

export type SampleName = keyof typeof SAMPLE_BUSINESSES;

export async function sampleDocument(name: SampleName, patch: (input: ResearchInput) => ResearchInput = (i) => i) {
  const input = patch(SAMPLE_BUSINESSES[name]);
  const assets = await samplePhotoBytes(input);
  const doc = writeDocumentDeterministic(await measurePhotos(input, assets));
  return { input, doc, assets };
}

export async function renderDoc(
  doc: SiteDocument,
  assets: ReadonlyMap<string, Buffer> = new Map(),
  options: Partial<RenderOptions> = {},
) {
  return renderSiteWithReport(doc, assets, { ...OPTIONS, ...options });
}

type Node = DefaultTreeAdapterTypes.Node;
export type El = DefaultTreeAdapterTypes.Element;

export function dom(html: string) {
  const doc = parse(html);
  const all: El[] = [];
  const walk = (n: Node) => {
    if ('tagName' in n) all.push(n);
    if ('childNodes' in n) n.childNodes.forEach(walk);
  };
  walk(doc);
  const attr = (el: El, name: string) => el.attrs.find((a) => a.name === name)?.value;
  const text = (n: Node): string =>
    n.nodeName === '#text'
      ? (n as DefaultTreeAdapterTypes.TextNode).value
      : 'childNodes' in n
        ? n.childNodes.map(text).join('')
        : '';
  return { all, attr, text, byTag: (t: string) => all.filter((e) => e.tagName === t) };
}

export const htmlFiles = (files: Map<string, Buffer>) => [...files.keys()].filter((f) => f.endsWith('.html'));

// WCAG 2.1 relative luminance and contrast, written out from the definition.
function lum(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
}
export function contrast(a: string, b: string): number {
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

/** The site's stylesheet, as inlined in a page's <head> (the home page unless another is named). */
export function stylesheetOf(files: ReadonlyMap<string, Buffer>, page = 'index.html'): string {
  const css = /<style>([\s\S]*?)<\/style>/.exec(files.get(page)?.toString() ?? '')?.[1];
  if (css === undefined) throw new Error(`${page} has no inline stylesheet`);
  return css;
}

/** The `--c-*` custom properties declared in a stylesheet's :root. */
export function cssColors(css: string): Record<string, string> {
  const root = /:root\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries([...root.matchAll(/--c-([a-z0-9-]+):(#[0-9a-f]{6});/g)].map((m) => [m[1]!, m[2]!]));
}

const WBR = '<wbr>';
/** All text a visitor reads in a page (body text nodes, alt and title excluded). */
export function visibleText(html: string): string {
  const d = dom(html);
  const body = d.byTag('body')[0]!;
  const skip = new Set(['script', 'style', 'svg']);
  const out: string[] = [];
  const walk = (n: Node) => {
    if ('tagName' in n && skip.has(n.tagName)) return;
    if (n.nodeName === '#text') out.push((n as DefaultTreeAdapterTypes.TextNode).value);
    // A line-break opportunity (an email wrapping after its @) joins the words either side, as a browser shows them.
    if (n.nodeName === 'wbr') out.push(WBR);
    if ('childNodes' in n) n.childNodes.forEach(walk);
  };
  walk(body);
  return out.join(' ').split(` ${WBR} `).join('').replace(/\s+/g, ' ');
}
