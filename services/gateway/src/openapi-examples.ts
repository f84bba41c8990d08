// An example for every schema in the OpenAPI document: hand-written for the resources callers read most, and
// derived from the schema elsewhere (field names and formats give realistic values). A test checks that each
// example is accepted by the zod schema the gateway validates and answers with.

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
};

const SITE_ID = '3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01';
const ACCOUNT_ID = '0b9e4a7c-2d3f-4e5a-8b6c-7d8e9f0a1b2c';
const AT = '2026-11-23T20:00:00.000Z';
const siteInput = {
  businessName: "Rosa's Cafe",
  location: 'Austin, TX',
  existingSiteUrl: 'https://rosas-cafe.example/',
  received_at: AT,
};

/** Hand-written examples, by component name. */
const EXAMPLES: Record<string, unknown> = {
  CreateSiteRequest: {
    businessName: "Rosa's Cafe",
    businessLocation: 'Austin, TX',
    existingSiteUrl: 'https://rosas-cafe.example/',
    contactEmail: 'owner@rosas-cafe.example',
    designStyle: 'Warm & Friendly',
    review: 'auto',
  },
  CreateSiteResponse: { siteId: SITE_ID, status: 'generating', slug: 'rosas-cafe' },
  Site: {
    id: SITE_ID,
    slug: 'rosas-cafe',
    business_name: "Rosa's Cafe",
    status: 'complete',
    generation_phase: 'complete',
    deployment_url: 'https://rosas-cafe.sites.example.com',
    hosting_tier: 'free_subdomain',
    last_refreshed_at: AT,
    pause_state: 'active',
    form_webhook_url: null,
    email_status: 'confirmed',
    warnings: [],
    usage: { credits_charged: null, tokens_in: 0, tokens_out: 0, cost_usd: 0 },
    input: siteInput,
    created_at: AT,
    updated_at: AT,
  },
  ResearchDraftRequest: {
    businessDescription: 'Breakfast tacos and strong coffee on South Congress since 1998.',
    services: [{ name: 'Breakfast tacos', description: 'Handmade flour tortillas, served all day.' }],
  },
  CreateRevisionBody: { prompt: 'We are now closed on Mondays and open 6am to 2pm the other days' },
  CreateRevisionResponse: {
    revisionId: '6c2b9e1f-4a3d-4b8c-9e7f-1a2b3c4d5e6f',
    status: 'pending',
    queue_position: 0,
    queue_total: 1,
  },
};

const byName: [RegExp, unknown][] = [
  [/^(primary|secondary|accent)$|colou?r$/i, '#b4532a'],
  [/photo|image|logo/i, 'https://rosas-cafe.example/photos/patio.jpg'],
  [/email/i, 'owner@rosas-cafe.example'],
  [/(^|_)url$|Url$|^url$/i, 'https://rosas-cafe.example/'],
  [/phone/i, '+15125550142'],
  [/slug/i, 'rosas-cafe'],
  [/business_?name/i, "Rosa's Cafe"],
  [/domain/i, 'rosascafe.com'],
  [/location/i, 'Austin, TX'],
  [/prompt/i, 'Add a page called Catering that says we cater weddings and office events'],
  [/(^|_)at$|At$|date/i, AT],
  [/secret/i, 'whsec_3b1f0c2a9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d'],
  [/key$/i, 'sgs_live_Yp3kX9qT2mV7wR4sN8bL6cJ1'],
  [/name$/i, 'Rosa'],
];

/** An example value for a JSON schema (resolving $refs in `components`), guided by the property name. */
export function synthesize(schema: JsonSchema, components: Record<string, JsonSchema>, name = '', depth = 0): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.$ref) {
    const ref = schema.$ref.split('/').pop()!;
    return EXAMPLES[ref] ?? synthesize(components[ref] ?? {}, components, name, depth + 1);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const nonNull = alternatives.find((a) => a.type !== 'null') ?? alternatives[0]!;
    return synthesize(nonNull, components, name, depth + 1);
  }
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((s) => synthesize(s, components, name, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (depth > 12) return type === 'array' ? [] : type === 'object' ? {} : null;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        out[key] = synthesize(prop, components, key, depth + 1);
      }
      if (!schema.properties && typeof schema.additionalProperties === 'object') {
        out.name = synthesize(schema.additionalProperties, components, 'name', depth + 1);
      }
      return out;
    }
    case 'array': {
      const item = synthesize(schema.items ?? {}, components, name.replace(/s$/, ''), depth + 1);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'integer':
    case 'number':
      return schema.minimum !== undefined ? Math.max(schema.minimum, 1) : 1;
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'uuid') return /account|platform_user/i.test(name) ? ACCOUNT_ID : SITE_ID;
      if (schema.format === 'date-time') return AT;
      if (schema.format === 'email') return 'owner@rosas-cafe.example';
      if (schema.format === 'uri') return 'https://rosas-cafe.example/';
      const hinted = byName.find(([re]) => re.test(name))?.[1];
      const value = typeof hinted === 'string' ? hinted : 'Example';
      return schema.maxLength !== undefined ? value.slice(0, schema.maxLength) : value;
    }
    default:
      return null;
  }
}

/** Gives every component schema an `example` (hand-written where we have one, else derived from the schema). */
export function addExamples(document: { components?: { schemas?: Record<string, JsonSchema> } }) {
  const schemas = document.components?.schemas ?? {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (schema.example !== undefined) continue;
    schema.example = EXAMPLES[name] ?? synthesize({ ...schema }, schemas, name);
  }
  return document;
}
