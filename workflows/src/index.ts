// The workflow barrel: this file is the worker's workflowsPath. Deterministic code only.
export { siteBuild } from './site-build';
export { siteLifecycle } from './site-lifecycle';
export { siteThumbnail } from './site-thumbnail';
export { siteLanguage } from './site-language';
export { webhookDelivery } from './webhook-delivery';
export { sendEmail } from './send-email';
export { retentionCleanup, outboxSweep } from './maintenance';
export { domainActivation } from './domain-activation';
export { siteRevisions } from './site-revisions';
export { revision } from './revision';
