import { Button, ConfirmDialog } from '@yaocai/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { ReadStatus } from '../../components/member/ReadStatus';
import { useSite } from '../../data/use-site';
import { useUser } from '../../data/use-user';
import { goToWechat, useBindWechat, useUnbindWechat } from '../../data/use-wechat';
import { Muted, PageHeading } from '../../layout/page.styles';

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

/**
 * /zhzx/bdwx (spec §2 /bdwx) — bind or unbind WeChat. 绑定微信 goes to WeChat's QR page (or the 开发模式 stand-in),
 * which comes back here with `code` and `state`; the page redeems them once and drops them from the address.
 */
export function BindWechatPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useUser();
  const bind = useBindWechat();
  const unbind = useUnbindWechat();
  const [leaving, setLeaving] = useState(false);
  const code = params.get('code');
  const state = params.get('state');
  const redeemed = useRef(false);
  const wechatOffered = useSite().data?.wechat_login === 1;
  useEffect(() => {
    if (!code || !state || redeemed.current) return;
    redeemed.current = true;
    void bind.run({ code, state }).finally(() => navigate('/zhzx/bdwx', { replace: true }));
  }, [code, state, bind, navigate]);

  const start = () => {
    setLeaving(true);
    goToWechat('bind').catch(() => setLeaving(false));
  };

  let body: ReactNode;
  if (!wechatOffered) body = <Muted>本站暂未开通微信登录与绑定。</Muted>;
  else if (!user.data) body = <ReadStatus read={user} what="账号信息" />;
  else if (bind.pending) body = <Muted role="status">正在绑定微信…</Muted>;
  else if (user.data.wechat)
    body = (
      <Status>
        <span>已绑定微信：{user.data.wechat}</span>
        <ConfirmDialog
          title="解除微信绑定"
          description="解除后将不能用此微信扫码登录，确定解除吗？"
          confirmText="解除绑定"
          onConfirm={() => void unbind.run()}
          trigger={
            <Button variant="secondary" loading={unbind.pending}>
              解除绑定
            </Button>
          }
        />
      </Status>
    );
  else
    body = (
      <>
        <Status>
          <span>未绑定微信</span>
          <Button loading={leaving} onClick={start}>
            绑定微信
          </Button>
        </Status>
        <Muted>绑定后可用微信扫码登录本账号。</Muted>
      </>
    );

  return (
    <>
      <PageHeading>绑定微信</PageHeading>
      {body}
    </>
  );
}
