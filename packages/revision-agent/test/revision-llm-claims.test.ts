// The model agent's claims are checked against the document diff: a summary that claims a change the document
// does not show, or a "change" that leaves the document as it was, fails the revision (nothing to publish).
import { createLlm } from '@sgs/llm';
import { SAMPLE_BUSINESSES, writeDocumentDeterministic } from '@sgs/site-kit';
import { runLlmAgent } from '../src/llm-agent';
import { startFakeChat, type ChatRequest, type ChatReply } from '../../../test/helpers/fake-chat';

const doc = writeDocumentDeterministic(SAMPLE_BUSINESSES.plumber);
// The owner's own words carry the phone in another format.
doc.business.description = `${doc.business.description} Call 217.555.0142 any time.`;
const turns = (req: ChatRequest) => req.messages.filter((m) => m.role === 'assistant').length;

async function run(script: ChatReply[]) {
  const fake = await startFakeChat((req) => script[Math.min(turns(req), script.length - 1)]!);
  try {
    const llm = createLlm({
      OPENAI_API_KEY: 'local',
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: 'qwen2.5-7b-instruct',
      LLM_TIMEOUT_MS: 10_000,
    })!;
    return await runLlmAgent(llm, {
      prompt: 'Change our phone number to (217) 555-0100. Also mention we are closed on Christmas Day.',
      doc,
      maxIterations: 4,
      typecheck: () => Promise.resolve([]),
    });
  } finally {
    await fake.close();
  }
}

it('fails a revision whose summary claims a change the document does not show', async () => {
  const result = await run([
    { tool_calls: [{ name: 'set_phone', args: { phone: '(217) 555-0100' } }] },
    { content: 'Changed the phone number to (217) 555-0100.\nAdded a note: "Closed on Christmas Day".' },
  ]);
  expect(result).toMatchObject({ kind: 'failed', reason: 'unverified_change' });
  expect(result.kind === 'failed' && result.detail).toMatch(/closed on christmas day/i);
});

it('fails a revision that claims changes but leaves the document as it was', async () => {
  const result = await run([
    { tool_calls: [{ name: 'set_phone', args: { phone: doc.business.phone! } }] },
    { content: `Changed the phone number to ${doc.business.phone!}.` },
  ]);
  expect(result).toMatchObject({ kind: 'clarification' });
});

it('completes when every claim is on the revised site, rewriting old copies of a changed fact', async () => {
  const result = await run([
    {
      tool_calls: [{ name: 'set_phone', args: { phone: '(217) 555-0100' } }],
    },
    { content: 'Changed the phone number to (217) 555-0100.' },
  ]);
  expect(result).toMatchObject({ kind: 'changed' });
  const calls = result.kind === 'changed' ? result.calls : [];
  expect(calls.at(-1)).toMatchObject({ name: 'set_text', args: { path: 'business.description' } });
  expect(String(calls.at(-1)!.args.value)).toMatch(/Call \(217\) 555-0100 any time\.$/);
});
