import type { LlmUsage } from '@sgs/llm';
import type { ToolCall } from './tools';

interface Common {
  iterations: number;
  usage: LlmUsage;
  /** tool name -> calls (site.revision_complete `tool_breakdown`) */
  toolBreakdown: Record<string, number>;
}

/** What the agent decided; plain JSON, it travels through the workflow. */
export type AgentResult = Common &
  (
    | { kind: 'changed'; calls: ToolCall[]; summary: string }
    | { kind: 'clarification'; question: string; context: string }
    | { kind: 'out_of_scope'; reason: string; suggestion: string }
    | { kind: 'failed'; reason: string; detail: string }
  );
