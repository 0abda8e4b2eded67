import { beijingDate, renewalSignBy } from '@yaocai/domain';
import { Button, Checkbox, ListState } from '@yaocai/ui';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useContract, useSignContract } from '../../data/use-checkout';
import { Muted, PageHeading, PageWidth, Panel } from '../../layout/page.styles';
import { AFTER_CONTRACT_DEFAULT } from '../../lib/order-links';
import { safeRedirect } from '../../lib/safe-redirect';

const Body = styled.article`
  max-height: 420px;
  overflow-y: auto;
  margin: ${({ theme }) => theme.space[4]} 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  line-height: 1.8;

  p { margin: 0 0 ${({ theme }) => theme.space[3]}; }
`;

const Renewal = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Signing = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
`;

/**
 * /dzht — the e-contract (spec §8: an order attempt answered 459 comes here, and a sign-in when a newer version
 * awaits). Shows the version in force for the buyer's company; once signed, its date; until then an agreement
 * box and 签署合同, after which the buyer goes back where they came from (`?redirect=`, step 2 by default). A
 * newer version than the one signed says so, and until its date the buyer may go on without signing.
 */
export function ContractPage() {
  const contract = useContract();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = params.has('redirect') ? safeRedirect(params.get('redirect')) : AFTER_CONTRACT_DEFAULT;
  const [agreed, setAgreed] = useState(false);
  const sign = useSignContract({ onSuccess: () => navigate(back) });
  const data = contract.data;

  let body: ReactNode;
  if (!data)
    body = (
      <ListState
        status={contract.error ? 'error' : 'loading'}
        loadingText="正在加载电子合同…"
        errorText="电子合同加载失败，请稍后重试"
        onRetry={contract.retry}
      />
    );
  else {
    // Paragraphs are the contract's own order and never reorder, so their position is their identity.
    const paragraphs = data.body
      .split(/\n\s*\n/)
      .filter((text) => text.trim() !== '')
      .map((text, index) => ({ text, key: `p${index}` }));
    const signBy = renewalSignBy(data);
    body = (
      <Panel aria-labelledby="contract-title">
        <h2 id="contract-title">{data.title}</h2>
        <Muted>签约单位：{data.company}</Muted>
        {data.signed === 0 && data.signed_version !== null && (
          <Renewal role="note">
            <p>
              合同已更新为 {data.version} 版（贵单位签署的是 {data.signed_version} 版），请阅读并签署新版本。
              {signBy !== null
                ? `${beijingDate(signBy)} 前仍可正常下单，此后须签署新版本才能下单。`
                : '签署新版本后才能下单。'}
            </p>
            {signBy !== null && <Link to={back}>暂不签署，继续</Link>}
          </Renewal>
        )}
        <Body aria-label="合同正文">
          {paragraphs.length === 0 ? (
            <p>合同正文暂未提供，请联系您的专属客服</p>
          ) : (
            paragraphs.map(({ text, key }) => <p key={key}>{text}</p>)
          )}
        </Body>
        {data.signed === 1 ? (
          <p role="status">
            已签署{data.signed_at !== null && `（签署日期：${beijingDate(data.signed_at)}）`}
          </p>
        ) : (
          <Signing>
            <Checkbox
              label="我已阅读并同意上述合同条款"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
            />
            <Button size="lg" disabled={!agreed} loading={sign.pending} onClick={() => void sign.run()}>
              {sign.pending ? '签署中…' : '签署合同'}
            </Button>
          </Signing>
        )}
      </Panel>
    );
  }
  return (
    <PageWidth>
      <PageHeading>电子合同</PageHeading>
      {body}
    </PageWidth>
  );
}
