import type { CodePurpose } from '@yaocai/domain';
import type { FastifyBaseLogger } from 'fastify';

/** Where text messages go: a provider's API, or the server log when none is configured. */
export interface SmsSender {
  /** Said once at start-up, so an operator sees where codes go. */
  readonly description: string;
  send(phone: string, text: string): Promise<void>;
}

/**
 * The default driver (no provider configured): each message is one line of the server log with the phone and
 * the text, so development, tests and a demo can read codes. The only place a code is ever logged.
 */
export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    description: '短信未配置服务商：日志模式，每条短信以 [sms] 开头写入服务器日志',
    async send(phone, text) {
      log.info(`[sms] ${phone} ${text}`);
    },
  };
}

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  register: '您正在注册药采账号',
  reset: '您正在找回登录密码',
  phone: '您正在更换绑定手机号',
  bind: '您正在绑定微信',
};

/** The message of a code: the signature first (as Chinese SMS rules require), then the code and its validity. */
export function codeMessage(code: string, purpose: CodePurpose, minutes: number): string {
  return `【药采】验证码 ${code}，${PURPOSE_TEXT[purpose]}，${minutes}分钟内有效，请勿告诉他人。`;
}
