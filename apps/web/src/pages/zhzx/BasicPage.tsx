import { type UpdateUserInfoBody, type UserBase, updateUserInfoBody } from '@yaocai/domain';
import { Button, Field, Input } from '@yaocai/ui';
import { useState } from 'react';
import { FormProvider, type Resolver } from 'react-hook-form';
import { styled } from 'styled-components';
import { WideButton } from '../../components/account/account.styles';
import { PhoneCodeFields } from '../../components/account/PhoneCodeFields';
import { FormRootError } from '../../components/form/FormRootError';
import { useActionForm } from '../../components/form/use-action-form';
import { ReadStatus } from '../../components/member/ReadStatus';
import { standingText } from '../../components/member/standing-text';
import { useUpdateUserInfo } from '../../data/use-accounts';
import { useUser } from '../../data/use-user';
import { PageHeading, Panel, TextLink } from '../../layout/page.styles';
import { domainResolver } from '../../lib/domain-resolver';

interface BasicFields {
  name: string;
  phone: string;
  code: string;
}

const FIELDS = ['name', 'phone', 'code'] as const;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[6]};

  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 400px;
  max-width: 100%;
`;

function ProfileForm({ user }: { user: UserBase }) {
  const [changePhone, setChangePhone] = useState(false);
  const contract = domainResolver<BasicFields, UpdateUserInfoBody>(updateUserInfoBody);
  // Without a phone change the body is the name alone: the contract reads an absent phone as "unchanged".
  const resolver: Resolver<BasicFields, unknown, UpdateUserInfoBody> = (values, context, options) =>
    contract((changePhone ? values : { name: values.name }) as BasicFields, context, options);
  const { form, submit } = useActionForm(useUpdateUserInfo, {
    resolver,
    defaultValues: { name: user.name, phone: '', code: '' },
    fields: FIELDS,
    onDone: (_result, body, { reset }) => {
      setChangePhone(false);
      reset({ name: body.name, phone: '', code: '' });
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={submit} aria-label="修改基本信息">
        <FormRootError errors={errors} />
        <Field label="姓名" required error={errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        {changePhone ? (
          <>
            <PhoneCodeFields purpose="phone" />
            <Button variant="secondary" onClick={() => setChangePhone(false)}>
              不更换手机号
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setChangePhone(true)}>
            更换手机号
          </Button>
        )}
        <WideButton type="submit" size="lg" loading={isSubmitting}>
          {isSubmitting ? '保存中…' : '保存'}
        </WideButton>
      </Form>
    </FormProvider>
  );
}

/**
 * /zhzx/basic — the account centre's default page (spec §2): who is signed in, the company and its standing,
 * and the name and phone to change (a new phone proves itself with a `phone` code sent to it).
 */
export function BasicPage() {
  const user = useUser();
  return (
    <Panel aria-labelledby="basic-heading">
      <PageHeading id="basic-heading">基本信息</PageHeading>
      {user.data ? (
        <>
          <Facts>
            <dt>手机号</dt>
            <dd>{user.data.phone}</dd>
            <dt>企业</dt>
            <dd>{user.data.company || '尚未提交企业资料'}</dd>
            <dt>资质状态</dt>
            <dd>
              {standingText(user.data)}（<TextLink to="/zhzx/zzzj">查看资质证件</TextLink>）
            </dd>
          </Facts>
          <ProfileForm user={user.data} />
        </>
      ) : (
        <ReadStatus read={{ error: user.error, retry: user.retry }} what="基本信息" />
      )}
    </Panel>
  );
}
