import {
  SCHEDULE_ACTION_LABELS,
  type ScheduleAction,
  type ScheduledStatus,
  scheduleRefusal,
} from '@yaocai/domain';
import { Button, ConfirmDialog } from '@yaocai/ui';
import { styled } from 'styled-components';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const ACTIONS: readonly ScheduleAction[] = ['pause', 'resume', 'end'];

export interface ScheduleActionsProps {
  /** What the buttons name (「春季促销」). */
  title: string;
  status: ScheduledStatus;
  /** What ending means for this kind of thing, said in the confirmation. */
  endWarning: string;
  pending: boolean;
  /** An edit button shown before the status buttons while the thing has not ended. */
  onEdit?: () => void;
  onAction: (action: ScheduleAction) => void;
}

/**
 * 编辑 / 暂停 / 恢复 / 结束 for what operators schedule (全场折扣, 活动页): only the changes the domain rule
 * (`scheduleRefusal`) allows from this state; ending asks first, it cannot be undone.
 */
export function ScheduleActions({
  title,
  status,
  endWarning,
  pending,
  onEdit,
  onAction,
}: ScheduleActionsProps) {
  const allowed = ACTIONS.filter((action) => scheduleRefusal(status, action) === '');
  return (
    <Row>
      {onEdit && status !== 'ended' && (
        <Button size="sm" variant="secondary" aria-label={`编辑 ${title}`} onClick={onEdit}>
          编辑
        </Button>
      )}
      {allowed.map((action) => {
        const label = SCHEDULE_ACTION_LABELS[action];
        const button = (
          <Button
            key={action}
            size="sm"
            variant={action === 'end' ? 'danger' : 'secondary'}
            aria-label={`${label} ${title}`}
            disabled={pending}
            onClick={action === 'end' ? undefined : () => onAction(action)}
          >
            {label}
          </Button>
        );
        return action === 'end' ? (
          <ConfirmDialog
            key={action}
            trigger={button}
            title={`结束「${title}」？`}
            description={endWarning}
            confirmText="结束"
            onConfirm={() => onAction('end')}
          />
        ) : (
          button
        );
      })}
    </Row>
  );
}
