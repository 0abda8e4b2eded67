import { ListState, StepHeader } from '@yaocai/ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { FormHeading } from '../../components/account/account.styles';
import { REGISTER_STEPS } from '../../components/account/steps';
import { useZizhi } from '../../data/use-qualifications';
import { PageWidth } from '../../layout/page.styles';
import { CompanyForm } from './CompanyForm';
import { type RegisterFlow, registerPaths } from './flows';

const Card = styled.section`
  width: 760px;
  max-width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};

  form { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[4]}; }
  h2 { margin: ${({ theme }) => theme.space[2]} 0 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

/**
 * /register/step2 (and /register/dd/step2, the chain head office) — the company, its business scope, invoice
 * details and the certificates its enterprise type requires. A company already submitted (under review or
 * approved) goes on to step 3 instead of filling the form again; a rejected one fills it again, told why.
 */
export function CompanyPage({ flow = 'single' }: { flow?: RegisterFlow }) {
  const zizhi = useZizhi();
  const paths = registerPaths(flow);
  const company = zizhi.data?.company;
  let body: ReactNode;
  if (!zizhi.data)
    body = zizhi.error ? (
      <ListState status="error" errorText="企业资料加载失败，请重试" onRetry={zizhi.retry} />
    ) : (
      <ListState status="loading" loadingText="企业资料加载中…" />
    );
  else if (company && company.status !== 'rejected') return <Navigate to={paths.step3} replace />;
  else body = <CompanyForm flow={flow} rejectedReason={company?.reason ?? ''} />;
  return (
    <PageWidth>
      <StepHeader label="注册步骤" steps={REGISTER_STEPS} current={2} />
      <Card aria-labelledby="company-heading">
        <FormHeading id="company-heading">
          {flow === 'chain' ? '填写连锁总部信息' : '填写企业信息'}
        </FormHeading>
        {body}
      </Card>
    </PageWidth>
  );
}

/** /register/dd/step2: the head office's company, its enterprise type fixed to 连锁药店总部. */
export const ChainCompanyPage = () => <CompanyPage flow="chain" />;
