import { AdvertBanner } from '@yaocai/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useFocusAdverts } from '../../data/use-content';
import { advertProps } from '../../layout/advert-props';
import { PageWidth } from '../../layout/page.styles';
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

/** /login — the login banner (/api/focus/login) beside the form; afterwards back to `?redirect=` or home. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(params.get('redirect'));
  const [banner] = useFocusAdverts('login').data ?? [];
  return (
    <PageWidth>
      <Layout>
        {banner && <AdvertBanner {...advertProps(banner)} variant="side" closable={false} />}
        <LoginForm onSuccess={() => navigate(target, { replace: true })} />
      </Layout>
    </PageWidth>
  );
}
