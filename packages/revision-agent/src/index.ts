// The revision agent (no Temporal, no database): the typed document tools, the rule-based agent used without a
// model, and the model agent over the same tools. activities/src/revisions holds the Temporal glue around it.
export { replay, runTool, type ToolCall } from './tools';
/** What replay throws when a logged change no longer applies to a newer document. */
export { DocumentOperationError } from '@sgs/site-kit';
export { ModelCallError, runLlmAgent, unverifiedClaims } from './llm-agent';
export { planRuleRevision, planRuleRevisionWithReplies, type Reply } from './rules';
export { requestLanguage } from './rules/languages';
export type { AgentResult } from './outcome';
