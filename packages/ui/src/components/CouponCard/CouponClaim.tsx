import { Button } from '../Button/Button';
import { ClaimRow, Left } from './CouponCard.styles';

/** The coupon centre's states: 立即领取, 已领取 (the buyer holds its limit), 已抢光, or not open to this buyer. */
export type CouponClaimState = 'claimable' | 'claimed' | 'sold_out' | 'unavailable';

export interface CouponClaimProps {
  state: CouponClaimState;
  /** Left to claim; null or absent when the coupon has no total. */
  remaining?: number | null;
  /** Why it cannot be claimed (state unavailable), e.g. 仅限新用户领取. */
  reason?: string;
  /** The claim is on its way: the button is busy. @default false */
  pending?: boolean;
  onClaim?: () => void;
}

const LABELS: Record<CouponClaimState, string> = {
  claimable: '立即领取',
  claimed: '已领取',
  sold_out: '已抢光',
  unavailable: '暂不可领',
};

/** The claim row of a coupon in the centre: how many are left and the button. */
export function CouponClaim({ state, remaining, reason, pending = false, onClaim }: CouponClaimProps) {
  return (
    <ClaimRow>
      <Left>{typeof remaining === 'number' ? `剩余${remaining}张` : '不限量'}</Left>
      {state === 'unavailable' && reason ? <Left>{reason}</Left> : null}
      <Button
        size="sm"
        variant={state === 'claimable' ? 'primary' : 'secondary'}
        disabled={state !== 'claimable'}
        loading={pending}
        onClick={onClaim}
      >
        {pending ? '领取中…' : LABELS[state]}
      </Button>
    </ClaimRow>
  );
}
