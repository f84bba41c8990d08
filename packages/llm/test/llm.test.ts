import { z } from 'zod';
import { createLlm, LlmOutputError } from '../src';
import { startFakeOpenAI } from './fake-openai';

const cfg = (url: string) => ({
  OPENAI_API_KEY: 'sk-test',
  OPENAI_BASE_URL: url,
  OPENAI_MODEL: 'gpt-4o-mini',
  LLM_TIMEOUT_MS: 5000,
});
const Answer = z.object({ headline: z.string().min(1), points: z.array(z.string()) });

it('is absent without a key', () => {
  expect(createLlm({ OPENAI_BASE_URL: 'http://x', OPENAI_MODEL: 'm', LLM_TIMEOUT_MS: 1 })).toBeNull();
});

it('sends a chat completion with a JSON schema and returns validated data and usage', async () => {
  const fake = await startFakeOpenAI(() => ({
    content: JSON.stringify({ headline: 'Fresh bread daily', points: ['a'] }),
  }));
  try {
    const llm = createLlm(cfg(fake.url))!;
    const out = await llm.generate({ name: 'hero', schema: Answer, system: 'You write copy.', user: 'Bakery' });
    expect(out.data).toEqual({ headline: 'Fresh bread daily', points: ['a'] });
    // gpt-4o-mini: 1000 x 0.15 + 200 x 0.6 micro-USD
    expect(out.usage).toEqual({ tokensIn: 1000, tokensOut: 200, costMicroUsd: 270 });
    const call = fake.calls[0]!;
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.headers.authorization).toBe('Bearer sk-test');
    expect(call.body.model).toBe('gpt-4o-mini');
    expect(call.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'hero', schema: { type: 'object' } },
    });
  } finally {
    await fake.close();
  }
});

it('retries once with the validation problem, then gives up with the usage spent', async () => {
  const fake = await startFakeOpenAI((_c, n) => ({ content: n === 1 ? '{"headline": ""}' : 'not json' }));
  try {
    const llm = createLlm(cfg(fake.url))!;
    const err = await llm.generate({ name: 'hero', schema: Answer, system: 's', user: 'u' }).catch((e) => e);
    expect(err).toBeInstanceOf(LlmOutputError);
    expect((err as LlmOutputError).usage.tokensIn).toBe(2000);
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]!.body.messages.at(-1)!.content).toMatch(/invalid/);
  } finally {
    await fake.close();
  }
});
