// Contact details: email, phone and street address. Phone numbers are found with libphonenumber-js and
// kept as the owner typed them.
import { findPhoneNumbersInText } from 'libphonenumber-js';
import { ask, calls, clean, oneOf, type Request, type Rule, type RulePlan } from './shared';

const REMOVE = /\b(remove|delete|hide|take (?:off|down|out)|get rid of|don't show|do not show)\b/i;

function email(req: Request): RulePlan | null {
  if (!/\be-?mail\b/i.test(req.text)) return null;
  const found = /([^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,})/i.exec(req.text)?.[1];
  if (found) return calls(`Contact email changed to ${found}`, { name: 'set_contact_email', args: { email: found } });
  if (REMOVE.test(req.text))
    return ask(
      'The contact email receives the form messages, so it cannot be removed. Which address should it use instead?',
    );
  if (/\b(change|update|set|new|use)\b/i.test(req.text)) return ask('What should the new contact email address be?');
  return null;
}

/** Ten digits written the North American way, whether or not the area code exists ("555 867 5309"). */
const NANP = /(?<![\d-])(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?![\d-])/;
const digits = (v: string) => v.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** Phone numbers as typed (with an opening bracket the library's span leaves out), distinct by digits. */
function numbersIn(text: string): string[] {
  const found = [...findPhoneNumbersInText(text, 'US'), ...findPhoneNumbersInText(text)].map((hit) => {
    const typed = text.slice(hit.startsAt, hit.endsAt).trim();
    return text[hit.startsAt - 1] === '(' && !typed.startsWith('(') ? `(${typed}` : typed;
  });
  if (!found.length) found.push(...[...text.matchAll(new RegExp(NANP.source, 'g'))].map((m) => m[0].trim()));
  return [...new Map(found.map((n) => [digits(n), n])).values()];
}

function phone(req: Request): RulePlan | null {
  const numbers = numbersIn(req.text);
  if (
    !/\b(phone|telephone|number to call|call us|cell|mobile number|(?:new|our|my|business|contact) (?:phone )?number)\b/i.test(
      req.text,
    ) &&
    !(numbers.length && /\bnumber\b/i.test(req.text))
  )
    return null;
  // The site shows one phone number: a fax, WhatsApp or second line is not a replacement for it.
  if (
    /\b(fax|whats ?app|second|another|additional|extra|alternative|toll[- ]free|sms|text(?:ing)? line|after[- ]hours)\b/i.test(
      req.text,
    )
  )
    return ask(
      `The site shows one phone number${req.doc.business.phone ? `, ${req.doc.business.phone},` : ''} used for every call button. Should ${numbers[0] ?? 'the new number'} replace it?`,
      'Phone number',
    );
  // "change the heading "Ready to get started?" to "Call us today"": quoted wording, no number, is not about the phone.
  if (!numbers.length && req.quotes.length >= 2) return null;
  // "change 217 555 0142 to 217 555 0143": the number that is not the current one.
  const current = req.doc.business.phone ? digits(req.doc.business.phone) : undefined;
  const fresh = numbers.filter((n) => digits(n) !== current);
  if (fresh.length > 1) return ask(`Which number should the site show: ${oneOf(fresh)}?`, 'Phone number');
  const value = fresh[0] ?? numbers[0];
  // Someone else's number ("it's actually Joe's Plumbing's", "our competitor's") is never put on the site.
  const owner = req.doc.business.name.toLowerCase();
  const other = [...req.text.matchAll(/\b([A-Z][\w&-]*(?:'s|s')(?:\s+[A-Z][\w&-]*)*)/g)]
    .map((x) => x[1]!)
    .filter((x) => !/^(?:it|that|what|here|there|let|he|she|who|today|everyone)'s$/i.test(x))
    .filter((x) => !owner.includes(x.toLowerCase().replace(/'s?$/, '').split(/\s+/)[0]!));
  if (
    value &&
    (other.length ||
      /\b(competitor|another (?:business|company|plumber|shop)|someone else|their (?:number|phone)|not (?:ours|our own)|isn'?t ours|belongs to)\b/i.test(
        req.text,
      ))
  )
    return ask(
      'The phone number on the site has to be your own business line. Is this number yours (the one your customers should call)?',
      'Phone number',
    );
  // The number the site already shows, quoted in a request about something else ("the button 'Call (217) ...'").
  if (value && req.doc.business.phone && digits(value) === digits(req.doc.business.phone)) return null;
  if (value) return calls(`Phone number changed to ${value}`, { name: 'set_phone', args: { phone: value } });
  if (REMOVE.test(req.text)) {
    // Only in one place ("in the header", "on the home page") is not something the site can do.
    if (
      /\b(?:in|on|from)\s+(?:the\s+)?(?!site\b|website\b|whole\b)(header|footer|top|bottom|buttons?|[\w ]+ page)\b/i.test(
        req.text,
      )
    )
      return ask(
        'The phone number shows wherever the site offers a call (header, buttons and contact details); I can only remove it from the whole site. Should I?',
        'Phone number',
      );
    return calls('Phone number removed', { name: 'set_phone', args: { phone: '' } });
  }
  return ask('What should the new phone number be?', 'Phone number');
}

/**
 * A street address as countries write it: the number first ("22 Oak Avenue"), the street first ("Mühlenstraße 18",
 * "Via Roma 12"), or a Japanese address (prefecture, ward, block numbers).
 */
const STREET = /^\d+[a-z]?,?\s+\p{L}|^\p{L}[\p{L}.'’ -]*\s\d+[a-z]?\b|^\p{Script=Han}+[都道府県].*\d/iu;

function address(req: Request): RulePlan | null {
  const t = req.text;
  if (!/\b(address|moved|moving|relocat\w*|new location)\b/i.test(t)) return null;
  if (/\be-?mail\b/i.test(t)) return null;
  if (REMOVE.test(t) && !/\d/.test(t))
    return calls('Street address removed (with its map)', { name: 'set_address', args: { address: '' } });
  const m =
    /\b(?:address|location)\b\s*(?:is|to|:|should be|will be)?\s*(?:now\s*)?(?:is\s+|to\s+)?(.+)$/i.exec(t) ??
    /\b(?:moved|moving|relocated|relocating)\b\s*(?:to)?\s*(.+)$/i.exec(t);
  // "update our address, we're now at 22 Oak Ave, ...": the street starts after the filler
  const value =
    m &&
    clean(
      m[1]!
        // "... 62704 and our new number is ...": the address ends where the next detail starts
        .split(/\s+(?:and|&)\s+(?=(?:our|the|my|we|also|new|phone|email|number)\b)|;|\.\s/i)[0]!
        .replace(/^(?:our |the )?new (?:address|location)\s*(?:is|:)?\s*/i, '')
        .replace(/^[,:;\s-]*(?:(?:we(?:'re| are)|it(?:'s| is)|now|located|at|to|is)\s+)*/i, ''),
    );
  if (!value || !STREET.test(value))
    return ask(
      'What is the new street address, as it should appear (for example "22 Oak Avenue, Springfield, IL 62704")?',
    );
  // "We moved to 55 river rd": a street alone would drop the town and postcode the site shows.
  const town = req.doc.business.address?.locality;
  if (
    !/,|\b\d{4,}\b|[都道府県]/.test(value.replace(/^\d+/, '')) &&
    !(town && value.toLowerCase().includes(town.toLowerCase()))
  )
    return ask(
      `What is the full new address, with the town and postcode (for example "${value}, ${town ?? 'Springfield'}, ...")?`,
      'Address',
    );
  return calls(`Address changed to ${value}`, { name: 'set_address', args: { address: value } });
}

/** "update phone to X and email to Y": every contact detail the request gives, or the first question. */
function contact(req: Request): RulePlan | null {
  const plans = [email(req), phone(req), address(req)].filter((p): p is RulePlan => !!p);
  const changes = plans.filter((p) => p.kind === 'calls');
  // Never one detail changed while another asked about waits: the question comes first.
  const question = plans.find((p) => p.kind === 'clarification');
  if (question && changes.length) return question;
  if (changes.length < 2) return plans[0] ?? null;
  return calls(changes.map((p) => p.summary).join('; '), ...changes.flatMap((p) => p.calls));
}

export const contactRule: Rule = { name: 'contact', plan: contact };
