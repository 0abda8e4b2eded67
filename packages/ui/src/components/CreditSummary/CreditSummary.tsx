import { yuanToFen } from '@yaocai/domain/money';
import { formatYuan, isZeroYuan } from '@yaocai/domain/print';
import type { ReactNode } from 'react';
import { Bar, Billing, Figures, Meter, Overdue, Root, Title } from './CreditSummary.styles';

export interface CreditSummaryProps {
  /** 授信额度, yuan string; "0.00" when the company has no credit. */
  limit: string;
  /** 已用额度, yuan string. */
  used: string;
  /** 可用额度, yuan string (the server's: limit − used, less any hold). */
  available: string;
  /** Day of the month bills are drawn up (1–28). */
  billingDay: number;
  /** 逾期 amount, yuan string; above zero shows the warning. */
  overdue?: string;
  /** Shown with the overdue warning, e.g. a 立即还款 link made with the app's router. */
  repayAction?: ReactNode;
}

/**
 * A company's credit (账期, /zqgl): limit, used and available, the billing day, and an alert while
 * something is overdue. A meter shows the share of the limit in use; the figures are the server's.
 */
export function CreditSummary({
  limit,
  used,
  available,
  billingDay,
  overdue,
  repayAction,
}: CreditSummaryProps) {
  const limitFen = yuanToFen(limit);
  if (limitFen <= 0) {
    return (
      <Root data-ui="CreditSummary" aria-label="账期额度" data-state="none">
        <p role="status">未开通账期，请联系您的客户经理</p>
      </Root>
    );
  }
  // Whole percent, down, clamped: used above the limit (a lowered limit) still reads as full.
  const percent = Math.min(100, Math.max(0, Math.floor((yuanToFen(used) * 100) / limitFen)));
  const isOverdue = overdue !== undefined && !isZeroYuan(overdue);
  return (
    <Root data-ui="CreditSummary" aria-label="账期额度" data-state={isOverdue ? 'overdue' : undefined}>
      <Title>账期额度</Title>
      <Figures>
        <div>
          <dt>授信额度</dt>
          <dd>{formatYuan(limit)}</dd>
        </div>
        <div>
          <dt>已用额度</dt>
          <dd>{formatYuan(used)}</dd>
        </div>
        <div>
          <dt>可用额度</dt>
          <dd>{formatYuan(available)}</dd>
        </div>
      </Figures>
      <Meter
        role="meter"
        aria-label="已用额度占比"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`已用 ${percent}%`}
      >
        <Bar style={{ width: `${percent}%` }} data-state={isOverdue ? 'overdue' : undefined} />
      </Meter>
      <Billing>每月{billingDay}日出账</Billing>
      {isOverdue && (
        <Overdue role="alert">
          <span>逾期 {formatYuan(overdue)}，请尽快还款</span>
          {repayAction}
        </Overdue>
      )}
    </Root>
  );
}
