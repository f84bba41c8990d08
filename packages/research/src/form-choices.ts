// A booking or enquiry form's choice of service: a <select> its label names for the services ("Serviços:", "Service",
// "Leistung", "メニュー") offers each of them as an option; the prompt ("Escolha o Serviço:", "Select…") is none.
import { $, $$, text, type Document, type Element } from './html';

/** The choice a form leaves for anything else ("Other", "Sonstiges", "Autre", "Otro", "Altro", "Anders", "Outro"). */
const OTHER =
  /^(others?|sonstiges?|andere[s]?|autres?|otros?|otras?|altro|altri|anders|overige?|outros?|outras?|その他)$/i;

/** The text a form field is labelled with: its <label for>, the <label> around it or beside it, its aria-label. */
function labelOf(field: Element, doc: Document): string {
  const id = field.attribs.id;
  const byFor = id ? $$('label[for]', doc).find((l) => l.attribs.for === id) : undefined;
  if (byFor) return text(byFor);
  for (let p = field.parent as Element | null; p?.name && p.name !== 'form'; p = p.parent as Element | null)
    if (p.name === 'label') return text(p);
  // (a label beside it: in the same wrapper, as form frameworks lay a field out)
  const parent = field.parent as Element | null;
  const beside = parent?.name ? $('label', parent) : null;
  return beside ? text(beside) : (field.attribs['aria-label'] ?? '');
}

/**
 * The options of each <select> whose label, or whose prompt (an option disabled or of an empty value), names it with
 * `field`: all but the prompts and the one for anything else.
 */
export function formChoices(doc: Document, field: RegExp, skip: (el: Element) => boolean): string[] {
  const out: string[] = [];
  for (const select of $$('select', doc)) {
    if (skip(select)) continue;
    const options = $$('option', select);
    const prompt = (o: Element) => o.attribs.disabled !== undefined || o.attribs.value === '';
    if (!field.test(labelOf(select, doc)) && !options.some((o) => prompt(o) && field.test(text(o)))) continue;
    out.push(...options.filter((o) => !prompt(o) && text(o) && !OTHER.test(text(o))).map((o) => text(o)));
  }
  return out;
}
