import { AdvertBanner } from '@yaocai/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { contractRenewalDue } from '../../data/use-checkout';
import { useFocusAdverts } from '../../data/use-content';
import { advertProps } from '../../layout/advert-props';
import { PageWidth } from '../../layout/page.styles';
import { contractHref } from '../../lib/order-links';
import { safeRedirect } from '../../lib/safe-redirect';
import { LoginForm } from './LoginForm';

const Layout = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[8]};

  & > [data-ui='AdvertBanner'] { flex: 0 1 600px; }
  & > section { flex: none; margin: 0; }
`;

/**
 * /login — the login banner (/api/focus/login) beside the form; afterwards back to `?redirect=` or home, by way of
 * /dzht when the e-contract has a newer version the company is asked to sign (docs/console.md "电子合同版本").
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(params.get('redirect'));
  const [banner] = useFocusAdverts('login').data ?? [];
  return (
    <PageWidth>
      <Layout>
        {banner && <AdvertBanner {...advertProps(banner)} variant="side" closable={false} />}
        <LoginForm
          onSuccess={async () => {
            const renew = await contractRenewalDue();
            navigate(renew ? contractHref(target) : target, { replace: true });
          }}
        />
      </Layout>
    </PageWidth>
  );
}
