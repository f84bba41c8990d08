// The revision agent (no Temporal, no database): the typed document tools, the rule-based agent used without a
// model, and the model agent over the same tools. activities/src/revisions holds the Temporal glue around it.
export { replay, runTool, type ToolCall } from './tools';
export { ModelCallError, runLlmAgent } from './llm-agent';
export { planRuleRevision } from './rules';
export type { AgentResult } from './outcome';
