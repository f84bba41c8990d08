// Typecheck only (not part of the bundle): the workflows the worker registers are exactly the contract's
// WorkflowArgs, each taking the arguments its starters send (WORKFLOWS in @sgs/contracts/temporal).
import type { WorkflowArgs, WorkflowOf, WorkflowType } from '@sgs/contracts/temporal';
import type * as registered from './index';

type Registered = typeof registered;
type Implements<T extends { [K in WorkflowType]: WorkflowOf<K> }> = T;
type NoneUnlisted<T extends never> = T;

export type WorkflowsImplementContract = Implements<Registered>;
export type EveryWorkflowListed = NoneUnlisted<Exclude<keyof Registered, keyof WorkflowArgs>>;
