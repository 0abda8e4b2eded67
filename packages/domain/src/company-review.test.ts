import { describe, expect, it } from 'vitest';
import { pendingStage, qualityReviewRefusal, ReviewStageMessages, reviewStepLabel } from './company-review';

describe('the two-stage company review', () => {
  it('waits at 初审 until someone passes it, then at 质量审核; approved and rejected wait at neither', () => {
    expect(pendingStage('pending', null)).toBe('first');
    expect(pendingStage('pending', 'shenhe')).toBe('quality');
    expect(pendingStage('approved', 'shenhe')).toBeNull();
    expect(pendingStage('rejected', null)).toBeNull();
  });

  it('refuses the quality review to the operator who passed the first review, and before any first review', () => {
    expect(qualityReviewRefusal('shenhe', 'shenhe')).toBe(ReviewStageMessages.sameOperator);
    expect(qualityReviewRefusal(null, 'zhiliang')).toBe(ReviewStageMessages.firstFirst);
    expect(qualityReviewRefusal('shenhe', 'zhiliang')).toBeNull();
  });

  it('names a rejection by the stage it happened at', () => {
    expect(reviewStepLabel('rejected', 'first')).toBe('初审驳回');
    expect(reviewStepLabel('rejected', 'quality')).toBe('质量审核驳回');
    expect(reviewStepLabel('rejected', null)).toBe('撤销审核通过');
  });
});
