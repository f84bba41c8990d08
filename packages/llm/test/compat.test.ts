// The adapter against local OpenAI-compatible servers that lack `tool_choice`, `tools` or JSON-schema mode:
// the fake answers those parameters exactly as vLLM and llama.cpp server do, and the adapter falls back
// (and remembers), digs JSON out of prose and code fences, and reads tool calls written as text.
import { z } from 'zod';
import type OpenAI from 'openai';
import { createLlm, extractJson, unsupportedFeature } from '../src';
import { startFakeChat, LOCAL_SERVER_REFUSALS } from '../../../test/helpers/fake-chat';

const cfg = (url: string) => ({
  OPENAI_API_KEY: 'sk-local',
  OPENAI_BASE_URL: url,
  OPENAI_MODEL: 'llama-3.1-8b-instruct',
  LLM_TIMEOUT_MS: 10_000,
});
const Answer = z.object({ headline: z.string().min(1) });
const TOOLS: OpenAI.ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'set_phone',
      description: 'Change the phone number.',
      parameters: { type: 'object', properties: { phone: { type: 'string' } }, required: ['phone'] },
    },
  },
];
const system = { role: 'system' as const, content: 'You edit a site.' };
const user = { role: 'user' as const, content: 'Request: change the phone to 555-0100' };

it('falls back from JSON-schema mode to json_object on a server without it, once, and reads fenced JSON', async () => {
  const fake = await startFakeChat(() => ({ content: 'Here you go:\n```json\n{"headline": "Fresh bread"}\n```' }), {
    lacks: ['json_schema'],
  });
  try {
    const llm = createLlm(cfg(fake.url))!;
    const out = await llm.generate({ name: 'hero', schema: Answer, system: 'You write copy.', user: 'Bakery' });
    expect(out.data).toEqual({ headline: 'Fresh bread' });
    expect(fake.refused.map((r) => r.response_format?.type)).toEqual(['json_schema']);
    expect(fake.calls[0]!.response_format).toEqual({ type: 'json_object' });
    // The schema moves into the prompt when the server cannot enforce it.
    expect(fake.calls[0]!.messages[0]!.content).toContain('"headline"');
    expect(llm.capabilities).toMatchObject({ jsonSchema: false, jsonObject: true });
    await llm.generate({ name: 'hero', schema: Answer, system: 's', user: 'u' });
    expect(fake.refused).toHaveLength(1); // remembered: the second call goes straight to json_object
  } finally {
    await fake.close();
  }
});

it('drops response_format entirely on a server with no JSON mode and parses JSON from prose', async () => {
  const fake = await startFakeChat(() => ({ content: 'Sure! {"headline": "Open late on Fridays"} Hope that helps.' }), {
    lacks: ['response_format'],
  });
  try {
    const llm = createLlm(cfg(fake.url))!;
    const out = await llm.generate({ name: 'hero', schema: Answer, system: 's', user: 'u' });
    expect(out.data.headline).toBe('Open late on Fridays');
    expect(fake.calls.every((c) => c.response_format === undefined)).toBe(true);
    expect(llm.capabilities).toMatchObject({ jsonSchema: false, jsonObject: false });
  } finally {
    await fake.close();
  }
});

it('retries without tool_choice on a vLLM-style refusal and keeps native tool calls', async () => {
  const fake = await startFakeChat(() => ({ tool_calls: [{ name: 'set_phone', args: { phone: '555-0100' } }] }), {
    lacks: ['tool_choice'],
  });
  try {
    const llm = createLlm(cfg(fake.url))!;
    const turn = await llm.toolTurn({ messages: [system, user], tools: TOOLS });
    expect(turn.toolCalls).toEqual([{ id: expect.any(String), name: 'set_phone', arguments: '{"phone":"555-0100"}' }]);
    expect(fake.refused).toHaveLength(1);
    expect(fake.calls[0]!.tool_choice).toBeUndefined();
    expect(fake.calls[0]!.tools).toHaveLength(1);
    expect(turn.usage.tokensIn).toBe(1000);
  } finally {
    await fake.close();
  }
});

it('speaks tool calls as JSON text to a server without tools (llama.cpp without --jinja)', async () => {
  const fake = await startFakeChat(
    (_req, n) =>
      n === 1
        ? { content: '{"tool_calls":[{"name":"set_phone","arguments":{"phone":"555-0100"}}]}' }
        : { content: 'Changed the phone number.' },
    { lacks: ['tools'] },
  );
  try {
    const llm = createLlm(cfg(fake.url))!;
    const first = await llm.toolTurn({ messages: [system, user], tools: TOOLS });
    expect(first.toolCalls).toEqual([{ id: expect.any(String), name: 'set_phone', arguments: '{"phone":"555-0100"}' }]);
    expect(first.content).toBeNull();
    expect(llm.capabilities).toMatchObject({ tools: false, toolChoice: false });
    // The tool catalogue is in the system prompt; no tools parameter is sent.
    expect(fake.calls[0]!.tools).toBeUndefined();
    expect(fake.calls[0]!.messages[0]!.content).toContain('set_phone');
    const call = first.toolCalls[0]!;
    const second = await llm.toolTurn({
      messages: [
        system,
        user,
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } }],
        },
        { role: 'tool', tool_call_id: call.id, content: 'ok' },
      ],
      tools: TOOLS,
    });
    expect(second).toMatchObject({ content: 'Changed the phone number.', toolCalls: [] });
    // The earlier call and its result travel as text the server can take.
    const sent = fake.calls[1]!.messages;
    expect(sent.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent[2]!.content).toBe('{"tool_calls":[{"name":"set_phone","arguments":{"phone":"555-0100"}}]}');
    expect(sent[3]!.content).toBe(`Result of ${call.id}: ok`);
  } finally {
    await fake.close();
  }
});

it('reads a tool call a model wrote in its text even when tools are supported (Ollama habit)', async () => {
  const fake = await startFakeChat(() => ({
    content: '```json\n{"name": "set_phone", "arguments": {"phone": "555-0100"}}\n```',
  }));
  try {
    const llm = createLlm(cfg(fake.url))!;
    const turn = await llm.toolTurn({ messages: [system, user], tools: TOOLS });
    expect(turn.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([
      ['set_phone', { phone: '555-0100' }],
    ]);
    // Text naming no known tool stays text.
    expect(llm.capabilities.tools).toBe(true);
  } finally {
    await fake.close();
  }
});

it('does not mistake other upstream errors for a missing feature', async () => {
  expect(
    unsupportedFeature({ status: 400, message: '400 This model maximum context length is 8192 tokens' }),
  ).toBeNull();
  expect(unsupportedFeature({ status: 401, message: 'tools are not supported for your key' })).toBeNull();
  for (const [feature, r] of Object.entries(LOCAL_SERVER_REFUSALS))
    expect([feature, unsupportedFeature({ status: r.status, message: JSON.stringify(r.body), error: r.body })]).toEqual(
      [
        feature,
        { tool_choice: 'toolChoice', tools: 'tools', json_schema: 'jsonSchema', response_format: 'jsonObject' }[
          feature
        ],
      ],
    );
  expect(extractJson('prefix {"a": "}"} suffix')).toEqual({ a: '}' });
  expect(() => extractJson('no json here')).toThrow(SyntaxError);
});
