import fs from 'node:fs';
import path from 'node:path';
import { envSchema, loadEnv } from '../src';

it('documents every environment variable in README.md', () => {
  const readme = fs.readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');
  const missing = Object.keys(envSchema.shape).filter((k) => !readme.includes(`\`${k}\``));
  expect(missing).toEqual([]);
});

it('names the variable when a value is invalid', () => {
  expect(() => loadEnv({ GATEWAY_PORT: 'eighty' })).toThrow(/GATEWAY_PORT/);
});

it('refuses loopback URLs in production', () => {
  expect(() => loadEnv({ NODE_ENV: 'production', ALLOW_LOOPBACK_URLS: 'true' })).toThrow(
    /ALLOW_LOOPBACK_URLS cannot be enabled/,
  );
  expect(loadEnv({ NODE_ENV: 'production' }).ALLOW_LOOPBACK_URLS).toBe(false);
});
