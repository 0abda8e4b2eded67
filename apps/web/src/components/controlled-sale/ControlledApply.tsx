import type { ControlledAuth } from '@yaocai/domain';
import { CONTROLLED_AUTH_LABELS, type ControlledAuthStatus } from '@yaocai/domain/print';
import { Button, ButtonLink, StatusBadge, type StatusTone } from '@yaocai/ui';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { useApplyForProgramme } from '../../data/use-kxzq';
import { useUser } from '../../data/use-user';
import { ConfirmDialogOnDemand } from '../../lib/on-demand-dialogs';
import { renderRouterLink } from '../../lib/render-link';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Reason = styled.span`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The tone of each controlled-sale standing (its text is domain's). */
const AUTH_TONES: Partial<Record<ControlledAuthStatus, StatusTone>> = {
  region: 'success',
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
};

/** The company's standing for a programme as a small badge (区域授权, 已授权, 审核中, 未通过, 未授权). */
export function AuthBadge({ auth }: { auth: ControlledAuth }) {
  return <StatusBadge status={auth.auth_status} labels={CONTROLLED_AUTH_LABELS} tones={AUTH_TONES} />;
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
  // The confirmation is mounted from the first 申请授权 on (its code loads then), and stays for the closing.
  const [asked, setAsked] = useState(false);
  const { signedIn } = useUser();

  if (!signedIn) {
    const back = encodeURIComponent(location.pathname + location.search);
    return (
      <ButtonLink href={`/login?redirect=${back}`} renderLink={renderRouterLink}>
        登录后申请
      </ButtonLink>
    );
  }
  if (auth.is_authorised === 1) return null;
  if (auth.auth_status === 'pending') {
    return <Button disabled>审核中</Button>;
  }
  const rejected = auth.auth_status === 'rejected';
  return (
    <Row>
      {rejected && (
        <Reason role="note">申请未通过{auth.application?.note ? `：${auth.application.note}` : ''}</Reason>
      )}
      <Button
        loading={apply.pending}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {rejected ? '重新申请' : '申请授权'}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialogOnDemand
            open={open}
            onOpenChange={setOpen}
            title="申请控销授权"
            description={`确认申请「${title}」的控销授权？审核通过后即可采购该计划内的商品。`}
            confirmText="提交申请"
            onConfirm={() => void apply.run(target)}
          />
        </Suspense>
      )}
    </Row>
  );
}
