// Contact details: email, phone and street address. Phone numbers are found with libphonenumber-js and
// kept as the owner typed them.
import { findPhoneNumbersInText } from 'libphonenumber-js';
import { ask, calls, clean, type Request, type Rule, type RulePlan } from './shared';

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

function phone(req: Request): RulePlan | null {
  if (!/\b(phone|telephone|number to call|call us|cell|mobile number)\b/i.test(req.text)) return null;
  const hit = findPhoneNumbersInText(req.text, 'US')[0] ?? findPhoneNumbersInText(req.text)[0];
  // The number as typed, with its opening bracket (the library's span starts at the digits).
  const typed = hit && req.text.slice(hit.startsAt, hit.endsAt).trim();
  const value = typed && req.text[hit.startsAt - 1] === '(' && !typed.startsWith('(') ? `(${typed}` : typed;
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

function address(req: Request): RulePlan | null {
  const t = req.text;
  if (!/\b(address|moved|moving|relocat\w*|new location)\b/i.test(t)) return null;
  if (/\be-?mail\b/i.test(t)) return null;
  if (REMOVE.test(t) && !/\d/.test(t))
    return calls('Street address removed (with its map)', { name: 'set_address', args: { address: '' } });
  const m =
    /\b(?:address|location)\b\s*(?:is|to|:|should be|will be)?\s*(?:now\s*)?(?:is\s+|to\s+)?(.+)$/i.exec(t) ??
    /\b(?:moved|moving|relocated|relocating)\b\s*(?:to)?\s*(.+)$/i.exec(t);
  const value = m && clean(m[1]!.replace(/^(?:our |the )?new (?:address|location)\s*(?:is|:)?\s*/i, ''));
  if (!value || !/^\d+\s+\S+/.test(value))
    return ask(
      'What is the new street address, as it should appear (for example "22 Oak Avenue, Springfield, IL 62704")?',
    );
  return calls(`Address changed to ${value}`, { name: 'set_address', args: { address: value } });
}

export const contactRule: Rule = {
  name: 'contact',
  plan: (req) => email(req) ?? phone(req) ?? address(req),
};
