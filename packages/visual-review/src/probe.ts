import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export interface ProbeOptions {
  /** Also collect the width-independent facts (structure, links, icons). */
  pageLevel: boolean;
  tapTargets: boolean;
  minTarget: number;
  maxElements: number;
  maxTextNodes: number;
  maxPerCheck: number;
  /** How long to wait for images and web fonts before measuring. */
  waitMs: number;
}

export interface EdgeItem {
  selector: string;
  side: 'right' | 'left' | 'top';
  /** How far past the edge, CSS px. */
  px: number;
  width: number;
  text: string;
  /** The text itself runs past the edge (a word too long to wrap), not the element's box. */
  inText?: boolean;
}

export interface ProbeResult {
  /** The layout viewport's width; wider than the device when <meta name=viewport> is missing. */
  layoutWidth: number;
  scrollWidth: number;
  /** The document is wider than the screen and nothing clips it: the visitor can scroll sideways. */
  scrollsSideways: boolean;
  overflow: EdgeItem[];
  outside: EdgeItem[];
  overlaps: Array<{ selector: string; text: string; otherSelector: string; otherText: string; px: number }>;
  /** `src` as written in the HTML; `url` what the browser chose to load (srcset included). */
  brokenImages: Array<{ selector: string; src: string; url: string }>;
  smallTargets: Array<{ selector: string; kind: string; label: string; width: number; height: number }>;
  page: null | {
    hasMain: boolean;
    hasContent: boolean;
    quirks: boolean;
    links: Array<{ path: string; selector: string; href: string }>;
    resources: Array<{ path: string; rel: string; selector: string; href: string }>;
  };
}

/** An in-page function's source: one expression, no trailing `;` (the folder is outside Prettier, .prettierignore). */
const read = (name: string) => fs.readFileSync(path.join(__dirname, 'in-page', name), 'utf8');
let probeSource: string | undefined;

/** Measures the page as laid out now (see in-page/probe.js for the checks). */
export async function runProbe(page: Page, options: ProbeOptions): Promise<ProbeResult> {
  probeSource ??= read('probe.js');
  return (await page.evaluate(`(${probeSource})(${JSON.stringify(options)})`)) as ProbeResult;
}

let axeRunSource: string | undefined;
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string; html: string; data: Record<string, unknown> | null }>;
  more: number;
}

/** Evaluates the local axe-core build into the page (never fetched from the network) and runs `rules`. */
export async function runAxe(page: Page, rules: string[], maxNodes: number): Promise<AxeViolation[]> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  axeRunSource ??= read('axe-run.js');
  // `;0`: the script's completion value is not ours to serialise back.
  await page.evaluate(`${axeSource}\n;0`);
  return (await page.evaluate(`(${axeRunSource})(${JSON.stringify({ rules, maxNodes })})`)) as AxeViolation[];
}
