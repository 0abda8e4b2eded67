import { ButtonLink, ListState, StepHeader } from '@yaocai/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { REGISTER_STEPS } from '../../components/account/steps';
import { useZizhi } from '../../data/use-qualifications';
import { Muted, PageWidth, Panel, TextLink } from '../../layout/page.styles';
import { renderRouterLink } from '../../lib/render-link';
import { type RegisterFlow, registerPaths } from './flows';

const Result = styled(Panel)`
  width: 720px;
  max-width: 100%;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;

  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; font-weight: 500; }
  p, ol { margin: 0; line-height: 1.8; }
  ol { text-align: left; }
`;

const Links = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
`;

function Outcome({ flow }: { flow: RegisterFlow }) {
  const zizhi = useZizhi();
  const paths = registerPaths(flow);
  if (!zizhi.data)
    return zizhi.error ? (
      <ListState status="error" errorText="审核状态加载失败，请重试" onRetry={zizhi.retry} />
    ) : (
      <ListState status="loading" loadingText="审核状态加载中…" />
    );
  const { company } = zizhi.data;
  if (!company)
    return (
      <>
        <h1 id="register-done-heading">尚未提交企业资料</h1>
        <p>账号已创建。提交企业信息和资质证照并通过审核后，才能采购。</p>
        <ButtonLink href={paths.step2} renderLink={renderRouterLink}>
          填写企业信息
        </ButtonLink>
      </>
    );
  if (company.status === 'rejected')
    return (
      <>
        <h1 id="register-done-heading">资质审核未通过</h1>
        <p>驳回原因：{company.reason || '未说明'}</p>
        <ButtonLink href={paths.step2} renderLink={renderRouterLink}>
          修改后重新提交
        </ButtonLink>
      </>
    );
  if (company.status === 'approved')
    return (
      <>
        <h1 id="register-done-heading">资质审核已通过</h1>
        <p>{company.name} 已可以在药采采购。</p>
        {flow === 'chain' && (
          <p>
            请到 账户中心 → <TextLink to="/zhzx/ddgl">多门店管理</TextLink> 添加门店账号。
          </p>
        )}
      </>
    );
  return (
    <>
      <h1 id="register-done-heading">资料已提交，正在审核</h1>
      <p>{company.name} 的企业信息和资质证照已提交（资质审核中）。</p>
      <ol aria-label="接下来">
        <li>平台审核人员会核对您的企业信息和证照，通常在1–2个工作日内完成。</li>
        <li>审核结果会以站内消息通知您；未通过时消息中会写明原因，您可修改后重新提交。</li>
        <li>审核期间可以浏览商品和价格，但暂不能下单购买。</li>
        {flow === 'chain' && <li>审核通过后，请到 账户中心 → 多门店管理 添加各门店的账号，并为门店采购。</li>}
      </ol>
    </>
  );
}

/**
 * /register/step3 (and /register/dd/step3) — where the registration stands: under review with what happens next,
 * or rejected with the reason, or approved; a buyer who has not yet handed in the company is sent back to step 2.
 */
export function RegisterDonePage({ flow = 'single' }: { flow?: RegisterFlow }): ReactNode {
  return (
    <PageWidth>
      <StepHeader label="注册步骤" steps={REGISTER_STEPS} current={3} />
      <Result role="status" aria-labelledby="register-done-heading">
        <Outcome flow={flow} />
        <Muted>资质证照可随时在 账户中心 → 资质证件 查看和更新。</Muted>
        <Links>
          <ButtonLink href="/user" renderLink={renderRouterLink}>
            进入会员中心
          </ButtonLink>
          <TextLink to="/">返回首页</TextLink>
        </Links>
      </Result>
    </PageWidth>
  );
}

/** /register/dd/step3: under review, and where the stores are added once approved. */
export const ChainRegisterDonePage = () => <RegisterDonePage flow="chain" />;
