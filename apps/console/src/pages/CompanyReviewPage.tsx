import { REVIEW_STATUS_LABELS } from '@yaocai/domain';
import { ListState, StatusBadge } from '@yaocai/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Block, Facts } from '../components/page.styles';
import { ReasonDialog } from '../components/ReasonDialog';
import { type Decision, useCompanyReview, useDecision } from '../data/use-review';
import { useConsoleSession } from '../data/use-session';
import { REVIEW_TONES } from './CompanyQueuePage';
import { at, Certificate } from './company-review/CertificateCard';
import { CompanyAccount } from './company-review/CompanyAccount';
import { ReviewStages } from './company-review/ReviewStages';

const Notice = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
`;

/** Which rejection dialog is open: the company's or one certificate's. */
type Rejecting = { kind: 'company' | 'certificate'; id: number; title: string } | null;

/** A company's page: its typed fields beside its certificates' pictures, and the decisions with reasons. */
export default function CompanyReviewPage() {
  const id = Number(useParams().id);
  const { detail, error, isLoading, retry } = useCompanyReview(id);
  const decision = useDecision();
  const { operator } = useConsoleSession();
  const [rejecting, setRejecting] = useState<Rejecting>(null);
  const [done, setDone] = useState('');

  if (isLoading || error || !detail)
    return (
      <ListState
        status={error ? 'error' : 'loading'}
        loadingText="正在加载企业资料…"
        errorText={error?.message ?? '企业资料加载失败'}
        onRetry={retry}
      />
    );

  const { company, certificates } = detail;
  const decide = async (what: Decision) => {
    setDone('');
    const message = await decision.run(what);
    if (message !== undefined) {
      setDone(message);
      setRejecting(null);
    }
  };
  const refusal = decision.error;
  const reasonError = refusal ? (refusal.fieldErrors?.reason?.[0] ?? refusal.message) : undefined;
  const dialogFor = (kind: 'company' | 'certificate', targetId: number) =>
    rejecting?.kind === kind && rejecting.id === targetId ? (
      <ReasonDialog
        title={rejecting.title}
        error={reasonError}
        pending={decision.pending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => decide({ kind, verdict: 'reject', id: targetId, body: { reason } })}
      />
    ) : null;

  return (
    <section aria-labelledby="company-title">
      <p>
        <Link to="/companies">← 返回企业审核</Link>
      </p>
      <h2 id="company-title">
        {company.name}{' '}
        <StatusBadge
          status={company.status}
          labels={{ ...REVIEW_STATUS_LABELS, pending: company.status_label }}
          tones={REVIEW_TONES}
        />
      </h2>
      {done && <Notice role="status">{done}</Notice>}
      {refusal && !rejecting && <Notice role="alert">{refusal.message}</Notice>}
      <Facts>
        <dt>企业类型</dt>
        <dd>{company.enterprise_type_label}</dd>
        <dt>所在地区</dt>
        <dd>{company.region || '—'}</dd>
        <dt>详细地址</dt>
        <dd>{company.address || '—'}</dd>
        <dt>法定代表人</dt>
        <dd>{company.legal_person || '—'}</dd>
        <dt>采购员</dt>
        <dd>
          {company.purchaser || '—'} {company.purchaser_phone}
        </dd>
        <dt>开票资料</dt>
        <dd>
          {company.invoice
            ? `${company.invoice.title}，${company.invoice.tax_number}，${company.invoice.bank} ${company.invoice.account}`
            : '—'}
        </dd>
        <dt>提交时间</dt>
        <dd>{at(company.submitted_at)}</dd>
        <dt>初审</dt>
        <dd>
          {company.first_reviewed_by ? `${company.first_reviewed_by}，${at(company.first_reviewed_at)}` : '—'}
        </dd>
        <dt>审核时间</dt>
        <dd>{at(company.reviewed_at)}</dd>
        {company.reason && (
          <>
            <dt>驳回原因</dt>
            <dd>{company.reason}</dd>
          </>
        )}
      </Facts>

      <Block aria-labelledby="scope-title">
        <h3 id="scope-title">企业审核与经营范围</h3>
        <ReviewStages
          detail={detail}
          operator={operator?.username ?? ''}
          pending={decision.pending && !rejecting}
          decide={decide}
          onReject={() => setRejecting({ kind: 'company', id: company.id, title: `驳回${company.name}` })}
          dialog={dialogFor('company', company.id)}
        />
      </Block>

      <Block aria-labelledby="account-title">
        <h3 id="account-title">企业账户</h3>
        <CompanyAccount companyId={company.id} isHeadOffice={company.enterprise_type === 'chain_hq'} />
      </Block>

      <Block aria-labelledby="certs-title">
        <h3 id="certs-title">证照（{certificates.length}）</h3>
        {certificates.length === 0 && <ListState status="empty" emptyText="该企业尚未上传证照" />}
        {certificates.map((cert) => (
          <Certificate
            key={cert.id}
            cert={cert}
            busy={decision.pending && !rejecting}
            onApprove={() => decide({ kind: 'certificate', verdict: 'approve', id: cert.id, body: {} })}
            onReject={() =>
              setRejecting({
                kind: 'certificate',
                id: cert.id,
                title: `驳回${cert.type_label}（${cert.number}）`,
              })
            }
          >
            {dialogFor('certificate', cert.id)}
          </Certificate>
        ))}
      </Block>
    </section>
  );
}
