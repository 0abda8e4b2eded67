/*
 * A company's qualification review in two stages (issue #26 §2, docs/console.md "两级审核"), as the leading B2B
 * pharma platforms run it: 初审 (the documents match the typed fields) and then 质量审核 (the quality manager's
 * sign-off, GSP). The company is approved only when both have passed; a rejection at either stage goes back to
 * the buyer with its reason, and the next round starts again at 初审. Zod-free: the console prints these labels.
 */

import type { ReviewStatus } from './print/account-labels';

export const REVIEW_STAGES = ['first', 'quality'] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];
export const REVIEW_STAGE_LABELS: Record<ReviewStage, string> = {
  first: '待初审',
  quality: '待质量审核',
};

/** The steps of a company's review history (company_review_events.step). */
export const REVIEW_STEPS = ['submitted', 'first_passed', 'approved', 'rejected', 'scope_changed'] as const;
export type ReviewStep = (typeof REVIEW_STEPS)[number];

/** A step's words; a rejection is named by the stage it happened at (none: an approval taken back). */
export function reviewStepLabel(step: ReviewStep, stage: ReviewStage | null): string {
  switch (step) {
    case 'submitted':
      return '提交审核';
    case 'first_passed':
      return '初审通过';
    case 'approved':
      return '质量审核通过，企业审核通过';
    case 'scope_changed':
      return '经营范围变更';
    case 'rejected':
      return stage === 'first' ? '初审驳回' : stage === 'quality' ? '质量审核驳回' : '撤销审核通过';
  }
}

/**
 * The stage a company waits at: pending without a passed first review → 初审; pending with one → 质量审核;
 * an approved or rejected company waits at none (a rejected one goes back to 初审 when it is reviewed again).
 */
export function pendingStage(status: ReviewStatus, firstReviewer: string | null): ReviewStage | null {
  if (status !== 'pending') return null;
  return firstReviewer === null ? 'first' : 'quality';
}

export const ReviewStageMessages = {
  firstFirst: '该企业尚未通过初审，请先完成初审',
  firstDone: '该企业已通过初审，正等待质量审核',
  approved: '该企业已审核通过',
  sameOperator: '初审与质量审核须由不同的审核员完成，您已做过该企业的初审',
} as const;

/**
 * Four-eyes rule: the quality review is refused to the operator who passed the first review of the same
 * round (`null`: allowed). Compared by username, the audit trail's name for an operator.
 */
export function qualityReviewRefusal(firstReviewer: string | null, operator: string): string | null {
  if (firstReviewer === null) return ReviewStageMessages.firstFirst;
  if (firstReviewer === operator) return ReviewStageMessages.sameOperator;
  return null;
}
