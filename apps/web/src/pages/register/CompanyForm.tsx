import {
  CERTIFICATE_TYPE_LABELS,
  ENTERPRISE_TYPE_LABELS,
  type EnterpriseType,
  enterpriseType,
  SCOPE_CATEGORY_LABELS,
  scopeCategory,
} from '@yaocai/domain';
import { Checkbox, Field, Input, Select } from '@yaocai/ui';
import { FormProvider, get } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { FormError, WideButton } from '../../components/account/account.styles';
import { FormRootError } from '../../components/form/FormRootError';
import { useActionForm } from '../../components/form/use-action-form';
import { CERTIFICATE_FIELDS, CertificateFields } from '../../components/qualification/CertificateFields';
import { useSubmitCompany } from '../../data/use-qualifications';
import { certificatesFor, defaults, resolver, TOP_FIELDS } from './company-form';
import { type RegisterFlow, registerPaths } from './flows';

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

/**
 * The company, its business scope, invoice details and the certificates its enterprise type requires; a chain
 * head office's type is fixed. Submitted, it goes on to step 3.
 */
export function CompanyForm({ flow, rejectedReason }: { flow: RegisterFlow; rejectedReason: string }) {
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
