import { RULES, type RuleId } from './rules';
import { VIEWPORT_NAMES, type Finding, type Severity, type ViewportName } from './types';

/** A finding as a check reports it; `key` tells apart findings without a selector (a URL, a message). */
export interface RawFinding {
  rule: RuleId;
  page: string;
  viewport: ViewportName;
  description: string;
  selector?: string;
  key?: string;
  /** A PNG of the area the finding is about, when one was taken. */
  shot?: Buffer;
}

export interface FindingLimits {
  /** Same rule on the same page (and width, for width-dependent rules): the rest are counted, not listed. */
  perGroup: number;
  /** Regular findings in one review. */
  total: number;
  /** Catastrophic findings in one review (one is enough to fail; a few help the operator). */
  catastrophic: number;
}
export const DEFAULT_LIMITS: FindingLimits = { perGroup: 5, total: 200, catastrophic: 50 };

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
const RULE_ORDER = Object.keys(RULES);
const MAX_DESCRIPTION = 500;

const clean = (s: string) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_DESCRIPTION ? `${flat.slice(0, MAX_DESCRIPTION - 1)}…` : flat;
};

/**
 * Turns everything the checks reported into the review's two lists: sorted (errors first, then by page,
 * rule and width), deduplicated (width-independent rules once per page), and capped per group and in total;
 * `shots` holds the picture of each kept finding that has one.
 */
export function finalizeFindings(
  raw: RawFinding[],
  pageOrder: string[],
  limits: FindingLimits = DEFAULT_LIMITS,
): { findings: Finding[]; catastrophic: Finding[]; omitted: number; shots: Map<Finding, Buffer> } {
  const pageIndex = new Map(pageOrder.map((p, i) => [p, i]));
  const sorted = raw
    .map((f, i) => ({ f, i }))
    .sort(
      (a, b) =>
        SEVERITY_ORDER[RULES[a.f.rule].severity] - SEVERITY_ORDER[RULES[b.f.rule].severity] ||
        (pageIndex.get(a.f.page) ?? 1e9) - (pageIndex.get(b.f.page) ?? 1e9) ||
        RULE_ORDER.indexOf(a.f.rule) - RULE_ORDER.indexOf(b.f.rule) ||
        VIEWPORT_NAMES.indexOf(a.f.viewport) - VIEWPORT_NAMES.indexOf(b.f.viewport) ||
        a.i - b.i,
    )
    .map(({ f }) => f);

  const seen = new Set<string>();
  const groups = new Map<string, { kept: Finding[]; extra: number; where: string }>();
  const out = {
    findings: [] as Finding[],
    catastrophic: [] as Finding[],
    omitted: 0,
    shots: new Map<Finding, Buffer>(),
  };
  for (const f of sorted) {
    const rule = RULES[f.rule];
    const width = rule.perViewport ? f.viewport : '*';
    const id = [f.rule, f.page, width, f.selector ?? '', f.key ?? ''].join('\u0000');
    if (seen.has(id)) continue;
    seen.add(id);

    const groupId = [f.rule, f.page, width].join('\u0000');
    const group = groups.get(groupId) ?? {
      kept: [],
      extra: 0,
      where: rule.perViewport ? `${f.page} at ${f.viewport} width` : f.page,
    };
    groups.set(groupId, group);
    if (group.kept.length >= limits.perGroup) {
      group.extra++;
      continue;
    }
    const list = rule.catastrophic ? out.catastrophic : out.findings;
    if (list.length >= (rule.catastrophic ? limits.catastrophic : limits.total)) {
      out.omitted++;
      continue;
    }
    const finding: Finding = {
      rule: f.rule,
      severity: rule.severity,
      page: f.page,
      viewport: f.viewport,
      description: clean(f.description),
    };
    if (f.selector) finding.selector = f.selector;
    if (f.shot) out.shots.set(finding, f.shot);
    group.kept.push(finding);
    list.push(finding);
  }
  for (const g of groups.values()) {
    const last = g.kept.at(-1);
    if (last && g.extra > 0) last.description += ` (${g.extra} more like this on ${g.where})`;
    out.omitted += g.extra;
  }
  return out;
}
