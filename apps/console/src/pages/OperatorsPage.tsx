import { OPERATOR_ROLE_LABELS, OPERATOR_ROLES, type OperatorRole, type OperatorRow } from '@yaocai/domain';
import { Button, Checkbox, DataTable, type DataTableColumn, Field, Input, ListState } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { useCreateOperator, useOperators, useUpdateOperator } from '../data/use-operators';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 220px));
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Roles = styled.fieldset`
  grid-column: 1 / -1;
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  border: 0;
  padding: 0;
`;

const Secret = styled.p`
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
`;

const roleNames = (roles: readonly OperatorRole[]) =>
  roles.map((role) => OPERATOR_ROLE_LABELS[role]).join('、');

const empty = { username: '', name: '', password: '', roles: [] as OperatorRole[] };

/** 运营账号 (管理员): who may sign in to the console, with which roles; new accounts and disabling. */
export default function OperatorsPage() {
  const { operators, error, isLoading, retry } = useOperators();
  const create = useCreateOperator();
  const update = useUpdateOperator();
  const [draft, setDraft] = useState(empty);
  const [secret, setSecret] = useState<{ username: string; secret: string } | null>(null);
  const errors = create.error?.fieldErrors ?? {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await create.run(draft);
    if (!saved) return;
    setDraft(empty);
    setSecret(saved.totp ? { username: saved.operator.username, secret: saved.totp.secret } : null);
  };
  const toggleRole = (role: OperatorRole) =>
    setDraft((d) => ({
      ...d,
      roles: d.roles.includes(role) ? d.roles.filter((r) => r !== role) : [...d.roles, role],
    }));
  const text = (name: 'username' | 'name' | 'password') => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [name]: event.target.value })),
  });

  const columns: DataTableColumn<OperatorRow>[] = [
    { key: 'username', header: '用户名', cell: (row) => row.username, rowHeader: true },
    { key: 'name', header: '姓名', cell: (row) => row.name },
    { key: 'roles', header: '角色', cell: (row) => roleNames(row.roles) },
    { key: 'totp', header: '动态验证码', cell: (row) => (row.has_totp ? '已设置' : '—') },
    { key: 'state', header: '状态', cell: (row) => (row.disabled ? '已停用' : '正常') },
    {
      key: 'action',
      header: '操作',
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          disabled={update.pending}
          aria-label={`${row.disabled ? '启用' : '停用'} ${row.username}`}
          onClick={() => update.run(row.id, { disabled: !row.disabled })}
        >
          {row.disabled ? '启用' : '停用'}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="operators-title">
      <h2 id="operators-title">运营账号</h2>
      <Form onSubmit={submit} aria-label="新建运营账号" noValidate>
        <Field label="用户名" error={errors.username?.[0]} required>
          <Input autoComplete="off" {...text('username')} />
        </Field>
        <Field label="姓名" error={errors.name?.[0]}>
          <Input autoComplete="off" {...text('name')} />
        </Field>
        <Field label="初始密码" error={errors.password?.[0]} required>
          <Input type="password" autoComplete="new-password" {...text('password')} />
        </Field>
        <Roles>
          <legend>角色</legend>
          {OPERATOR_ROLES.map((role) => (
            <Checkbox
              key={role}
              label={OPERATOR_ROLE_LABELS[role]}
              checked={draft.roles.includes(role)}
              onChange={() => toggleRole(role)}
            />
          ))}
        </Roles>
        {errors.roles?.[0] && <p role="alert">{errors.roles[0]}</p>}
        {create.error && !create.error.fieldErrors && <p role="alert">{create.error.message}</p>}
        <Button type="submit" loading={create.pending}>
          新建账号
        </Button>
      </Form>
      {secret && (
        <Secret role="status">
          {secret.username} 的动态验证码密钥（只显示这一次，请录入身份验证器 App）：{secret.secret}
        </Secret>
      )}
      {update.error && <p role="alert">{update.error.message}</p>}
      {isLoading || error || !operators ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载运营账号…"
          errorText="运营账号加载失败"
          onRetry={retry}
        />
      ) : (
        <DataTable
          caption="运营账号"
          captionHidden
          columns={columns}
          rows={operators}
          rowKey={(row) => row.id}
        />
      )}
    </section>
  );
}
