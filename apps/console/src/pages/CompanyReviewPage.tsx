import {
  beijingDateTime,
  CERTIFICATE_STATE_LABELS,
  type ConsoleCertificate,
  REVIEW_STATUS_LABELS,
  SCOPE_CATEGORIES,
  SCOPE_CATEGORY_LABELS,
  type ScopeCategory,
} from '@yaocai/domain';
import { Button, Checkbox, ListState, PictureViewer, StatusBadge } from '@yaocai/ui';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Block, Facts } from '../components/page.styles';
import { ReasonDialog } from '../components/ReasonDialog';
import { type Decision, useCompanyReview, useDecision } from '../data/use-review';
import { REVIEW_TONES } from './CompanyQueuePage';

const CertCard = styled.article`
  display: grid;
  grid-template-columns: minmax(240px, 2fr) 3fr;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};

  h4 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`;

const Pictures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

const ScopeList = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 0;
  padding: 0;
  margin: 0;
`;

const Notice = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
`;

const at = (iso: string | null) => (iso ? beijingDateTime(Date.parse(iso)) : '—');

/** Which rejection dialog is open: the company's or one certificate's. */
type Rejecting = { kind: 'company' | 'certificate'; id: number; title: string } | null;

function Certificate({
  cert,
  onApprove,
  onReject,
  busy,
  children,
}: {
  cert: ConsoleCertificate;
  onApprove: () => void;
  onReject: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <CertCard aria-labelledby={`cert-${cert.id}`}>
      <Pictures>
        {cert.images.length === 0 && <span>未上传图片</span>}
        {cert.images.map((image, index) => (
          <PictureViewer
            key={image.image_id}
            src={image.url}
            alt={`${cert.type_label} 图片${index + 1}`}
            label={`${cert.type_label} 图片${index + 1}`}
            height="320px"
            caption={
              <a href={image.url} target="_blank" rel="noreferrer">
                在新窗口查看原图
              </a>
            }
          />
        ))}
      </Pictures>
      <div>
        <h4 id={`cert-${cert.id}`}>
          {cert.type_label} <StatusBadge status={cert.status} labels={CERTIFICATE_STATE_LABELS} />
        </h4>
        <Facts>
          <dt>证照编号</dt>
          <dd>{cert.number}</dd>
          <dt>发证机关</dt>
          <dd>{cert.issuer}</dd>
          <dt>有效期</dt>
          <dd>
            {cert.valid_from} 至 {cert.valid_until ?? '长期'}
          </dd>
          <dt>必需证照</dt>
          <dd>{cert.required ? '是' : '否'}</dd>
          {cert.reason && (
            <>
              <dt>驳回原因</dt>
              <dd>{cert.reason}</dd>
            </>
          )}
          {cert.reviewed_by && (
            <>
              <dt>审核</dt>
              <dd>
                {cert.reviewed_by}，{at(cert.reviewed_at)}
              </dd>
            </>
          )}
        </Facts>
        {cert.status === 'pending' && (
          <Actions>
            <Button size="sm" loading={busy} onClick={onApprove} aria-label={`通过${cert.type_label}`}>
              通过
            </Button>
            <Button size="sm" variant="danger" onClick={onReject} aria-label={`驳回${cert.type_label}`}>
              驳回
            </Button>
          </Actions>
        )}
        {children}
      </div>
    </CertCard>
  );
}

/** A company's page: its typed fields beside its certificates' pictures, and the decisions with reasons. */
export default function CompanyReviewPage() {
  const id = Number(useParams().id);
  const { detail, error, isLoading, retry } = useCompanyReview(id);
  const decision = useDecision();
  const [rejecting, setRejecting] = useState<Rejecting>(null);
  const [scope, setScope] = useState<ScopeCategory[] | null>(null);
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
  const asked = detail.scope.map((s) => s.code);
  const chosen = scope ?? asked;
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
        <StatusBadge status={company.status} labels={REVIEW_STATUS_LABELS} tones={REVIEW_TONES} />
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
        <h3 id="scope-title">经营范围</h3>
        {company.status === 'approved' ? (
          <p>{detail.scope.map((s) => s.name).join('、') || '无'}</p>
        ) : (
          <ScopeList aria-label="批准的经营范围（默认按申请）">
            {SCOPE_CATEGORIES.map((code) => (
              <Checkbox
                key={code}
                label={`${SCOPE_CATEGORY_LABELS[code]}${asked.includes(code) ? '（申请）' : ''}`}
                checked={chosen.includes(code)}
                onChange={(event) =>
                  setScope(event.target.checked ? [...chosen, code] : chosen.filter((c) => c !== code))
                }
              />
            ))}
          </ScopeList>
        )}
        {company.status !== 'approved' && (
          <Actions>
            <Button
              loading={decision.pending && !rejecting}
              onClick={() =>
                decide({
                  kind: 'company',
                  verdict: 'approve',
                  id: company.id,
                  body: scope === null ? {} : { scope },
                })
              }
            >
              通过企业审核
            </Button>
            {company.status === 'pending' && (
              <Button
                variant="danger"
                onClick={() =>
                  setRejecting({ kind: 'company', id: company.id, title: `驳回${company.name}` })
                }
              >
                驳回企业
              </Button>
            )}
          </Actions>
        )}
        {dialogFor('company', company.id)}
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
