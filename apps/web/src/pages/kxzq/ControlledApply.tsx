import type { ControlledAuth } from '@yaocai/domain';
import { ConfirmDialog } from '@yaocai/ui';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { useApplyForProgramme } from '../../data/use-kxzq';
import { useUser } from '../../data/use-user';
import { PrimaryButton, PrimaryLink } from '../../layout/page.styles';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Badge = styled.span<{ $tone: 'success' | 'warning' | 'error' | 'muted' }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.small};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.textMuted : theme.colors[$tone])};
`;

const Reason = styled.span`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const STATUS_BADGE = {
  region: { text: '区域授权', tone: 'success' },
  approved: { text: '已授权', tone: 'success' },
  pending: { text: '审核中', tone: 'warning' },
  rejected: { text: '未通过', tone: 'error' },
  none: { text: '未授权', tone: 'muted' },
} as const;

/** The company's standing for a programme as a small badge (区域授权, 已授权, 审核中, 未通过, 未授权). */
export function AuthBadge({ auth }: { auth: ControlledAuth }) {
  const badge = STATUS_BADGE[auth.auth_status];
  return <Badge $tone={badge.tone}>{badge.text}</Badge>;
}

interface ControlledApplyProps {
  /** The programme's title, named in the confirmation. */
  title: string;
  /** What to apply for: the programme's url, or a product of it (the detail page). */
  target: { url: string } | { goods_id: number };
  auth: ControlledAuth;
}

/**
 * The apply flow of controlled sale: 申请授权 (or 重新申请 after a rejection, with its reason) asks for
 * confirmation, then applies; 审核中 while pending; nothing once authorised; 登录后申请 for visitors.
 */
export function ControlledApply({ title, target, auth }: ControlledApplyProps) {
  const apply = useApplyForProgramme();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const { signedIn } = useUser();

  if (!signedIn) {
    const back = encodeURIComponent(location.pathname + location.search);
    return <PrimaryLink to={`/login?redirect=${back}`}>登录后申请</PrimaryLink>;
  }
  if (auth.is_authorised === 1) return null;
  if (auth.auth_status === 'pending') {
    return (
      <PrimaryButton type="button" disabled>
        审核中
      </PrimaryButton>
    );
  }
  const rejected = auth.auth_status === 'rejected';
  return (
    <Row>
      {rejected && (
        <Reason role="note">申请未通过{auth.application?.note ? `：${auth.application.note}` : ''}</Reason>
      )}
      <PrimaryButton type="button" disabled={apply.pending} onClick={() => setOpen(true)}>
        {rejected ? '重新申请' : '申请授权'}
      </PrimaryButton>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="申请控销授权"
        description={`确认申请「${title}」的控销授权？审核通过后即可采购该计划内的商品。`}
        confirmText="提交申请"
        onConfirm={() => void apply.run(target)}
      />
    </Row>
  );
}
