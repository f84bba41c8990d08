import { ActivityFailure, ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { SendEmailInput } from '@sgs/contracts/delivery';
import { FAILURE_TYPES } from '@sgs/contracts/temporal';
import type { EmailActivities, EmailOutcome } from '@sgs/activities';

const quick = proxyActivities<EmailActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds' },
});

/** Sends one outbox email (id email:<emailId>), retrying SMTP failures with backoff; gives up as `failed`. */
export async function sendEmail(input: SendEmailInput): Promise<EmailOutcome | 'failed'> {
  const smtp = proxyActivities<EmailActivities>({
    startToCloseTimeout: '2 minutes',
    heartbeatTimeout: '10 seconds',
    retry: {
      initialInterval: input.retryInitialMs,
      backoffCoefficient: 2,
      maximumInterval: '1 hour',
      maximumAttempts: input.maxAttempts,
      nonRetryableErrorTypes: [FAILURE_TYPES.PermanentMailError],
    },
  });
  try {
    return await smtp.deliverEmail(input.emailId);
  } catch (err) {
    if (!(err instanceof ActivityFailure)) throw err;
    const cause = err.cause instanceof ApplicationFailure ? err.cause.message : err.message;
    await quick.markEmailFailed(input.emailId, cause);
    return 'failed';
  }
}
