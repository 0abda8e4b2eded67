import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LoginBody, loginBody } from '@yaocai/domain';
import { Button, Field, Input, YaocaiThemeProvider } from '@yaocai/ui';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { requestAnswer } from '../../api/request';
import { type ActionCallbacks, useAction } from '../../data/action';
import { keys } from '../../data/keys';
import { swrConfig } from '../../data/swr-config';
import { domainResolver } from '../../lib/domain-resolver';
import { envelope, mockFetch } from '../../test/fetch';
import { FormRootError } from './FormRootError';
import { useActionForm } from './use-action-form';

/** A write as `src/data` writes them: through the action helper, the form's refusals left to the form. */
const sendContact = (body: LoginBody) =>
  requestAnswer('/contact', { method: 'POST', body, handleSelf: [422, 429], supersede: false });
const useSendContact = (callbacks: ActionCallbacks<unknown>) =>
  useAction(sendContact, { invalidates: [keys.user.base], ...callbacks });

function ContactForm() {
  const [done, setDone] = useState<string | null>(null);
  const { form, submit, pending } = useActionForm(useSendContact, {
    resolver: domainResolver<LoginBody, LoginBody>(loginBody),
    defaultValues: { phone: '', password: '' },
    fields: ['phone', 'password'],
    onDone: (_result, body) => setDone(body.phone),
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={submit} aria-label="联系方式">
      <FormRootError errors={errors} />
      <Field label="手机号" error={errors.phone?.message}>
        <Input {...form.register('phone')} />
      </Field>
      <Field label="密码" error={errors.password?.message}>
        <Input type="password" {...form.register('password')} />
      </Field>
      <Button type="submit" loading={pending}>
        提交
      </Button>
      {done && <p role="status">已提交 {done}</p>}
    </form>
  );
}

function renderForm() {
  return render(
    <YaocaiThemeProvider>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
        <ContactForm />
      </SWRConfig>
    </YaocaiThemeProvider>,
  );
}

async function fill(phone: string, password: string) {
  const user = userEvent.setup();
  if (phone) await user.type(screen.getByLabelText('手机号'), phone);
  if (password) await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '提交' }));
}

describe('useActionForm, the one form scaffold', () => {
  it('checks the values with the domain contract first: its message under the field, nothing sent', async () => {
    const { apiCalls } = mockFetch(() => envelope(10000));
    renderForm();
    await fill('12345', 'secret');
    await waitFor(() =>
      expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription('请输入正确的11位手机号'),
    );
    expect(apiCalls()).toHaveLength(0);
  });

  it('puts a server 422 under the field it names', async () => {
    mockFetch(() => envelope(422, { errors: { password: ['手机号或密码错误'] } }, '验证失败'));
    renderForm();
    await fill('13800138000', 'wrong');
    await waitFor(() =>
      expect(screen.getByLabelText('密码')).toHaveAccessibleDescription('手机号或密码错误'),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a 422 on a field the form does not have, and a 429, above the form', async () => {
    let answer = envelope(422, { errors: { store_id: ['门店不存在'] } }, '验证失败');
    mockFetch(() => answer);
    renderForm();
    await fill('13800138000', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('门店不存在');
    answer = envelope(429, null, '操作过于频繁，请稍后再试');
    await userEvent.setup().click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('操作过于频繁，请稍后再试'));
  });

  it('after the server accepts, sends the contract’s values and moves on once', async () => {
    const { apiCalls } = mockFetch(() => envelope(10000, null, '已保存'));
    renderForm();
    await fill(' 13800138000 ', 'secret');
    expect(await screen.findByRole('status')).toHaveTextContent('已提交 13800138000');
    const sent = apiCalls().filter((call) => call.url === '/api/contact');
    expect(sent).toHaveLength(1);
    expect(String(sent[0]?.body)).toBe('phone=13800138000&password=secret');
  });
});
