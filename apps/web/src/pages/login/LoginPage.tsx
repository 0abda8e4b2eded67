import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageWidth } from '../../layout/page.styles';
import { safeRedirect } from '../../lib/safe-redirect';
import { LoginForm } from './LoginForm';

/** /login — after signing in, back to `?redirect=` (site-relative only) or the home page. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(params.get('redirect'));
  return (
    <PageWidth>
      <LoginForm onSuccess={() => navigate(target, { replace: true })} />
    </PageWidth>
  );
}
