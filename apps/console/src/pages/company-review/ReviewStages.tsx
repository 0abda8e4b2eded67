import { type ConsoleCompanyDetail, ReviewStageMessages, type ScopeCategory } from '@yaocai/domain';
import { Button, StatusTimeline, type TimelineStep } from '@yaocai/ui';
import { type ReactNode, useState } from 'react';
import type { Decision } from '../../data/use-review';
import { Actions } from './CertificateCard';
import { ScopeChoice } from './ScopeChoice';
import { ScopeEditor } from './ScopeEditor';

type Detail = ConsoleCompanyDetail;

/** The history as the library's timeline: the steps reached, then the stages still ahead of a pending company. */
function timelineSteps({ company, timeline }: Detail): TimelineStep[] {
  const reached: TimelineStep[] = timeline.map((step) => ({
    key: String(step.id),
    label: step.label,
    time: Date.parse(step.at),
    actor: step.actor || (step.step === 'submitted' ? '买家' : undefined),
    note: step.note || undefined,
  }));
  if (company.stage === 'first') reached.push({ key: 'first', label: '初审' });
  if (company.stage !== null) reached.push({ key: 'quality', label: '质量审核' });
  return reached;
}

export interface ReviewStagesProps {
  detail: Detail;
  /** The signed-in operator's username: the one who passed 初审 may not do 质量审核 too. */
  operator: string;
  pending: boolean;
  decide: (decision: Decision) => void;
  onReject: () => void;
  /** The rejection dialog, when open. */
  dialog: ReactNode;
}

/**
 * 两级审核: the history (提交 → 初审 → 质量审核) and the decision the company waits for — 初审通过, or 质量审核通过
 * with the scope to grant (refused to whoever passed 初审) — 驳回 at either stage, and once approved the scope.
 */
export function ReviewStages({ detail, operator, pending, decide, onReject, dialog }: ReviewStagesProps) {
  const { company } = detail;
  const asked = detail.scope.map((s) => s.code);
  const [scope, setScope] = useState<ScopeCategory[] | null>(null);
  const steps = timelineSteps(detail);
  const current = company.stage ?? steps[steps.length - 1]?.key;
  const ownFirstReview = company.stage === 'quality' && company.first_reviewed_by === operator;
  return (
    <>
      <StatusTimeline
        label="审核进度"
        steps={steps}
        current={current}
        ended={company.status === 'rejected'}
        emptyText="尚无审核记录"
      />
      {company.status === 'approved' ? (
        <ScopeEditor companyId={company.id} scope={asked} />
      ) : company.stage === 'quality' ? (
        <ScopeChoice
          label="批准的经营范围（默认按申请）"
          asked={asked}
          chosen={scope ?? asked}
          onChange={setScope}
        />
      ) : (
        <p>申请的经营范围：{detail.scope.map((s) => s.name).join('、') || '无'}</p>
      )}
      {company.status !== 'approved' && (
        <Actions>
          {company.stage === 'quality' ? (
            <Button
              loading={pending}
              disabled={ownFirstReview}
              onClick={() =>
                decide({
                  kind: 'company',
                  verdict: 'approve',
                  id: company.id,
                  body: scope === null ? {} : { scope },
                })
              }
            >
              质量审核通过
            </Button>
          ) : (
            <Button
              loading={pending}
              onClick={() => decide({ kind: 'company', verdict: 'first_review', id: company.id, body: {} })}
            >
              初审通过
            </Button>
          )}
          {company.status === 'pending' && (
            <Button variant="danger" onClick={onReject}>
              驳回企业
            </Button>
          )}
        </Actions>
      )}
      {ownFirstReview && <p>{ReviewStageMessages.sameOperator}</p>}
      {dialog}
    </>
  );
}
