import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { taskQueue, WORKFLOWS } from '@sgs/contracts';
import { deliveryWorkflowIds, type SendEmailInput } from '@sgs/contracts/delivery';
import type { DispatchConfig } from './outbox';

/** Starts the durable send of one outbox email (workflow email:<id>); "already started" is a normal outcome. */
export async function startEmailDelivery(client: Client, cfg: DispatchConfig, emailId: string): Promise<boolean> {
  const input: SendEmailInput = { emailId, retryInitialMs: cfg.mailRetryInitialMs, maxAttempts: cfg.mailMaxAttempts };
  try {
    await client.workflow.start(WORKFLOWS.sendEmail, {
      taskQueue: taskQueue('delivery', cfg.prefix),
      workflowId: deliveryWorkflowIds.sendEmail(emailId),
      args: [input],
      workflowIdReusePolicy: 'REJECT_DUPLICATE',
    });
    return true;
  } catch (err) {
    if (err instanceof WorkflowExecutionAlreadyStartedError) return false;
    throw err;
  }
}
