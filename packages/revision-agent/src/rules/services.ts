// Services: add (with a price when given), remove, rename, and change a price or description.
import {
  allServices,
  ask,
  calls,
  clean,
  norm,
  oneOf,
  pick,
  PRICE,
  priceIn,
  nameOnSite,
  type Request,
  type Rule,
  type RulePlan,
} from './shared';
import { catalogOf } from '@sgs/site-kit';

const REMOVE = /\b(remove|delete|drop|take (?:off|out)|get rid of)\b/i;
const list = (req: Request) => oneOf(allServices(req.doc).map((s) => `"${s}"`));

/** The one existing service a fragment names, or a question naming the candidates. */
function which(req: Request, fragment: string, action: string): { name?: string; question?: RulePlan } {
  const names = allServices(req.doc);
  const hit = pick(names, fragment.replace(/\bservices?\b/gi, ''), (x) => x);
  if (hit.one) return { name: hit.one };
  return {
    question: ask(
      hit.many.length
        ? `Which service should I ${action}: ${oneOf(hit.many.map((s) => `"${s}"`))}?`
        : `Which service should I ${action}? The site lists ${list(req) || 'no services'}.`,
      'Services',
    ),
  };
}

/** The line a service added without a description gets, in the site's language: an invitation, nothing claimed. */
const plainDescription = (name: string, req: Request) =>
  catalogOf(req.doc.lang).writer.addedServiceLine.replace('{item}', name);

function add(req: Request): RulePlan | null {
  const t = req.text;
  const m =
    /\badd (?:a |an |the )?(?:new )?service(?:s)?(?: called| named| for)?\s*[:\-–]?\s*(.+)$/i.exec(t) ??
    /\bwe (?:now|also) (?:offer|do|provide)\s+(.+)$/i.exec(t) ??
    /\badd\s+(.+?)\s+to (?:the |our )?(?:list of )?services\b(.*)$/i.exec(t);
  if (!m) return null;
  // "teeth whitening, it costs $199": the price in its own clause belongs to the service.
  let rest = (m[2] !== undefined ? `${m[1]}${m[2]}` : m[1]!).replace(
    /\s*,?\s*(?:and\s+)?(?:it|which|that|this|they)?\s*(?:costs?|is|are|will be|runs?|goes for|priced at)\s+(?=(?:from\s+|starting at\s+)?\$)/i,
    ' ',
  );
  const price = priceIn(rest);
  if (price)
    rest = rest
      .replace(PRICE, '')
      .replace(/\(\s*\)/g, '')
      .replace(/\s*(?:,|for|at|-|–)\s*(?=[,.]|$)/i, '');
  const q = req.quotes[0];
  const [rawName, ...descParts] =
    q && rest.includes(q)
      ? [q, rest.split(q)[1] ?? '']
      : rest.split(/\s*(?::|–| - |\. |, with (?:the )?description|, which|, that)\s*/);
  const name = nameOnSite(
    clean(rawName ?? '')
      .replace(/\(\s*\+?\s*\)/g, '')
      .replace(/\s+(?:now|too|also|as well)\s*$/i, '')
      .replace(/\s*(?:,|for|at|starting|from)\s*$/i, '')
      .replace(/^(?:a |an |the )/i, ''),
    req.doc,
  );
  const description = clean(descParts.join(' ').replace(/^[:,\-–\s]+/, ''));
  // "add services: Gas line repair, Water softener installation": each its own service, or a question
  if (/,/.test(name)) {
    const names = name.split(/\s*,\s*(?:and\s+)?|\s+and\s+(?=[^,]*$)/).filter(Boolean);
    if (price || description || names.some((n) => n.length > 60))
      return ask('Which services should I add, one at a time with its description and price?', 'Services');
    const taken = names.find((n) => allServices(req.doc).some((s) => s.toLowerCase() === n.toLowerCase()));
    if (taken) return ask(`The site already lists "${taken}". Which services are new?`, 'Services');
    return calls(
      `Services ${oneOf(
        names.map((n) => `"${n}"`),
        'and',
      )} added`,
      ...names.map((n) => ({
        name: 'add_service',
        args: { name: n, description: plainDescription(n, req) },
      })),
    );
  }
  if (!name || name.length > 100 || /\band\b.*\band\b/.test(name))
    return ask(
      'What is the name of the service to add (and a sentence about it, and its price if you show one)?',
      'Services',
    );
  if (allServices(req.doc).some((s) => s.toLowerCase() === name.toLowerCase()))
    return ask(`The site already lists "${name}". Should I change its description or price instead?`, 'Services');
  const desc = description ? `${description[0]!.toUpperCase()}${description.slice(1)}.` : plainDescription(name, req);
  return calls(`Service "${name}" added${price ? ` (${price})` : ''}`, {
    name: 'add_service',
    args: { name, description: desc, ...(price ? { price } : {}) },
  });
}

/**
 * The services a fragment names: one ("Leak detection and repair"), else each part of a list ("fixture
 * installation or sump pump service", "X, Y and Z") when every part names exactly one service.
 */
function several(req: Request, fragment: string, action: string): { names?: string[]; question?: RulePlan } {
  const names = allServices(req.doc);
  const exact = names.filter(
    (n) => norm(n) === norm(fragment.replace(/\bservices?\b/gi, '')) || norm(n) === norm(fragment),
  );
  if (exact.length === 1) return { names: exact };
  const parts = fragment.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|nor)\s+/i).filter((x) => norm(x));
  if (parts.length > 1) {
    const hits = parts.map((part) => {
      const one = names.filter((n) => norm(n) === norm(part));
      return one.length === 1 ? one : pick(names, part.replace(/\bservices?\b/gi, ''), (x) => x).many;
    });
    if (hits.every((h) => h.length === 1) && new Set(hits.map((h) => h[0])).size === parts.length)
      return { names: hits.map((h) => h[0]!) };
  }
  const w = which(req, fragment, action);
  return w.name ? { names: [w.name] } : { question: w.question };
}

/**
 * The one service a fragment names as a whole, the request's little words aside ("the", "our", "please", "now",
 * "from the site"): "remove the Drain cleaning", "Drain cleaning now $99". Never a part of a name.
 */
function wholeName(req: Request, fragment: string): string | undefined {
  const words = fragment
    .replace(/["']/g, ' ')
    .replace(
      /\b(?:please|thanks|the|our|now|from now on|it|is|are|will be|becomes?|to|at|for|from (?:the |our )?(?:site|website|list|home page|services?(?: page| list)?))\b|[:,.!?–-]/gi,
      ' ',
    );
  const hits = allServices(req.doc).filter((n) => norm(n) === norm(words));
  return hits.length === 1 ? hits[0] : undefined;
}

function remove(req: Request): RulePlan | null {
  const t = req.text;
  // "remove the Sump pump service" without the word "service": the whole of one service's name
  const verb = /\b(?:remove|delete|drop|take (?:off|out)|get rid of)\b\s+(.+)$/i.exec(t);
  const whole = verb && wholeName(req, verb[1]!);
  if (whole) return calls(`Service "${whole}" removed`, { name: 'remove_service', args: { name: whole } });
  const m =
    (REMOVE.test(t) && /\bservices?\b/i.test(t)
      ? /\b(?:remove|delete|drop|take (?:off|out)|get rid of)\b\s+(?:the\s+)?(?:service\s+)?["']?(.+?)["']?\s*(?:service)?\s*(?:from (?:the |our )?(?:services?|list|site)(?: page| list)?)?\.?$/i.exec(
          t,
        )
      : null) ??
    /\bwe (?:no longer|don'?t|do not|have stopped|stopped) (?:offer(?:ing)?|do(?:ing)?|provid(?:e|ing)|sell(?:ing)?)\s+(.+?)(?:\s+any ?more)?\.?$/i.exec(
      t,
    );
  if (!m) return null;
  // "remove Emergency repairs, we dont do them anymore": the reason is not part of the name
  const fragment = (req.quotes[0] ?? m[1]!).replace(
    /\s*(?:,|\bas\b|\bbecause\b|\bsince\b)\s*(?:we|they|it|that|nobody|no one)\b.*$/i,
    '',
  );
  const w = several(req, fragment, 'remove');
  if (!w.names) return w.question!;
  return calls(
    `Service${w.names.length > 1 ? 's' : ''} ${oneOf(
      w.names.map((n) => `"${n}"`),
      'and',
    )} removed`,
    ...w.names.map((name) => ({ name: 'remove_service', args: { name } })),
  );
}

function rename(req: Request): RulePlan | null {
  const t = req.text;
  const m =
    /\brename (?:the |our )?(?:service )?["']?(.+?)["']?(?: service)? (?:to|as) ["']?(.+?)["']?\.?$/i.exec(t) ??
    /\bchange (?:the )?(?:name of (?:the |our )?)?(?:service )?["']?(.+?)["']?(?: service)?(?:'s name)? to ["']?(.+?)["']?\.?$/i.exec(
      t,
    );
  if (!m || !/\bservices?\b|\brename\b/i.test(t)) return null;
  // "change the price for sump pump service to $250" is a price, not a name
  if (!/\brename\b/i.test(t) && (PRICE.test(m[2]!) || /\b(prices?|costs?|description)\b/i.test(m[1]!))) return null;
  const w = which(req, m[1]!, 'rename');
  if (!w.name) return /\bservice\b/i.test(t) ? w.question! : null;
  const to = nameOnSite(clean(m[2]!), req.doc);
  return calls(`Service "${w.name}" renamed to "${to}"`, {
    name: 'update_service',
    args: { name: w.name, new_name: to },
  });
}

function price(req: Request): RulePlan | null {
  const t = req.text;
  const value = priceIn(t);
  const removing = /\b(remove|hide|take off|don't show|do not show)\b.*\bprices?\b/i.test(t);
  if (!value && !removing) return null;
  // "Drain cleaning now $99", "change Drain cleaning to $99": a service's whole name and a price is a new price
  const priceOnly =
    value && !removing && wholeName(req, t.replace(PRICE, ' ').replace(/\b(?:change|set|make|update)\b/gi, ' '));
  if (!/\bprices?\b|\bcosts?\b|\bis now\b|\bcharge\b|^\s*make\b/i.test(t) && !priceOnly) return null;
  const names = allServices(req.doc);
  // Several prices in one request ("drain cleaning to $99 and leak detection to $120"): each with the service
  // named just before it, or a question.
  const amounts = [...t.matchAll(new RegExp(PRICE.source, 'gi'))];
  // "from $149 to $159": the old price, then the new one
  const fromTo = /\bfrom\s+(\$\s?\d[\d,.]*)\s+to\s+(\$\s?\d[\d,.]*)/i.exec(t);
  if (fromTo && amounts.length === 2) {
    const one = names.filter((n) => t.toLowerCase().includes(n.toLowerCase()));
    if (one.length !== 1)
      return ask(`Which service's price should become ${fromTo[2]}: ${list(req)}?`, 'Service prices');
    return calls(`Price of "${one[0]}" set to ${fromTo[2]}`, {
      name: 'update_service',
      args: { name: one[0], price: fromTo[2]!.replace(/\$\s+/, '$') },
    });
  }
  if (amounts.length > 1 && !removing) {
    let from = 0;
    const pairs: [string, string][] = [];
    for (const a of amounts) {
      const part = t.slice(from, a.index).toLowerCase();
      from = a.index + a[0].length;
      const hit = names.filter((n) => part.includes(n.toLowerCase()));
      const loose = hit.length
        ? hit
        : names.filter((n) =>
            n
              .toLowerCase()
              .split(/\s+/)
              .some((w) => w.length > 4 && part.includes(w)),
          );
      if (loose.length !== 1) return ask(`Which service should each price go with: ${list(req)}?`, 'Service prices');
      pairs.push([loose[0]!, priceIn(a[0])!]);
    }
    return calls(
      pairs.map(([n, v]) => `Price of "${n}" set to ${v}`).join('; '),
      ...pairs.map(([name, value]) => ({ name: 'update_service', args: { name, price: value } })),
    );
  }
  // Compared without case or accents ("debouchage" names "Débouchage").
  const named = names.filter((n) => norm(t).includes(norm(n)));
  const partial = named.length
    ? named
    : names.filter((n) =>
        norm(n)
          .split(' ')
          .some((w) => w.length > 4 && norm(t).includes(w)),
      );
  if (partial.length !== 1)
    return ask(
      `Which service's price should ${removing ? 'be removed' : `become ${value}`}: ${list(req)}?`,
      'Service prices',
    );
  return calls(removing ? `Price removed from "${partial[0]}"` : `Price of "${partial[0]}" set to ${value}`, {
    name: 'update_service',
    args: { name: partial[0], price: removing ? '' : value },
  });
}

function describe(req: Request): RulePlan | null {
  const m =
    /\b(?:change|update|set|rewrite)\s+(?:the\s+)?(?:description|text|blurb)\s+(?:of|for)\s+(?:the\s+|our\s+)?(.+?)(?:\s+service)?\s+(?:to|so it says|to say)\s+(?:say\s+)?(.+)$/i.exec(
      req.text,
    ) ??
    // "Change Emergency repairs description to: ..."
    /\b(?:change|update|set|rewrite)\s+(?:the\s+|our\s+)?(.+?)(?:\s+service)?(?:'s)?\s+(?:description|blurb)\s+(?:to say|so it says|to)\s*:?\s*(.+)$/i.exec(
      req.text,
    );
  if (!m) return null;
  const w = which(req, m[1]!, 'describe');
  if (!w.name) return w.question!;
  const text = clean(m[2]!);
  return calls(`Description of "${w.name}" changed`, {
    name: 'update_service',
    args: { name: w.name, description: `${text[0]!.toUpperCase()}${text.slice(1)}.` },
  });
}

export const servicesRule: Rule = {
  name: 'services',
  plan: (req) => describe(req) ?? rename(req) ?? remove(req) ?? add(req) ?? price(req),
};
