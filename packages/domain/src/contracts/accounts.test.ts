import { describe, expect, it } from 'vitest';
import { parseWithErrors } from '../errors';
import { newPassword, registerBody } from './accounts';

describe('account contracts', () => {
  it.each(['abc12345', 'Yaocai#2026', '12345678!'])('accepts the password %j', (password) => {
    expect(newPassword.safeParse(password).success).toBe(true);
  });

  it.each([
    ['abc123', '密码至少8位'],
    ['abcdefgh', '密码需包含字母、数字、符号中的至少两种'],
    ['12345678', '密码需包含字母、数字、符号中的至少两种'],
    ['abc 12345', '密码不能包含空格'],
  ])('refuses the password %j with %s', (password, message) => {
    const result = newPassword.safeParse(password);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('needs the agreement and matching passwords to register', () => {
    const base = {
      phone: '13912345678',
      code: '123456',
      password: 'abc12345',
      password_confirmation: 'abc12345',
    };
    expect(parseWithErrors(registerBody, { ...base, agree: '1' }).ok).toBe(true);
    expect(parseWithErrors(registerBody, { ...base, agree: '0' })).toMatchObject({
      ok: false,
      errors: { agree: ['请阅读并同意《用户服务协议》'] },
    });
    expect(
      parseWithErrors(registerBody, { ...base, password_confirmation: 'abc12346', agree: 1 }),
    ).toMatchObject({
      ok: false,
      errors: { password_confirmation: ['两次输入的密码不一致'] },
    });
  });
});
