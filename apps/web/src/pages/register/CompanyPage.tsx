import {
  CERTIFICATE_TYPE_LABELS,
  type CompanyBody,
  companyBody,
  ENTERPRISE_TYPE_LABELS,
  type EnterpriseType,
  enterpriseType,
  REQUIRED_CERTIFICATES,
  SCOPE_CATEGORY_LABELS,
  type ScopeCategory,
  scopeCategory,
} from '@yaocai/domain';
import { Checkbox, Field, Input, ListState, Select, StepHeader } from '@yaocai/ui';
import type { ReactNode } from 'react';
import { FormProvider, get, type Resolver } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { FormError, FormHeading, WideButton } from '../../components/account/account.styles';
import { REGISTER_STEPS } from '../../components/account/steps';
import { FormRootError } from '../../components/form/FormRootError';
import { useActionForm } from '../../components/form/use-action-form';
import {
  CERTIFICATE_FIELDS,
  CertificateFields,
  type CertificateFormValues,
  certificateInputOf,
  emptyCertificate,
} from '../../components/qualification/CertificateFields';
import { useSubmitCompany, useZizhi } from '../../data/use-qualifications';
import { PageWidth } from '../../layout/page.styles';
import { domainResolver } from '../../lib/domain-resolver';
import { type RegisterFlow, registerPaths } from './flows';

interface CompanyFormValues {
  enterprise_type: EnterpriseType | '';
  name: string;
  region: string;
  address: string;
  legal_person: string;
  purchaser: string;
  purchaser_phone: string;
  scope: ScopeCategory[];
  invoice: {
    title: string;
    tax_number: string;
    bank: string;
    account: string;
    address: string;
    phone: string;
  };
  certificates: CertificateFormValues[];
}

const certificatesFor = (type: EnterpriseType | '', kept: CertificateFormValues[] = []) =>
  type === ''
    ? []
    : REQUIRED_CERTIFICATES[type].map(
        (certificate) => kept.find((held) => held.type === certificate) ?? emptyCertificate(certificate),
      );

const defaults = (type: EnterpriseType | ''): CompanyFormValues => ({
  enterprise_type: type,
  name: '',
  region: '',
  address: '',
  legal_person: '',
  purchaser: '',
  purchaser_phone: '',
  scope: [],
  invoice: { title: '', tax_number: '', bank: '', account: '', address: '', phone: '' },
  certificates: certificatesFor(type),
});

/** The wire's body: the form's certificates become `certificateInput`s (same order, so error paths match). */
const bodyOf = (values: CompanyFormValues) => ({
  ...values,
  enterprise_type: values.enterprise_type === '' ? undefined : values.enterprise_type,
  certificates: values.certificates.map(certificateInputOf),
});

const contractResolver = domainResolver<CompanyFormValues, CompanyBody>(companyBody);
const resolver: Resolver<CompanyFormValues, unknown, CompanyBody> = (values, context, options) =>
  contractResolver(bodyOf(values) as unknown as CompanyFormValues, context, options);

const TOP_FIELDS = [
  'enterprise_type',
  'name',
  'region',
  'address',
  'legal_person',
  'purchaser',
  'purchaser_phone',
  'scope',
  'invoice.title',
  'invoice.tax_number',
  'invoice.bank',
  'invoice.account',
  'invoice.address',
  'invoice.phone',
] as const;

const Card = styled.section`
  width: 760px;
  max-width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};

  form { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[4]}; }
  h2 { margin: ${({ theme }) => theme.space[2]} 0 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;

const Scope = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  legend { padding: 0 ${({ theme }) => theme.space[1]}; }
`;

function CompanyForm({ flow, rejectedReason }: { flow: RegisterFlow; rejectedReason: string }) {
  const navigate = useNavigate();
  const paths = registerPaths(flow);
  const { form, submit } = useActionForm(useSubmitCompany, {
    resolver,
    defaultValues: defaults(flow === 'chain' ? 'chain_hq' : ''),
    // The certificate rows change with the values: the fields are read when a refusal arrives.
    fields: (values) => [
      ...TOP_FIELDS,
      ...values.certificates.flatMap((_, index) =>
        CERTIFICATE_FIELDS.map((field) => `certificates.${index}.${field}` as const),
      ),
    ],
    onDone: () => navigate(paths.step3, { replace: true }),
  });
  const {
    register,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const certificates = watch('certificates');
  const errorOf = (name: string): string | undefined =>
    (get(errors, name) as { message?: string } | undefined)?.message;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        {rejectedReason && (
          <FormError role="alert">上次提交的资料未通过审核：{rejectedReason}。请修改后重新提交。</FormError>
        )}
        <FormRootError errors={errors} />
        <h2>企业信息</h2>
        {flow === 'chain' ? (
          <p>企业类型：{ENTERPRISE_TYPE_LABELS.chain_hq}</p>
        ) : (
          <Field
            label="企业类型"
            required
            hint="企业类型决定需要上传的证照"
            error={errorOf('enterprise_type')}
          >
            <Select
              {...register('enterprise_type', {
                // The required certificates follow the type; what was typed for a type kept stays.
                onChange: (event) =>
                  setValue(
                    'certificates',
                    certificatesFor(event.target.value as EnterpriseType | '', getValues('certificates')),
                  ),
              })}
            >
              <option value="">请选择企业类型</option>
              {enterpriseType.options.map((type) => (
                <option key={type} value={type}>
                  {ENTERPRISE_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label="企业名称" required error={errorOf('name')}>
          <Input autoComplete="organization" {...register('name')} />
        </Field>
        <Pair>
          <Field label="所在地区" required hint="如：北京市东城区" error={errorOf('region')}>
            <Input {...register('region')} />
          </Field>
          <Field label="法定代表人" required error={errorOf('legal_person')}>
            <Input {...register('legal_person')} />
          </Field>
        </Pair>
        <Field label="详细地址" required error={errorOf('address')}>
          <Input autoComplete="street-address" {...register('address')} />
        </Field>
        <Pair>
          <Field label="采购员姓名" required error={errorOf('purchaser')}>
            <Input {...register('purchaser')} />
          </Field>
          <Field label="采购员手机号" required error={errorOf('purchaser_phone')}>
            <Input type="tel" inputMode="numeric" {...register('purchaser_phone')} />
          </Field>
        </Pair>
        <Scope aria-describedby={errors.scope ? 'scope-error' : undefined}>
          <legend>经营范围（按许可证核定的范围勾选）</legend>
          {scopeCategory.options.map((code) => (
            <Checkbox key={code} label={SCOPE_CATEGORY_LABELS[code]} value={code} {...register('scope')} />
          ))}
        </Scope>
        {errorOf('scope') && (
          <FormError id="scope-error" role="alert">
            {errorOf('scope')}
          </FormError>
        )}
        <h2>开票资料</h2>
        <Pair>
          <Field label="发票抬头" required error={errorOf('invoice.title')}>
            <Input {...register('invoice.title')} />
          </Field>
          <Field label="纳税人识别号" required error={errorOf('invoice.tax_number')}>
            <Input {...register('invoice.tax_number')} />
          </Field>
          <Field label="开户银行" required error={errorOf('invoice.bank')}>
            <Input {...register('invoice.bank')} />
          </Field>
          <Field label="银行账号" required error={errorOf('invoice.account')}>
            <Input inputMode="numeric" {...register('invoice.account')} />
          </Field>
          <Field label="注册地址" required error={errorOf('invoice.address')}>
            <Input {...register('invoice.address')} />
          </Field>
          <Field label="注册电话" required error={errorOf('invoice.phone')}>
            <Input type="tel" {...register('invoice.phone')} />
          </Field>
        </Pair>
        <h2>资质证照</h2>
        {certificates.length === 0 ? (
          <p>请先选择企业类型，再上传该类型需要的证照。</p>
        ) : (
          certificates.map((certificate, index) => (
            <CertificateFields
              key={certificate.type}
              prefix={`certificates.${index}.`}
              label={CERTIFICATE_TYPE_LABELS[certificate.type]}
            />
          ))
        )}
        {errorOf('certificates') && <FormError role="alert">{errorOf('certificates')}</FormError>}
        <WideButton type="submit" size="lg" loading={isSubmitting}>
          {isSubmitting ? '提交中…' : '提交审核'}
        </WideButton>
      </form>
    </FormProvider>
  );
}

/**
 * /register/step2 (and /register/dd/step2, the chain head office) — the company, its business scope, invoice
 * details and the certificates its enterprise type requires. A company already submitted (under review or
 * approved) goes on to step 3 instead of filling the form again; a rejected one fills it again, told why.
 */
export function CompanyPage({ flow = 'single' }: { flow?: RegisterFlow }) {
  const zizhi = useZizhi();
  const paths = registerPaths(flow);
  const company = zizhi.data?.company;
  let body: ReactNode;
  if (!zizhi.data)
    body = zizhi.error ? (
      <ListState status="error" errorText="企业资料加载失败，请重试" onRetry={zizhi.retry} />
    ) : (
      <ListState status="loading" loadingText="企业资料加载中…" />
    );
  else if (company && company.status !== 'rejected') return <Navigate to={paths.step3} replace />;
  else body = <CompanyForm flow={flow} rejectedReason={company?.reason ?? ''} />;
  return (
    <PageWidth>
      <StepHeader label="注册步骤" steps={REGISTER_STEPS} current={2} />
      <Card aria-labelledby="company-heading">
        <FormHeading id="company-heading">
          {flow === 'chain' ? '填写连锁总部信息' : '填写企业信息'}
        </FormHeading>
        {body}
      </Card>
    </PageWidth>
  );
}

/** /register/dd/step2: the head office's company, its enterprise type fixed to 连锁药店总部. */
export const ChainCompanyPage = () => <CompanyPage flow="chain" />;
