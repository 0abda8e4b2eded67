import {
  CERTIFICATE_TYPE_LABELS,
  type Certificate,
  type CertificateInput,
  type CertificateType,
  certificateBody,
  certificateType,
  REVIEW_STATUS_LABELS,
} from '@yaocai/domain';
import { Button, Field, ListState, Select } from '@yaocai/ui';
import { type ReactNode, useState } from 'react';
import { FormProvider, type Resolver } from 'react-hook-form';
import { styled } from 'styled-components';
import { FormError } from '../../components/account/account.styles';
import { FormRootError } from '../../components/form/FormRootError';
import { useActionForm } from '../../components/form/use-action-form';
import { ReadStatus } from '../../components/member/ReadStatus';
import {
  CERTIFICATE_FIELDS,
  CertificateFields,
  type CertificateFormValues,
  certificateInputOf,
  emptyCertificate,
} from '../../components/qualification/CertificateFields';
import { useJyfw, useSubmitCertificate, useZizhi } from '../../data/use-qualifications';
import { PageHeading, Panel, TextLink } from '../../layout/page.styles';
import { domainResolver } from '../../lib/domain-resolver';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[6]};
  h2 { margin: 0 0 ${({ theme }) => theme.space[3]}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  h3 { display: flex; gap: ${({ theme }) => theme.space[2]}; margin: 0 0 ${({ theme }) => theme.space[2]}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: ${({ theme }) => theme.space[1]} 0; }
  img { width: 80px; height: 80px; object-fit: contain; margin-right: ${({ theme }) => theme.space[2]}; border: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const State = styled.span<{ $tone: 'ok' | 'warn' | 'bad' }>`
  color: ${({ theme, $tone }) =>
    $tone === 'ok' ? theme.colors.success : $tone === 'warn' ? theme.colors.warning : theme.colors.error};
  font-weight: 500;
`;

const Scopes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const RenewForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const toneOf = (status: string): 'ok' | 'warn' | 'bad' =>
  status === 'approved' ? 'ok' : status === 'pending' || status === 'expiring' ? 'warn' : 'bad';

const validity = (certificate: Pick<Certificate, 'valid_from' | 'valid_until'>) =>
  certificate.valid_until === null
    ? `${certificate.valid_from} 起长期有效`
    : `${certificate.valid_from} 至 ${certificate.valid_until}`;

const contract = domainResolver<CertificateFormValues, CertificateInput>(certificateBody);
const resolver: Resolver<CertificateFormValues, unknown, CertificateInput> = (values, context, options) =>
  contract(certificateInputOf(values) as unknown as CertificateFormValues, context, options);

/** Adds or renews one certificate (POST /api/user/zizhi): it goes back to 待审核 until an operator reviews it. */
function CertificateForm({ type, onDone }: { type: CertificateType; onDone: () => void }) {
  const { form, submit } = useActionForm(useSubmitCertificate, {
    resolver,
    defaultValues: emptyCertificate(type),
    fields: CERTIFICATE_FIELDS,
    onDone,
  });
  const {
    formState: { errors, isSubmitting },
  } = form;
  return (
    <FormProvider {...form}>
      <RenewForm noValidate onSubmit={submit} aria-label={`更新${CERTIFICATE_TYPE_LABELS[type]}`}>
        <FormRootError errors={errors} />
        <CertificateFields prefix="" label={CERTIFICATE_TYPE_LABELS[type]} />
        <Actions>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? '提交中…' : '提交审核'}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            取消
          </Button>
        </Actions>
      </RenewForm>
    </FormProvider>
  );
}

function CertificateCard({ certificate }: { certificate: Certificate }) {
  const [renewing, setRenewing] = useState(false);
  return (
    <Card aria-label={certificate.type_label}>
      <h3>
        {certificate.type_label}
        <State $tone={toneOf(certificate.status)}>{certificate.status_label}</State>
      </h3>
      {certificate.status === 'rejected' && certificate.reason && (
        <FormError>驳回原因：{certificate.reason}</FormError>
      )}
      <p>证照编号：{certificate.number}</p>
      <p>发证机关：{certificate.issuer}</p>
      <p>有效期：{validity(certificate)}</p>
      <p>
        {certificate.images.map((image, index) => (
          <a key={image.image_id} href={image.url} target="_blank" rel="noreferrer">
            <img src={image.url} alt={`${certificate.type_label}图片${index + 1}`} />
          </a>
        ))}
      </p>
      {renewing ? (
        <CertificateForm type={certificate.type} onDone={() => setRenewing(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setRenewing(true)}>
          更新证照
        </Button>
      )}
    </Card>
  );
}

/** Another certificate (one the type requires that is missing, or an optional one such as 医疗器械经营许可证). */
function AddCertificate({ held }: { held: readonly CertificateType[] }) {
  const options = certificateType.options.filter((type) => !held.includes(type));
  const [type, setType] = useState<CertificateType | ''>('');
  const [adding, setAdding] = useState<CertificateType | null>(null);
  if (options.length === 0) return null;
  if (adding) return <CertificateForm type={adding} onDone={() => setAdding(null)} />;
  return (
    <Actions>
      <Field label="添加证照">
        <Select value={type} onChange={(event) => setType(event.target.value as CertificateType | '')}>
          <option value="">请选择证照类型</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {CERTIFICATE_TYPE_LABELS[option]}
            </option>
          ))}
        </Select>
      </Field>
      <Button variant="secondary" disabled={type === ''} onClick={() => type !== '' && setAdding(type)}>
        上传
      </Button>
    </Actions>
  );
}

function Scope() {
  const jyfw = useJyfw();
  if (!jyfw.data) return <ReadStatus read={jyfw} what="经营范围" />;
  if (jyfw.data.list.length === 0) return <ListState status="empty" emptyText="暂无经营范围" />;
  return (
    <Scopes aria-label="经营范围">
      {jyfw.data.list.map((scope) => (
        <li key={scope.code}>
          {scope.name}：
          {scope.approved === 1 ? (
            <State $tone="ok">已核准</State>
          ) : scope.requested === 1 ? (
            <State $tone="warn">审核中</State>
          ) : (
            <span>未开通</span>
          )}
        </li>
      ))}
    </Scopes>
  );
}

/**
 * /zhzx/zzzj — 资质证件: the company's review, each certificate with its state (待审核, 已通过, 已驳回 with the
 * reason, 即将过期, 已过期), validity and images, 更新证照 to renew one, and the business scope.
 */
export function QualificationsPage() {
  const zizhi = useZizhi();
  let body: ReactNode;
  if (!zizhi.data) body = <ReadStatus read={zizhi} what="资质证件" />;
  else if (!zizhi.data.company)
    body = (
      <ListState status="empty" emptyText="尚未提交企业资料，提交并通过审核后才能采购">
        <TextLink to="/register/step2">填写企业信息</TextLink>
      </ListState>
    );
  else {
    const { company, certificates, missing } = zizhi.data;
    body = (
      <>
        <Section aria-labelledby="company-review">
          <h2 id="company-review">企业资料</h2>
          <p>
            {company.name}（{company.enterprise_type_label}）：
            <State $tone={toneOf(company.status)}>{REVIEW_STATUS_LABELS[company.status]}</State>
          </p>
          {company.status === 'rejected' && company.reason && (
            <FormError>驳回原因：{company.reason}</FormError>
          )}
          {missing.length > 0 && (
            <FormError role="note">
              尚缺有效证照：{missing.join('、')}。补齐并通过审核前暂不能采购。
            </FormError>
          )}
        </Section>
        <Section aria-labelledby="certificates-heading">
          <h2 id="certificates-heading">资质证照</h2>
          {certificates.length === 0 ? (
            <ListState status="empty" emptyText="暂无证照" />
          ) : (
            <Cards>
              {certificates.map((certificate) => (
                <CertificateCard key={certificate.id} certificate={certificate} />
              ))}
            </Cards>
          )}
          <AddCertificate held={certificates.map((certificate) => certificate.type)} />
        </Section>
        <Section aria-labelledby="scope-heading">
          <h2 id="scope-heading">经营范围</h2>
          <Scope />
        </Section>
      </>
    );
  }
  return (
    <Panel aria-labelledby="zzzj-heading">
      <PageHeading id="zzzj-heading">资质证件</PageHeading>
      {body}
    </Panel>
  );
}
