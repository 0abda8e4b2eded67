import {
  type ReviewStage,
  type ReviewStep,
  reviewStepLabel,
  SCOPE_CATEGORY_LABELS,
  type ScopeCategory,
} from '@yaocai/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { companyReviewEvents } from '../db/schema/index';

/*
 * A company's review history (company_review_events): every review step writes one row in the step's own
 * transaction; the console's company page shows them as its 审核进度 timeline (issue #26 §2).
 */

export async function recordStep(
  tx: Executor,
  companyId: number,
  step: ReviewStep,
  { stage = null, actor = '', note = '' }: { stage?: ReviewStage | null; actor?: string; note?: string } = {},
): Promise<void> {
  await tx.insert(companyReviewEvents).values({ companyId, step, stage, actor, note });
}

/** A scope in words, for messages and the timeline: 化学药制剂、中成药. */
export const scopeWords = (scope: readonly ScopeCategory[]) =>
  scope.map((category) => SCOPE_CATEGORY_LABELS[category]).join('、') || '无';

/** The timeline, oldest first: what happened, who did it, when (ISO 8601), the reason or the change. */
export async function reviewTimeline(db: Db, companyId: number) {
  const rows = await db
    .select()
    .from(companyReviewEvents)
    .where(eq(companyReviewEvents.companyId, companyId))
    .orderBy(asc(companyReviewEvents.id));
  return rows.map((row) => ({
    id: row.id,
    step: row.step,
    stage: row.stage,
    label: reviewStepLabel(row.step, row.stage),
    actor: row.actor,
    note: row.note,
    at: row.at.toISOString(),
  }));
}
