import { styled } from 'styled-components';
import { useSite } from '../../data/use-site';
import { useUser } from '../../data/use-user';
import { Muted, PageWidth, Panel, PrimaryLink } from '../../layout/page.styles';
import { StepsBar } from '../account/StepsBar';
import { REGISTER_STEPS } from '../account/steps';

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
  p { margin: 0; line-height: 1.8; }
`;

/** The hot line, or what stands in while the site settings load or when they failed. */
function HotLine() {
  const { site, isLoading, error } = useSite();
  if (site?.hot_line) return <strong>{site.hot_line}</strong>;
  if (isLoading) return <span>（客服电话加载中…）</span>;
  if (error) return <span>（客服电话暂时无法加载，请稍后刷新页面查看）</span>;
  return null;
}

/**
 * /register/step3 — the account exists and is signed in (the route is for signed-in buyers). Step 2, the company
 * and its qualification documents, cannot be submitted online yet: the page says so and how to reach the
 * service team instead, rather than promising a review that nothing has been submitted for.
 */
export function RegisterDonePage() {
  const { data: user } = useUser();
  return (
    <PageWidth>
      <StepsBar label="注册步骤" steps={REGISTER_STEPS} done={1} />
      <Result role="status" aria-labelledby="register-done-heading">
        <h1 id="register-done-heading">账号已创建</h1>
        <p>{user ? `您的账号 ${user.phone} 已创建并已登录。` : '您的账号已创建并已登录。'}</p>
        <p>
          下一步需要提交企业信息和资质文件（营业执照、药品经营许可证等），资质审核通过后才能采购。
          <br />
          网上提交企业资质的功能暂未开放，请联系客服提交企业资质：
          <HotLine />
        </p>
        <Muted>资质审核通过之前，您可以浏览商品，但暂不能购买。</Muted>
        <PrimaryLink to="/">返回首页</PrimaryLink>
      </Result>
    </PageWidth>
  );
}
