// The model-driven revision agent against local OpenAI-compatible servers: one that refuses `tool_choice`
// (vLLM without auto tool choice) and one with no `tools` at all (llama.cpp server without --jinja), where
// the agent's tool calls travel as JSON text. Both reach the same edit.
import { createLlm } from '@sgs/llm';
import { SAMPLE_BUSINESSES, writeDocumentDeterministic } from '@sgs/site-kit';
import { runLlmAgent } from '../src/llm-agent';
import { startFakeChat, type ChatRequest, type Lacking } from '../../../test/helpers/fake-chat';

const doc = writeDocumentDeterministic(SAMPLE_BUSINESSES.plumber);
const cfg = (url: string) => ({
  OPENAI_API_KEY: 'local',
  OPENAI_BASE_URL: url,
  OPENAI_MODEL: 'qwen2.5-7b-instruct',
  LLM_TIMEOUT_MS: 10_000,
});
const turns = (req: ChatRequest) => req.messages.filter((m) => m.role === 'assistant').length;

it.each<[string, Lacking[]]>([
  ['a server without tool_choice', ['tool_choice']],
  ['a server without tools', ['tools']],
])('edits the site through %s', async (_name, lacks) => {
  const fake = await startFakeChat(
    (req) => {
      if (turns(req) > 0) return { content: 'Changed the phone number to (217) 555-0100.' };
      // Native tool calls when the server takes tools; else the JSON text the system prompt asks for.
      return req.tools
        ? { tool_calls: [{ name: 'set_phone', args: { phone: '(217) 555-0100' } }] }
        : { content: '{"tool_calls":[{"name":"set_phone","arguments":{"phone":"(217) 555-0100"}}]}' };
    },
    { lacks },
  );
  try {
    const result = await runLlmAgent(createLlm(cfg(fake.url))!, {
      prompt: 'Change our phone number to (217) 555-0100',
      doc,
      maxIterations: 3,
      typecheck: () => Promise.resolve([]),
    });
    expect(result).toMatchObject({
      kind: 'changed',
      calls: [{ name: 'set_phone', args: { phone: '(217) 555-0100' } }],
      summary: 'Changed the phone number to (217) 555-0100.',
      iterations: 2,
      toolBreakdown: { set_phone: 1 },
    });
    expect(fake.refused.length).toBeGreaterThanOrEqual(1);
    expect(fake.calls).toHaveLength(2);
    // The model is told the site's language.
    expect(fake.calls[0]!.messages.find((m) => m.role === 'user')!.content).toContain('Site language: en (English)');
    if (lacks.includes('tools')) expect(fake.calls[1]!.messages.at(-1)!.content).toMatch(/^Result of .*: ok$/);
  } finally {
    await fake.close();
  }
});
