// Checks that generated copy states nothing research did not: every number, and every strong claim word
// (awards, guarantees, licences...), must already appear in the facts the writer was given.

const NUMBER = /\d+(?:[.,:]\d+)*/g;
const CLAIMS =
  /\b(award(?:s|ed)?|award-winning|guarantee[ds]?|warrant(?:y|ies)|certified|licen[cs]ed|insured|bonded|accredited|voted|best in|number one|24\/7)\b/gi;

export interface GroundingProblem {
  text: string;
  reason: string;
}

/** Problems in `copy` (any nested strings) relative to the `facts` text. */
export function groundingProblems(copy: unknown, facts: string): GroundingProblem[] {
  const corpus = facts.toLowerCase();
  // Numbers research holds, whole and in parts ("7:00" also allows "7"; "$1,200" allows "1,200" and "1200").
  const known = new Set<string>();
  for (const n of corpus.match(NUMBER) ?? []) {
    known.add(n);
    known.add(n.replace(/[.,:]/g, ''));
    for (const part of n.split(/[.,:]/)) known.add(part);
  }
  const problems: GroundingProblem[] = [];
  const visit = (v: unknown) => {
    if (typeof v === 'string') {
      for (const n of v.match(NUMBER) ?? []) {
        if (!known.has(n) && !known.has(n.replace(/[.,:]/g, '')))
          problems.push({ text: v, reason: `the number "${n}" is not in the research` });
      }
      for (const m of v.match(CLAIMS) ?? []) {
        if (!corpus.includes(m.toLowerCase()))
          problems.push({ text: v, reason: `the claim "${m}" is not supported by the research` });
      }
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(copy);
  return problems;
}
