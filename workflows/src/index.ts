// The workflow barrel: this file is the worker's workflowsPath. Deterministic code only.
export { siteBuild } from './site-build';
