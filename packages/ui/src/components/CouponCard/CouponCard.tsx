import { COUPON_STATUS_TEXT, formatYuan, isZeroYuan } from '@yaocai/domain/print';
import { type ReactNode, useId } from 'react';
import { formatDay, type Moment } from '../../internal/datetime';
import { Face, Info, Reason, Root, Select, Stamp, Terms, Value } from './CouponCard.styles';
import { CouponClaim, type CouponClaimProps } from './CouponClaim';

/** Spelled out for the published declarations, which carry no domain types; named by `COUPON_STATUS_TEXT`. */
export type CouponStatus = 'unused' | 'used' | 'expired';
const statusLabels: Record<CouponStatus, string> = COUPON_STATUS_TEXT;

export interface CouponCardProps {
  /** Amount off, yuan string, e.g. "50.00"; or give `discount`. */
  amount?: string;
  /** A rate instead of an amount, as the buyer reads it: "9.5" is 9.5折. */
  discount?: string;
  /** Spend needed, yuan string; "0.00" is 无门槛. */
  threshold: string;
  /**
   * What the coupon applies to, worded by the server (the wire's `scope_text`, domain's `couponScopeText`):
   * 全场通用, 限指定分类：抗感冒类, 限指定商品.
   */
  scopeText: string;
  /** The coupon's name, e.g. 新客专享券. */
  name?: string;
  /** First and last day of validity: server timestamps or ready text (or give `validDays`). */
  validFrom?: Moment;
  validTo?: Moment;
  /** Valid N days from claiming, instead of fixed dates (the coupon centre). */
  validDays?: number | null;
  /** A discount coupon's cap, yuan string: 最高减¥50.00; "0.00" or absent: none. */
  cap?: string;
  /** @default 'unused' */
  status?: CouponStatus;
  /** Given, the coupon can be chosen (checkout): a checkbox 使用此券. */
  onSelectedChange?: (selected: boolean) => void;
  /** Chosen for this order. @default false */
  selected?: boolean;
  /** Why it cannot be used on this order, e.g. 未满足使用条件; turns the choice off and says why. */
  unusableReason?: ReactNode;
  /** Given, the coupon is offered to claim (the coupon centre): what is left and 立即领取 / 已领取 / 已抢光. */
  claim?: CouponClaimProps;
}

/**
 * A coupon (/yhq, checkout): the amount or rate, its threshold and scope, the validity and the status.
 * Used and expired coupons are muted and stamped; in checkout it is chosen with a checkbox (the app
 * keeps at most one chosen) and says why one cannot be.
 */
export function CouponCard({
  amount,
  discount,
  threshold,
  scopeText,
  name,
  validFrom,
  validTo,
  validDays,
  cap,
  status = 'unused',
  onSelectedChange,
  selected = false,
  unusableReason,
  claim,
}: CouponCardProps) {
  const id = useId();
  const value = amount !== undefined ? formatYuan(amount) : `${discount}折`;
  const condition = isZeroYuan(threshold) ? '无门槛' : `满${formatYuan(threshold)}可用`;
  const title = `${name ?? '优惠券'} ${value} ${condition}`;
  const inactive = status !== 'unused';
  const unusable = inactive || Boolean(unusableReason);
  return (
    <Root
      data-ui="CouponCard"
      data-status={status}
      data-state={onSelectedChange ? (selected ? 'checked' : 'unchecked') : undefined}
      aria-label={title}
    >
      <Face>
        <Value>{value}</Value>
        <span>{condition}</span>
      </Face>
      <Info>
        {name && <strong>{name}</strong>}
        <Terms>{scopeText}</Terms>
        {cap && !isZeroYuan(cap) && <Terms>最高减{formatYuan(cap)}</Terms>}
        <Terms>
          {validDays
            ? `领取后${validDays}天内有效`
            : `有效期 ${validFrom === undefined ? '' : formatDay(validFrom)} 至 ${validTo === undefined ? '' : formatDay(validTo)}`}
        </Terms>
        {onSelectedChange && (
          <Select htmlFor={id}>
            <input
              type="checkbox"
              id={id}
              checked={selected && !unusable}
              disabled={unusable}
              aria-describedby={unusableReason ? `${id}-reason` : undefined}
              onChange={(event) => onSelectedChange(event.target.checked)}
            />
            使用此券
          </Select>
        )}
        {unusableReason && !inactive && <Reason id={`${id}-reason`}>{unusableReason}</Reason>}
        {claim && <CouponClaim {...claim} />}
      </Info>
      {!claim && <Stamp data-status={status}>{statusLabels[status]}</Stamp>}
    </Root>
  );
}
