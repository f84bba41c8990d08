// docs/api.md, the API reference in the repository, rendered from the gateway's served OpenAPI document: each
// operation by tag with its parameters, request fields and responses; then the webhook events. Written by
// `npm run client:generate` beside the client types; packages/client/test/drift.test.ts fails when it differs.
import path from 'node:path';

export const API_DOC_FILE = path.resolve(__dirname, '../../../docs/api.md');

interface Schema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  format?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  const?: unknown;
}
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  info: { title: string; description?: string };
  components?: { schemas?: Record<string, Schema> };
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** One line of a table cell: no pipes or line breaks. */
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** Markdown of the document (stable: paths, tags and fields in the document's order). */
export function apiMarkdown(doc: Document): string {
  const schemas = doc.components?.schemas ?? {};
  const resolve = (s: Schema | undefined): Schema | undefined =>
    s?.$ref ? schemas[s.$ref.replace('#/components/schemas/', '')] : s;
  const refName = (s: Schema | undefined) => s?.$ref?.replace('#/components/schemas/', '');
  const typeOf = (raw: Schema | undefined): string => {
    if (!raw) return '';
    const name = refName(raw);
    if (name) return name;
    const s = raw;
    if (s.enum) return s.enum.map((v) => `\`${String(v)}\``).join(' or ');
    if (s.const !== undefined) return `\`${String(s.const)}\``;
    const union = s.anyOf ?? s.oneOf;
    if (union) return union.map(typeOf).join(' or ');
    if (s.allOf) return s.allOf.map(typeOf).join(' and ');
    const t = Array.isArray(s.type) ? s.type.join(' or ') : (s.type ?? 'any');
    if (t === 'array') return `${typeOf(s.items)}[]`;
    return s.format ? `${t} (${s.format})` : t;
  };
  const limits = (s: Schema) =>
    [
      s.maxLength !== undefined && `at most ${s.maxLength} characters`,
      s.maxItems !== undefined && `at most ${s.maxItems} items`,
      s.minimum !== undefined && `>= ${s.minimum}`,
      s.maximum !== undefined && `<= ${s.maximum}`,
    ]
      .filter(Boolean)
      .join(', ');
  const fields = (raw: Schema | undefined, out: string[]) => {
    const s = resolve(raw);
    if (!s?.properties) return;
    out.push('', '| field | type | required | description |', '|---|---|---|---|');
    for (const [name, prop] of Object.entries(s.properties)) {
      const p = resolve(prop) ?? prop;
      const limit = limits(p);
      const note = [p.description ?? prop.description, limit && `(${limit})`].filter(Boolean).join(' ');
      const required = s.required?.includes(name) ? 'yes' : 'no';
      out.push(`| \`${name}\` | ${cell(typeOf(prop))} | ${required} | ${cell(note)} |`);
    }
  };
  const jsonSchema = (content: Record<string, { schema?: Schema }> | undefined) =>
    content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;

  const byTag = new Map<string, string[]>();
  const section = (tag: string) => byTag.get(tag) ?? byTag.set(tag, []).get(tag)!;
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const out = section(op.tags?.[0] ?? 'Other');
      out.push('', `### ${method.toUpperCase()} ${route}`, '');
      if (op.summary) out.push(op.summary);
      if (op.description) out.push('', op.description);
      if (op.security && op.security.length === 0) out.push('', 'No authentication.');
      const params = op.parameters ?? [];
      if (params.length) {
        out.push('', '| parameter | in | type | required | description |', '|---|---|---|---|---|');
        for (const p of params)
          out.push(
            `| \`${p.name}\` | ${p.in} | ${cell(typeOf(p.schema))} | ${p.required ? 'yes' : 'no'} | ${cell(p.description ?? p.schema?.description ?? '')} |`,
          );
      }
      const body = jsonSchema(op.requestBody?.content);
      if (body) {
        out.push('', `Request body: ${refName(body) ?? typeOf(body)}`);
        fields(body, out);
      }
      out.push('', '| status | meaning |', '|---|---|');
      for (const [status, r] of Object.entries(op.responses ?? {})) {
        const schema = jsonSchema(r.content);
        const shape = schema ? ` (${typeOf(schema)})` : '';
        out.push(`| ${status} | ${cell((r.description ?? '') + shape)} |`);
      }
    }
  }

  const lines = [
    '<!-- Generated from the OpenAPI document by `npm run client:generate`. Do not edit by hand. -->',
    `# ${doc.info.title}`,
    '',
    doc.info.description ?? '',
    '',
    'Every route under `/v1` takes `Authorization: Bearer <key>` (an API key `sgs_...`, or a dashboard session ' +
      '`sgss_...`) unless it says otherwise. Bad input answers 4xx with JSON `{ "error": "...", "hint": "..." }`. ' +
      'A running service serves this same document at `/v1/openapi.json` and a browsable page at `/v1/docs`.',
    '',
    '## Contents',
    '',
    ...[...byTag.keys()].map((tag) => `- [${tag}](#${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')})`),
  ];
  for (const [tag, out] of byTag) lines.push('', `## ${tag}`, ...out);

  const events = Object.entries(doc.webhooks ?? {});
  if (events.length) {
    lines.push('', '## Webhook events', '', 'What a webhook receiver is sent (POST, signed; see docs/webhooks.md).');
    for (const [type, item] of events) {
      const op = item.post;
      if (!op) continue;
      lines.push('', `### ${type}`, '', op.summary ?? '');
      const envelope = resolve(jsonSchema(op.requestBody?.content));
      const payload = envelope?.properties?.payload;
      if (payload) {
        lines.push('', `Payload: ${refName(payload) ?? typeOf(payload)}`);
        fields(payload, lines);
      }
    }
  }

  const used = new Set<string>();
  const collect = (s: Schema | undefined) => {
    if (!s) return;
    const name = refName(s);
    if (name) {
      if (used.has(name)) return;
      used.add(name);
      return collect(schemas[name]);
    }
    [s.items, ...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? []), ...Object.values(s.properties ?? {})].forEach(
      collect,
    );
  };
  for (const item of [...Object.values(doc.paths), ...Object.values(doc.webhooks ?? {})])
    for (const op of Object.values(item)) {
      collect(jsonSchema(op.requestBody?.content));
      for (const r of Object.values(op.responses ?? {})) collect(jsonSchema(r.content));
    }
  lines.push('', '## Schemas', '', 'The objects named above, field by field.');
  for (const name of Object.keys(schemas).filter((n) => used.has(n))) {
    const s = schemas[name]!;
    lines.push('', `### ${name}`);
    if (s.description) lines.push('', s.description);
    if (s.properties) fields(s, lines);
    else lines.push('', typeOf(s));
  }
  return `${lines.join('\n')}\n`;
}
