import { Button, ButtonLink } from '@yaocai/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormCard, FormError, FormHeading } from '../../components/account/account.styles';
import { useSite } from '../../data/use-site';
import { goToWechat, useWechatLogin } from '../../data/use-wechat';
import { Muted, PageWidth, TextLink } from '../../layout/page.styles';
import { browser } from '../../lib/browser';
import { renderRouterLink } from '../../lib/render-link';

const WECHAT_FAILED = '微信授权失败，请重新扫码';

type Redeem =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'unbound' }
  | { kind: 'failed'; message: string };

/**
 * /register/wechat (spec §2) — sign in or register with WeChat. Without a code it offers the QR login; coming back
 * from WeChat (or the 开发模式 stand-in) with `code` and `state`, a bound WeChat signs in and the page reloads as
 * after a login; an unbound one is kept by the server and registration step 1 binds it.
 */
export function WechatLoginPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const [redeem, setRedeem] = useState<Redeem>(code && state ? { kind: 'pending' } : { kind: 'idle' });
  const [leaving, setLeaving] = useState(false);
  const started = useRef(false);
  const wechatOffered = useSite().data?.wechat_login === 1;
  const { run: redeemCode } = useWechatLogin({
    onError: (error) => setRedeem({ kind: 'failed', message: error.message || WECHAT_FAILED }),
  });
  const redeemOnce = useRef(redeemCode);
  redeemOnce.current = redeemCode;
  useEffect(() => {
    if (!code || !state || started.current) return;
    started.current = true;
    void redeemOnce.current({ code, state }).then((result) => {
      if (result?.signed_in === 1) browser.assign('/');
      else if (result) setRedeem({ kind: 'unbound' });
      // No answer at all (a timeout): still a failure to show, unless onError already showed the server's.
      else setRedeem((now) => (now.kind === 'pending' ? { kind: 'failed', message: WECHAT_FAILED } : now));
    });
  }, [code, state]);

  const start = () => {
    setLeaving(true);
    goToWechat('login').catch(() => setLeaving(false));
  };
  const scan = (
    <Button size="lg" loading={leaving} onClick={start}>
      微信扫码登录
    </Button>
  );

  let body: ReactNode;
  if (!wechatOffered && redeem.kind === 'idle')
    body = (
      <Muted>
        本站暂未开通微信登录，请<TextLink to="/login">用手机号登录</TextLink>。
      </Muted>
    );
  else if (redeem.kind === 'pending') body = <Muted role="status">正在验证微信授权…</Muted>;
  else if (redeem.kind === 'unbound')
    body = (
      <>
        <p>该微信尚未绑定药采账号。注册新账号后将自动绑定此微信。</p>
        <ButtonLink href="/register/step1" renderLink={renderRouterLink}>
          注册新账号
        </ButtonLink>
        <Muted>
          已有账号？<TextLink to="/login">登录</TextLink>后在账户中心“绑定微信”。
        </Muted>
      </>
    );
  else
    body = (
      <>
        {redeem.kind === 'failed' && <FormError role="alert">{redeem.message}</FormError>}
        <Muted>已绑定微信的账号扫码即可登录；未绑定的微信扫码后可注册新账号。</Muted>
        {scan}
      </>
    );

  return (
    <PageWidth>
      <FormCard aria-labelledby="wechat-heading">
        <FormHeading id="wechat-heading">微信登录 / 注册</FormHeading>
        {body}
      </FormCard>
    </PageWidth>
  );
}
