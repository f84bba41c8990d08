import fs from 'node:fs';
import path from 'node:path';
import { envSchema, loadEnv } from '../src';

it('documents every environment variable in docs/configuration.md', () => {
  const doc = fs.readFileSync(path.resolve(__dirname, '../../../docs/configuration.md'), 'utf8');
  const missing = Object.keys(envSchema.shape).filter((k) => !doc.includes(`\`${k}\``));
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

it('strips a trailing slash from base URLs once, here', () => {
  const env = loadEnv({
    PUBLIC_BASE_URL: 'https://api.example.com/',
    DASHBOARD_URL: 'https://app.example.com//',
    DASHBOARD_API_URL: 'http://127.0.0.1:3000/',
    OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel:4318/',
    OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
  });
  expect([
    env.PUBLIC_BASE_URL,
    env.DASHBOARD_URL,
    env.DASHBOARD_API_URL,
    env.OTEL_EXPORTER_OTLP_ENDPOINT,
    env.OPENAI_BASE_URL,
  ]).toEqual([
    'https://api.example.com',
    'https://app.example.com',
    'http://127.0.0.1:3000',
    'http://otel:4318',
    'http://127.0.0.1:11434/v1',
  ]);
  expect(loadEnv({}).PUBLIC_BASE_URL).toBe('http://localhost:3000');
});
