import type { EmailStatus } from '@sgs/contracts';
import type { BusinessCategory } from './types';

export type ReviewPause = 'manual' | 'email_missing' | 'internal_origin';
export interface ResearchOutcome {
  found: boolean;
  businessName: string;
  businessCategory: BusinessCategory;
  emailStatus: EmailStatus;
  /** why the build waits in research_review, or null to auto-advance */
  pause: ReviewPause | null;
}

/** Spec 3.1 / 6.5: when research pauses for review instead of advancing. */
export function pauseReason(
  site: { reviewMode: string; origin: string; allowMissingEmail: boolean },
  status: EmailStatus,
): ReviewPause | null {
  if (site.origin === 'internal') return 'internal_origin';
  if (site.reviewMode === 'manual') return 'manual';
  if (status === 'missing' && !site.allowMissingEmail) return 'email_missing';
  return null;
}
