// Generates packages/client/src/schema.ts from the gateway's served OpenAPI document (openapi-typescript).
// `npm run client:generate` writes it; packages/client/test/drift.test.ts fails when the committed file differs.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

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
 * and writes the schema; `generate.ts --check URL` exits 1 when the committed schema differs.
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
  const source = await schemaSource(document);
  const file = path.relative(process.cwd(), SCHEMA_FILE);
  if (check) {
    if ((await readFile(SCHEMA_FILE, 'utf8')) === source) return;
    console.error(`${file} differs from the served OpenAPI document: run \`npm run client:generate\``);
    process.exit(1);
  }
  await writeFile(SCHEMA_FILE, source);
  console.log(`wrote ${file}`);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
