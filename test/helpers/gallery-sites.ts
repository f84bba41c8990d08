// Generated sites the quality tests (Lighthouse, the W3C checker) read: the sample plumber with its showcase, a
// 108-item menu and a 33-price list, and research-corpus dev-half websites in their own languages; each written to a
// folder of its own as the hosting serves it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  SAMPLE_BUSINESSES,
  measurePhotos,
  parseSiteDocument,
  renderSite,
  samplePhotoBytes,
  setDesignStyle,
  withShowcase,
  writeDocumentDeterministic,
  type SiteDocument,
} from '@sgs/site-kit';
import { researchFromWebsite } from '../../packages/site-kit/scripts/site-from-website';
import { halfOf } from '../research-corpus/measures';

interface Site {
  doc: SiteDocument;
  bytes: Map<string, Buffer>;
}

/** The site's files in a new temporary folder, rendered as the worker renders them; returns the folder. */
export async function writeSiteDir(doc: SiteDocument, bytes: Map<string, Buffer>): Promise<string> {
  const files = await renderSite(doc, bytes, {
    baseUrl: 'http://plumber.localhost:3001',
    siteId: '11111111-1111-4111-8111-111111111111',
    formEndpoint: 'http://localhost:3000/v1/webhooks/form-submit',
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-site-'));
  for (const [file, data] of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), data);
  }
  return dir;
}

/** The sample plumber with its showcase (team, timetable, before/after) and photos, in a design style. */
export async function sampleSite(style: 'Warm & Friendly' | 'Dark & Sleek'): Promise<Site> {
  const input = withShowcase(SAMPLE_BUSINESSES.plumber);
  const bytes = await samplePhotoBytes(input);
  return { doc: setDesignStyle(writeDocumentDeterministic(await measurePhotos(input, bytes)), style), bytes };
}

/** A taqueria with a 108-item menu in nine sections, two branches and online reservations; a salon with 33 prices. */
export function longCatalogSites(): { taqueria: SiteDocument; salon: SiteDocument } {
  const base = SAMPLE_BUSINESSES.taqueria;
  const menu = Array.from({ length: 108 }, (_, i) => ({
    name: `Dish ${i + 1} ${['al pastor', 'de birria', 'verde', 'con queso'][i % 4]}`,
    description: i % 3 ? undefined : 'Handmade corn tortillas, onion, cilantro and salsa of the day.',
    price: `$${(4 + (i % 11) * 1.25).toFixed(2)}`,
    category: `Section ${Math.floor(i / 12) + 1}`,
  }));
  const taqueria = writeDocumentDeterministic({
    ...base,
    research: {
      ...base.research,
      services: menu,
      locations: [
        { name: 'East Austin', address: '1200 E Cesar Chavez St, Austin, TX 78702', phone: '+1 512-555-0199' },
        { name: 'South Lamar', address: '2100 S Lamar Blvd, Austin, TX 78704', phone: '+1 512-555-0142' },
      ],
      channels: [{ kind: 'reservations', url: 'https://reservations.example/casa-lupita', label: 'Book a table' }],
    },
  });
  const prices = Array.from({ length: 33 }, (_, i) => ({
    name: `Treatment ${i + 1}`,
    price: `$${20 + i * 5}`,
    category: ['Hair', 'Colour', 'Nails', 'Lashes', 'Waxing'][i % 5],
  }));
  const salon = writeDocumentDeterministic({
    business: { name: 'Studio Nine', type: 'beauty salon', address: '12 Main St, Springfield, IL 62701' },
    research: { business_category: 'service', services: prices },
  });
  return { taqueria, salon };
}

/** A research-corpus dev-half website written as research reads it, in its own language (and `also` beside it). */
export async function corpusSite(id: string, also?: string): Promise<Site> {
  if (halfOf(id) !== 'dev') throw new Error(`${id} is in the research corpus's test half: only its figures are read`);
  const { input, bytes } = await researchFromWebsite(path.join(__dirname, '..', 'research-corpus', id, 'site'));
  const measured = await measurePhotos(input, bytes);
  const doc = writeDocumentDeterministic(measured);
  const other = also && writeDocumentDeterministic({ ...measured, language: also });
  return { doc: other ? parseSiteDocument({ ...doc, alternates: [other] }) : doc, bytes };
}

/** The research-corpus sites the quality tests read: German, Japanese, Spanish, and French with English beside it. */
export const CORPUS_SITES: [id: string, also?: string][] = [
  ['gasthof-scherrer'],
  ['hair-salon-ryu-utsunomiya'],
  ['agora-barra-de-cafe'],
  ['petales-de-lune-fleuriste', 'en'],
];
