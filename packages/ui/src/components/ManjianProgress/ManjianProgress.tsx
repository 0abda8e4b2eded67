import { yuanToFen } from '@yaocai/domain/money';
import { formatYuan, isZeroYuan } from '@yaocai/domain/print';
import { useId } from 'react';
import {
  Activity,
  Bar,
  Empty,
  Figures,
  Hint,
  Reached,
  Root,
  Tier,
  Tiers,
  Title,
} from './ManjianProgress.styles';

/** One tier of a full-amount activity: spend `amount`, save `reduction` (yuan strings, "1000.00"). */
export interface ManjianTierView {
  amount: string;
  reduction: string;
  /** The eligible total reaches this tier (wire `status` 1). */
  reached: boolean;
}

/** One full-amount (满减) activity as the server priced it (wire `activity_data.manjians[]`). */
export interface ManjianActivity {
  id: number | string;
  /** e.g. 全场满1000减50. */
  title: string;
  /** The coupon-eligible selected total the tiers are measured on, yuan string. */
  eligibleTotal: string;
  /** The reduction the selection earns now, yuan string ("0.00" when none). */
  discount: string;
  /** The tiers in the server's order: reached tiers first (spec §4). */
  tiers: ManjianTierView[];
  /** Ready text to the next tier, e.g. 再买¥120.00，可享满¥1000.00减¥50.00; null when every tier is reached. */
  nextHint: string | null;
}

export interface ManjianProgressProps {
  /** The activities the cart's lines take part in. */
  activities: ManjianActivity[];
  /** Accessible name of the block. @default '满减活动' */
  label?: string;
  /** Shown when no line takes part in an activity. @default '当前商品暂无满减活动' */
  emptyText?: string;
}

/** How far the eligible total has come towards the first tier not reached, 0–100; 100 when all are. */
function progressPercent(activity: ManjianActivity): number {
  const next = activity.tiers.find((tier) => !tier.reached);
  if (!next) return 100;
  const target = yuanToFen(next.amount);
  if (target <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((yuanToFen(activity.eligibleTotal) * 100) / target)));
}

/**
 * The full-amount activities of the cart (spec §4): each with its tiers in the server's order (reached
 * first, marked 已达成), the eligible total, the discount earned and the ready hint to the next tier.
 * Which tier is reached is the pricing engine's call; this only shows it.
 */
export function ManjianProgress({
  activities,
  label = '满减活动',
  emptyText = '当前商品暂无满减活动',
}: ManjianProgressProps) {
  const baseId = useId();
  if (activities.length === 0) {
    return (
      <Root data-ui="ManjianProgress" data-state="empty" aria-label={label}>
        <Empty>{emptyText}</Empty>
      </Root>
    );
  }
  return (
    <Root data-ui="ManjianProgress" aria-label={label}>
      {activities.map((activity) => {
        const titleId = `${baseId}-${activity.id}`;
        return (
          <Activity key={activity.id} aria-labelledby={titleId}>
            <Title id={titleId}>{activity.title}</Title>
            <Tiers aria-label={`${activity.title}档位`}>
              {activity.tiers.map((tier) => (
                <Tier key={tier.amount} data-state={tier.reached ? 'reached' : 'pending'}>
                  满{formatYuan(tier.amount)}减{formatYuan(tier.reduction)}
                  {tier.reached && <Reached>已达成</Reached>}
                </Tier>
              ))}
            </Tiers>
            <Bar aria-hidden="true" style={{ '--progress': `${progressPercent(activity)}%` } as object} />
            <Figures>
              <span>活动商品合计 {formatYuan(activity.eligibleTotal)}</span>
              <span>
                {isZeroYuan(activity.discount) ? '暂未减免' : `已减 ${formatYuan(activity.discount)}`}
              </span>
            </Figures>
            {/* Announced politely as the buyer changes quantities or the selection. */}
            <Hint role="status">{activity.nextHint ?? '已享最高档满减优惠'}</Hint>
          </Activity>
        );
      })}
    </Root>
  );
}
