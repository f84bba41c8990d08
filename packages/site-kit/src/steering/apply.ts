// Progressive steering: visual-review findings narrow the renderer's choices, more firmly each attempt
// (1..3). Knobs only ever move toward safer values, so a later attempt never undoes an earlier fix.
import type { Constraints } from '../document/constraints';
import type { SiteDocument } from '../document/schema';
import { parseSiteDocument } from '../document/validate';
import { walkRefs } from '../document/references';
import type { ImageRef } from '../document/primitives';

/** One visual-review finding (the shape of spec 2.2 warnings). */
export interface VisualFinding {
  rule: string;
  severity: string;
  /** Page file name, e.g. `services.html`. */
  page: string;
  viewport: string;
  description: string;
}

export interface SteeringResult {
  document: SiteDocument;
  /** What was changed, in words, for logs and the build record. */
  actions: string[];
}

type Level = 1 | 2 | 3;
const LAYOUT_ORDER: Constraints['layout'][] = ['standard', 'simple', 'minimal'];
const SCALE_ORDER: Constraints['typeScale'][] = ['normal', 'reduced', 'small'];

class Knobs {
  readonly actions: string[] = [];
  constructor(readonly c: Constraints) {}
  private note(what: string) {
    if (!this.actions.includes(what)) this.actions.push(what);
  }
  atLeast<K extends 'contrastLevel' | 'minTapTarget'>(key: K, value: number, why: string) {
    if (this.c[key] < value) {
      this.c[key] = value;
      this.note(`${key} -> ${value} (${why})`);
    }
  }
  atMost(key: 'maxColumns', value: number, why: string) {
    if (this.c[key] > value) {
      this.c[key] = value;
      this.note(`${key} -> ${value} (${why})`);
    }
  }
  layout(value: Constraints['layout'], why: string) {
    if (LAYOUT_ORDER.indexOf(this.c.layout) < LAYOUT_ORDER.indexOf(value)) {
      this.c.layout = value;
      this.note(`layout -> ${value} (${why})`);
    }
  }
  typeScale(value: Constraints['typeScale'], why: string) {
    if (SCALE_ORDER.indexOf(this.c.typeScale) < SCALE_ORDER.indexOf(value)) {
      this.c.typeScale = value;
      this.note(`typeScale -> ${value} (${why})`);
    }
  }
  flag(key: 'breakLongWords' | 'relaxedText' | 'imagesDisabled' | 'clipOverflow', why: string) {
    if (!this.c[key]) {
      this.c[key] = true;
      this.note(`${key} on (${why})`);
    }
  }
  noScript(why: string) {
    if (this.c.inlineScript) {
      this.c.inlineScript = false;
      this.note(`inline script off (${why})`);
    }
  }
  exclude(images: string[], why: string) {
    const fresh = images.filter((i) => !this.c.excludedImages.includes(i));
    if (fresh.length) {
      this.c.excludedImages = [...this.c.excludedImages, ...fresh].sort();
      this.note(`excluded ${fresh.length} image(s) (${why})`);
    }
  }
}

/** Images a page shows, by src; those named in the finding's text come first, else all of them. */
function imagesFor(doc: SiteDocument, finding: VisualFinding): string[] {
  const page = doc.pages.find((p) => `${p.slug}.html` === finding.page);
  const refs: ImageRef[] = [];
  walkRefs(page ? page.sections : doc.pages.flatMap((p) => p.sections), [], { image: (r) => void refs.push(r) });
  const named = refs.filter(
    (r) => finding.description.includes(r.src.split('/').pop()!) || (r.id && finding.description.includes(r.id)),
  );
  return [...new Set((named.length ? named : refs).map((r) => r.src))];
}

const RULES: Record<string, (k: Knobs, level: Level, f: VisualFinding, doc: SiteDocument) => void> = {
  'color-contrast': (k, level) => {
    k.atLeast('contrastLevel', level, 'text contrast');
    if (level >= 2) k.flag('relaxedText', 'thin or spaced text reads as low contrast');
  },
  'horizontal-overflow': (k, level) => {
    k.flag('breakLongWords', 'content wider than the screen');
    if (level >= 2) {
      k.atMost('maxColumns', 2, 'wide grids');
      k.layout('simple', 'side-by-side layouts');
      k.typeScale('reduced', 'large headings');
    }
    if (level >= 3) {
      k.atMost('maxColumns', 1, 'wide grids');
      k.layout('minimal', 'decorative panels');
      k.typeScale('small', 'large headings');
      k.flag('clipOverflow', 'last resort');
    }
  },
  'element-outside-viewport': (k, level, f, doc) => RULES['horizontal-overflow']!(k, level, f, doc),
  'text-overlap': (k, level) => {
    k.flag('relaxedText', 'overlapping text');
    if (level >= 2) {
      k.layout('simple', 'cover and split layouts');
      k.typeScale('reduced', 'large headings');
    }
    if (level >= 3) {
      k.layout('minimal', 'decorative panels');
      k.typeScale('small', 'large headings');
    }
  },
  'tap-target-size': (k, level) => {
    k.atLeast('minTapTarget', [48, 52, 56][level - 1]!, 'small tap targets');
    if (level >= 2) k.atMost('maxColumns', 2, 'crowded controls');
  },
  'image-alt': (k, level, f, doc) => {
    // Alt text is always written; a finding means the picture itself is the problem.
    if (level >= 2) k.exclude(imagesFor(doc, f), 'missing alternative text');
  },
  'broken-image': (k, level, f, doc) => {
    k.exclude(imagesFor(doc, f), 'broken image');
    if (level >= 3) k.flag('imagesDisabled', 'images keep failing');
  },
  'failed-request': (k, level, f, doc) => {
    if (/\.(jpe?g|png|webp|svg)\b/i.test(f.description)) k.exclude(imagesFor(doc, f), 'failed image request');
    if (level >= 2) k.noScript('failed requests');
    if (level >= 3) k.flag('imagesDisabled', 'requests keep failing');
  },
  'console-error': (k) => k.noScript('console errors'),
};

export function applySteering(doc: SiteDocument, findings: readonly VisualFinding[], attempt: number): SteeringResult {
  const level = Math.max(1, Math.min(3, Math.trunc(attempt))) as Level;
  const knobs = new Knobs(structuredClone(doc.constraints));
  // Sorted so the same findings in any order give the same document.
  const key = (f: VisualFinding) => `${f.rule}|${f.page}|${f.viewport}|${f.description}`;
  const ordered = [...findings].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  for (const f of ordered) RULES[f.rule]?.(knobs, level, f, doc);
  return { document: parseSiteDocument({ ...doc, constraints: knobs.c }), actions: knobs.actions };
}

export const STEERABLE_RULES = Object.keys(RULES);
