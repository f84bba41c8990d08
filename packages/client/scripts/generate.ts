// Generates packages/client/src/schema.ts (openapi-typescript) and docs/api.md (the API reference) from the
// gateway's served OpenAPI document. `npm run client:generate` writes them; packages/client/test/drift.test.ts
// fails when a committed file differs.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { API_DOC_FILE, apiMarkdown } from './api-markdown';

export const SCHEMA_FILE = path.resolve(__dirname, '../src/schema.ts');

const HEADER = `// Generated from the service's OpenAPI document by \`npm run client:generate\`. Do not edit by hand.\n`;

/** The TypeScript source of the API's types: `paths`, `components`, `webhooks`, `operations`. */
export async function schemaSource(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { exportType: false, alphabetize: true });
  const options = (await prettier.resolveConfig(SCHEMA_FILE)) ?? {};
  return prettier.format(HEADER + astToString(ast), { ...options, parser: 'typescript' });
}

/**
 * `generate.ts [URL]` fetches the document from a running gateway (default: one started in-process on 127.0.0.1)
 * and writes the schema and docs/api.md; `generate.ts --check URL` exits 1 when a committed file differs.
 */
async function main() {
  const check = process.argv[2] === '--check';
  const url = check ? process.argv[3] : process.argv[2];
  let document: object;
  if (url) {
    document = (await (await fetch(new URL('/v1/openapi.json', url))).json()) as object;
  } else {
    const { startGateway } = await import('../../../test/helpers/stack');
    const gateway = await startGateway();
    try {
      document = (await (await fetch(`${gateway.url}/v1/openapi.json`)).json()) as object;
    } finally {
      await gateway.close();
    }
  }
  const outputs: [string, string][] = [
    [SCHEMA_FILE, await schemaSource(document)],
    [API_DOC_FILE, apiMarkdown(document as Parameters<typeof apiMarkdown>[0])],
  ];
  let stale = false;
  for (const [target, source] of outputs) {
    const file = path.relative(process.cwd(), target);
    if (!check) {
      await writeFile(target, source);
      console.log(`wrote ${file}`);
    } else if ((await readFile(target, 'utf8').catch(() => '')) !== source) {
      console.error(`${file} differs from the served OpenAPI document: run \`npm run client:generate\``);
      stale = true;
    }
  }
  if (stale) process.exit(1);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
