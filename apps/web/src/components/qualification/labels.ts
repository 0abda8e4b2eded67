import type { ReviewStatus } from '@yaocai/domain';

/**
 * A company's review in words (the contract's CERTIFICATE_STATE_LABELS has the same three): kept here so that
 * a page showing only the label does not pull the contract's schemas into its chunk.
 */
export const REVIEW_TEXT: Record<ReviewStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};
