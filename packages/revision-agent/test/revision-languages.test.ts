// Requests in the site languages for the common abilities: made without a question, with the summary in the
// request's language; what the agent cannot do is asked in that language.
import { SAMPLE_BUSINESSES, writeDocumentDeterministic } from '@sgs/site-kit';
import { planRuleRevision } from '../src/rules';
import { languageOf } from '../src/rules/languages';
import { languageInput, type CaseLanguage } from '../../../test/revisions-corpus/languages';

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

// Wordings the corpus does not have, for the abilities each language's tables and constructions read: "no longer
// offered" in its own word order, a day's hours as the country writes them, phone numbers written the national way,
// prices and renames. Each runs on that language's plumber site (its services named in that language).
const siteIn = (lang: CaseLanguage) => writeDocumentDeterministic(languageInput(lang));
it.each<[CaseLanguage, string, string, Record<string, unknown>]>([
  ['de', 'Wir bieten den Notdienst ab sofort nicht mehr an', 'remove_service', { name: 'Notdienst' }],
  [
    'de',
    'Sonntags sind wir jetzt von 10 bis 14 Uhr geöffnet',
    'set_hours',
    { hours: { Sunday: '10:00 AM – 2:00 PM' } },
  ],
  ['de', 'Unsere neue Nummer: 089 9876543', 'set_phone', { phone: '+49 89 9876543' }],
  ['fr', 'Nous ne proposons plus le Dépannage urgent', 'remove_service', { name: 'Dépannage urgent' }],
  ['fr', 'Le dimanche, on est ouvert de 10h à 14h', 'set_hours', { hours: { Sunday: '10:00 AM – 2:00 PM' } }],
  ['fr', 'Le tarif de debouchage passe à 95 €', 'update_service', { name: 'Débouchage', price: '95 €' }],
  ['es', 'Ya no hacemos instalación de grifería', 'remove_service', { name: 'Instalación de grifería' }],
  ['es', 'Los domingos abrimos de 10 a 14 h', 'set_hours', { hours: { Sunday: '10:00 AM – 2:00 PM' } }],
  ['es', 'nuevo numero de telefono: 934 567 890', 'set_phone', { phone: '+34 934 56 78 90' }],
  ['it', 'Non offriamo più lo Spurgo scarichi', 'remove_service', { name: 'Spurgo scarichi' }],
  ['it', 'La domenica siamo aperti dalle 10 alle 14', 'set_hours', { hours: { Sunday: '10:00 AM – 2:00 PM' } }],
  [
    'it',
    'Rinominate "Scaldabagni" in "Scaldabagni e caldaie"',
    'update_service',
    { new_name: 'Scaldabagni e caldaie' },
  ],
  ['nl', 'Wij bieden geen Boilers meer aan', 'remove_service', { name: 'Boilers' }],
  ['nl', 'Op zondag zijn we open van 10 tot 14 uur', 'set_hours', { hours: { Sunday: '10:00 AM – 2:00 PM' } }],
  ['nl', 'Ons nieuwe telefoonnummer is 010 765 4321', 'set_phone', { phone: '+31 10 765 4321' }],
  ['pt', 'Não fazemos mais Esquentadores', 'remove_service', { name: 'Esquentadores' }],
  ['pt', 'Aos domingos abrimos das 10h às 14h', 'set_hours', { hours: { Sunday: '10:00 AM – 2:00 PM' } }],
  ['pt', 'O preço das Urgências agora é 80 €', 'update_service', { name: 'Urgências', price: '80 €' }],
  ['ja', '「蛇口交換」はもう提供していません', 'remove_service', { name: '蛇口交換' }],
  ['ja', '日曜日の営業時間を10時〜14時に変更してください', 'set_hours', { hours: { Sunday: '10:00 AM – 2:00 PM' } }],
  ['ja', 'インスタ @newplumber を追加してください', 'set_social_link', { network: 'instagram' }],
  ['de', 'Wir haben samstags nicht mehr geöffnet', 'set_hours', { hours: { Saturday: 'Closed' } }],
  ['de', 'Können Sie den Slogan in „Immer für Sie da“ ändern?', 'set_text', { value: 'Immer für Sie da' }],
  ['fr', 'Nous ne sommes plus ouverts le samedi', 'set_hours', { hours: { Saturday: 'Closed' } }],
  ['es', 'Ya no abrimos los sábados', 'set_hours', { hours: { Saturday: 'Closed' } }],
  ['it', 'Aggiungete il servizio "Caldaie" a 150 €', 'add_service', { name: 'Caldaie', price: '150 €' }],
  ['it', 'Non apriamo più il sabato', 'set_hours', { hours: { Saturday: 'Closed' } }],
  ['nl', 'We zijn niet meer open op zaterdag', 'set_hours', { hours: { Saturday: 'Closed' } }],
  ['pt', 'Podem remover o link do Facebook?', 'set_social_link', { network: 'facebook', url: '' }],
])('%s, in other words: %s', (lang, prompt, tool, args) => {
  expect(languageOf(prompt)).toBe(lang);
  const plan = planRuleRevision(prompt, siteIn(lang));
  if (plan.kind !== 'calls') throw new Error(`${prompt}: ${JSON.stringify(plan)}`);
  expect(plan.calls[0]).toMatchObject({ name: tool, args });
});

// A new price said without a word for price, an offering removed without a word for service, and the informal
// imperative: read from the site's own names and each language's verbs, never from a list of offerings.
it.each<[CaseLanguage, string, string, Record<string, unknown>]>([
  ['de', 'Notdienst bitte streichen', 'remove_service', { name: 'Notdienst' }],
  ['de', 'Armaturenmontage ab sofort 80 €', 'update_service', { name: 'Armaturenmontage', price: '80 €' }],
  ['fr', 'mets le titre « Chez nous depuis 1998 »', 'set_text', { value: 'Chez nous depuis 1998' }],
  ['fr', 'débouchage : 45 € maintenant', 'update_service', { name: 'Débouchage', price: '45 €' }],
  ['es', 'saca las bombas de achique', 'remove_service', { name: 'Bombas de achique' }],
  ['es', 'termos y calentadores ahora 300 €', 'update_service', { name: 'Termos y calentadores', price: '300 €' }],
  ['it', 'pronto intervento passa a 80 €', 'update_service', { name: 'Pronto intervento', price: '80 €' }],
  ['nl', 'pompservice kost nu 80 euro', 'update_service', { name: 'Pompservice', price: '80 euro' }],
  ['pt', 'apaga os desentupimentos', 'remove_service', { name: 'Desentupimentos' }],
  ['ja', '「給湯器交換」を15,000円に', 'update_service', { name: '給湯器交換', price: '15,000円' }],
  ['ja', 'ポンプ点検をやめました', 'remove_service', { name: 'ポンプ点検' }],
])('%s, said shortly: %s', (lang, prompt, tool, args) => {
  const plan = planRuleRevision(prompt, siteIn(lang));
  if (plan.kind !== 'calls') throw new Error(`${prompt}: ${JSON.stringify(plan)}`);
  expect(plan.calls).toEqual([expect.objectContaining({ name: tool, args: expect.objectContaining(args) })]);
});

it('answers a request of the site’s names and a price alone in the site’s language', () => {
  expect(planRuleRevision('desatascos 20€', siteIn('es'))).toMatchObject({
    kind: 'calls',
    summary: 'Servicio cambiado: Desatascos 20€',
  });
});

it.each<[CaseLanguage, string]>([
  ['de', 'Leck jetzt 25 €'], // part of a name
  ['de', 'Rohrreinigung und Leckortung jetzt 25 €'], // one price, two services
  ['fr', 'enlève la recherche'],
  ['es', 'quita los termos'],
  ['it', 'togli tutto'],
  ['ja', '漏水を削除して'],
])('%s: asks rather than guess which offering: %s', (lang, prompt) => {
  expect(planRuleRevision(prompt, siteIn(lang)).kind).toBe('clarification');
});

it('leaves numbers in the owner’s quoted words as written (a year is not a phone number)', () => {
  const plumber = SAMPLE_BUSINESSES.plumber;
  for (const [lang, prompt, text] of [
    ['de', 'Ändere die Überschrift zu „Frisch geröstet seit 1998“', 'Frisch geröstet seit 1998'],
    ['fr', 'Changez le titre en « Artisans depuis 1998 »', 'Artisans depuis 1998'],
    ['it', 'Cambia il titolo in "Idraulici dal 1998"', 'Idraulici dal 1998'],
  ] as const) {
    const site = writeDocumentDeterministic({ ...plumber, research: { ...plumber.research, language: lang } });
    const plan = planRuleRevision(prompt, site);
    expect(plan).toMatchObject({ kind: 'calls', calls: [{ name: 'set_text', args: { value: text } }] });
  }
});
