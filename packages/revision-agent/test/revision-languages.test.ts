// Requests in the site languages for the common abilities: made without a question, with the summary in the
// request's language; what the agent cannot do is asked in that language.
import { SAMPLE_BUSINESSES, writeDocumentDeterministic } from '@sgs/site-kit';
import { planRuleRevision } from '../src/rules';
import { languageOf } from '../src/rules/languages';

const doc = writeDocumentDeterministic(SAMPLE_BUSINESSES.plumber);

it.each<[string, string, string, RegExp]>([
  ['de', 'Bitte ändern Sie unsere Telefonnummer auf +49 30 1234567', 'set_phone', /^Telefonnummer geändert/],
  ['de', 'Ändere die Überschrift zu „Frisch gebacken seit 1998“', 'set_text', /^Überschrift geändert/],
  [
    'de',
    'Füge die Leistung „Rohrreinigung“ für 89 € hinzu',
    'add_service',
    /^Leistung hinzugefügt: Rohrreinigung 89 €/,
  ],
  ['de', 'Samstags geschlossen', 'set_hours', /^Öffnungszeiten geändert/],
  ['de', 'Entferne die Kundenstimmen von der Startseite', 'remove_section', /^Abschnitt entfernt/],
  ['de', 'Unsere neue E-Mail-Adresse ist info@beispiel.de', 'set_contact_email', /^Kontakt-E-Mail geändert/],
  ['fr', 'Changez le numéro de téléphone en +33 1 23 45 67 89', 'set_phone', /^Numéro de téléphone modifié/],
  ['fr', 'Changez le titre en « Boulangerie artisanale »', 'set_text', /^Titre modifié/],
  ['fr', 'Ajoutez la prestation « Débouchage » pour 89 €', 'add_service', /^Prestation ajoutée/],
  ['fr', 'Nous sommes fermés le samedi', 'set_hours', /^Horaires/],
  ['es', 'Cambia el número de teléfono a +34 912 345 678', 'set_phone', /^Número de teléfono cambiado/],
  ['es', 'Cambia el eslogan a "Fontanería de confianza"', 'set_text', /^Eslogan cambiado/],
  ['es', 'Añade el servicio "Desatascos" por 60 €', 'add_service', /^Servicio añadido: Desatascos 60 €/],
  ['it', 'Cambia il numero di telefono in +39 06 1234 5678', 'set_phone', /^Numero di telefono cambiato/],
  ['it', 'Rimuovi il link di Facebook', 'set_social_link', /^Link social/],
  ['nl', 'Wijzig ons telefoonnummer naar +31 20 123 4567', 'set_phone', /^Telefoonnummer gewijzigd/],
  ['nl', 'Verwijder de Yelp link', 'set_social_link', /^Social-medialink gewijzigd/],
  ['pt', 'Altere o nosso telefone para +351 21 123 4567', 'set_phone', /^Número de telefone alterado/],
  ['pt', 'Remova o link do Facebook', 'set_social_link', /^Link de rede social/],
  ['ja', '電話番号を03-1234-5678に変更してください', 'set_phone', /^電話番号を変更しました/],
  ['ja', 'キャッチコピーを「安心の水道工事」に変更してください', 'set_text', /^キャッチコピーを変更しました/],
  ['ja', '土曜日は定休日です', 'set_hours', /^営業時間を変更しました/],
])('%s: %s', (lang, prompt, tool, summary) => {
  expect(languageOf(prompt)).toBe(lang);
  const plan = planRuleRevision(prompt, doc);
  if (plan.kind !== 'calls') throw new Error(`${prompt}: ${JSON.stringify(plan)}`);
  expect(plan.calls[0]!.name).toBe(tool);
  expect(plan.summary).toMatch(summary);
});

it('asks in the request’s language, and never reads an English request as another language', () => {
  expect(planRuleRevision('Bitte machen Sie die Webseite irgendwie schöner', doc)).toMatchObject({
    kind: 'clarification',
    question: expect.stringMatching(/^Ich konnte nicht/),
  });
  for (const english of [
    'Change our phone number to (217) 555-0199',
    'Add a note that we accept Delta Dental and Cigna insurance',
    'Remove the Yelp link and add our TikTok, it is @riverbend.plumbs',
    'Please update the e-mail as shown on our card: office@example.com',
  ])
    expect(languageOf(english)).toBeNull();
});

it('writes the headings it adds in the site’s language, whatever language the owner writes in', () => {
  const plumber = SAMPLE_BUSINESSES.plumber;
  const german = writeDocumentDeterministic({ ...plumber, research: { ...plumber.research, language: 'de' } });
  expect(german.lang).toMatch(/^de/);
  const section = (prompt: string) => {
    const plan = planRuleRevision(prompt, german);
    if (plan.kind !== 'calls') throw new Error(`${prompt}: ${JSON.stringify(plan)}`);
    return plan.calls[0]!.args as { section?: { heading: string }; page?: { navLabel: string; sections: unknown[] } };
  };
  expect(section('Add a note that we accept EC cards').section?.heading).toBe('Gut zu wissen');
  expect(section('Add a map to the about page').section?.heading).toBe('Anfahrt');
  const team = section('Add a page about our team: Anna Berg and our plumber Tom Lee').page!;
  expect(team.navLabel).toBe('Unser Team');
  expect(team.sections[1]).toMatchObject({ type: 'team', heading: 'Lernen Sie unser Team kennen' });
  // The same requests on an English site keep English headings: the words come from the site, not the request.
  const english = planRuleRevision('Add a note that we accept EC cards', doc);
  expect(english).toMatchObject({ calls: [{ args: { section: { heading: 'Good to know' } } }] });
});
