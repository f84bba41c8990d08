// Social links: add, change or remove the business's profile on a network from plain English ("add our
// instagram @rosascafe", "remove the facebook link", "our Facebook page is now facebook.com/rosas").
// A profile address or a handle is needed to add one; a network the site has no link for is a question.
import {
  SOCIAL_LABELS,
  SOCIAL_WORDS,
  socialFromHandle,
  socialProfile,
  type SocialLink,
  type SocialNetwork,
} from '@sgs/site-kit';
import type { ToolCall } from '../tools';
import { ask, calls, oneOf, type Request, type Rule, type RulePlan } from './shared';

const REMOVE =
  /\b(remove|delete|hide|drop|get rid of|don't show|do not show|no longer|take\b[\w\s']{0,40}?\b(?:off|down|out))\b/i;
const LINKISH =
  /\b(links?|pages?|profiles?|accounts?|handles?|usernames?|icons?|channel|social(?: media)?|follow us|listing)\b/i;
/** Addresses written with or without a scheme ("facebook.com/rosas", "https://www.instagram.com/rosas"). */
const ADDRESS = /(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s"'<>]*/gi;
/** A handle written as "@rosascafe" (not an email address: nothing before the @). */
const HANDLE = /(?:^|[\s(:])@([A-Za-z0-9._-]{1,60})/;
/** Requests about something else that mention a network ("a review from our Facebook page"). */
const NOT_A_LINK =
  /\b(reviews?|testimonials?|quotes?|photos?|pictures?|images?|posts?|videos?|sections?|services?|faqs?|menu)\b/i;
/** Other abilities: a clause about them is not this rule's. */
const OTHER =
  /\b(phone|number|e-?mail|address|hours|open|closed|services?|prices?|colou?rs?|fonts?|photos?|headline|tagline|faqs?)\b/i;
const HANDLE_WORDS = /\b(?:handle|username|user name)\s*(?:is|:)?\s*@?([A-Za-z0-9._-]{2,60})\b/i;

const networksIn = (text: string): SocialNetwork[] => SOCIAL_WORDS.filter(([, re]) => re.test(text)).map(([n]) => n);

function linksIn(text: string): SocialLink[] {
  return [...text.matchAll(ADDRESS)]
    .map((m) => m[0].replace(/[.,;:!?)]+$/, ''))
    .map((a) => socialProfile(/^https?:/i.test(a) ? a : `https://${a}`))
    .filter((l): l is SocialLink => !!l);
}

const names = (networks: SocialNetwork[]) => oneOf(networks.map((n) => SOCIAL_LABELS[n]));
const setLink = (network: SocialNetwork, url: string): ToolCall => ({
  name: 'set_social_link',
  args: { network, url },
});

/** One clause: a removal, or a profile to add or change. */
function clause(text: string, req: Request): RulePlan | null {
  const links = linksIn(text);
  // "google" alone names the search engine; a Google profile is only ever added from its address
  const named = networksIn(text).filter(
    (n) => n !== 'google' || /\bgoogle (?:business|maps|profile|listing)\b/i.test(text),
  );
  const handle = (HANDLE.exec(text)?.[1] ?? HANDLE_WORDS.exec(text)?.[1])?.replace(/\.+$/, '');
  const social = /\bsocial(?: media)?\b/i.test(text);
  if (!links.length && !named.length && !social) return null;
  const aboutLinks = LINKISH.test(text) || /^(?:please\s+)?(?:add|link|put|show)\b/i.test(text);
  if (!links.length && !handle && (!aboutLinks || NOT_A_LINK.test(text))) return null;
  const current = req.doc.business.social;

  // "Replace the Facebook link with our Instagram @rosascafe": one network's link out, another's in.
  const swap = /^(.*\b(?:replace|swap)\b.*?)\b(?:with|for|by)\b(.*)$/i.exec(text);
  if (swap) {
    const [, before, after] = swap as unknown as [string, string, string];
    const old = networksIn(before);
    const afterNamed = networksIn(after);
    const afterHandle = HANDLE.exec(after)?.[1]?.replace(/\.+$/, '');
    const next =
      linksIn(after)[0] ??
      (afterNamed.length === 1 && afterHandle ? socialFromHandle(afterNamed[0]!, afterHandle) : undefined);
    if (old.length === 1 && next && next.network !== old[0]) {
      if (!current.some((l) => l.network === old[0]))
        return ask(`The site has no ${names(old)} link. Should I add the ${SOCIAL_LABELS[next.network]} link anyway?`);
      return calls(
        `Replaced the ${names(old)} link with ${SOCIAL_LABELS[next.network]} (${next.url})`,
        setLink(old[0]!, ''),
        setLink(next.network, next.url),
      );
    }
  }

  if (REMOVE.test(text) && !links.length && !handle) {
    // "the social links" or "all social media" is every link; "a social link" is a question
    const every = social && /\b(all|every|links|icons|profiles|accounts)\b/i.test(text);
    const targets = named.length ? named : every ? current.map((l) => l.network) : [];
    if (!targets.length)
      return current.length
        ? ask(`Which social link should I remove: ${names(current.map((l) => l.network))}?`, 'Social links')
        : ask('The site shows no social links. Which link did you mean?', 'Social links');
    const missing = targets.filter((n) => !current.some((l) => l.network === n));
    if (missing.length)
      return ask(
        current.length
          ? `The site has no ${names(missing)} link; it links to ${names(current.map((l) => l.network))}. Which should I remove?`
          : `The site shows no social links, so there is no ${names(missing)} link to remove. Did you mean something else?`,
        'Social links',
      );
    return calls(
      `Removed the ${oneOf(
        targets.map((n) => SOCIAL_LABELS[n]),
        'and',
      )} link${targets.length > 1 ? 's' : ''}`,
      ...targets.map((n) => setLink(n, '')),
    );
  }

  if (links.length) {
    // An address names its own network; one that contradicts the network named in words is a question.
    const other = named.filter((n) => !links.some((l) => l.network === n));
    if (other.length && links.length === 1)
      return ask(
        `That address is a ${SOCIAL_LABELS[links[0]!.network]} profile, not ${names(other)}. Which link should it be?`,
        'Social links',
      );
    const unique = links.filter((l, i) => links.findIndex((x) => x.network === l.network) === i);
    if (unique.length !== links.length)
      return ask(`Which ${names([links[0]!.network])} address should the site use?`, 'Social links');
    return calls(
      `${unique.map((l) => `${SOCIAL_LABELS[l.network]} link set to ${l.url}`).join('; ')}`,
      ...unique.map((l) => setLink(l.network, l.url)),
    );
  }

  if (named.length !== 1) {
    if (named.length > 1)
      return ask(`Which network is that for: ${names(named)}? Please give each profile's address.`, 'Social links');
    return ask(
      'Which social profile should the site link to? Please give its address (for example https://www.instagram.com/yourname) or the network and handle (for example Instagram @yourname).',
      'Social links',
    );
  }
  const network = named[0]!;
  if (!handle)
    return ask(
      `What is the address of your ${SOCIAL_LABELS[network]} profile${socialFromHandle(network, 'x') ? ' (or your handle, like @yourname)' : ''}?`,
      'Social links',
    );
  const link = socialFromHandle(network, handle);
  if (!link)
    return ask(
      `What is the full address of your ${SOCIAL_LABELS[network]} page (starting with https://)?`,
      'Social links',
    );
  return calls(`${SOCIAL_LABELS[network]} link set to ${link.url}`, setLink(network, link.url));
}

/**
 * Clauses joined by "and" or a full stop each go through `clause`; every one must be about social links (else
 * the request is not this rule's), and any question wins over the changes.
 */
function plan(req: Request): RulePlan | null {
  if (!networksIn(req.text).length && !linksIn(req.text).length && !/\bsocial(?: media)?\b/i.test(req.text))
    return null;
  const parts = req.text
    .split(
      /[.;!]\s+|\s+and\s+(?=(?:also\s+)?(?:add|remove|delete|link|put|update|change|replace|our|the|take|drop)\b)/i,
    )
    .map((p) => p.trim())
    .filter(Boolean);
  const plans = parts.map((p) => clause(p, req));
  // A sentence that is not about links on its own ("Please add our Instagram. It's @rosascafe") is read with the
  // rest as one request; one about another ability leaves the request to the other rules.
  if (plans.some((p) => p === null))
    return parts.length === 1 || parts.some((p, i) => plans[i] === null && OTHER.test(p))
      ? null
      : clause(req.text, req);
  const question = plans.find((p) => p!.kind !== 'calls');
  if (question) return question;
  const all = plans as Extract<RulePlan, { kind: 'calls' }>[];
  return calls(all.map((p) => p.summary).join('; '), ...all.flatMap((p) => p.calls));
}

export const socialRule: Rule = { name: 'social', plan };
