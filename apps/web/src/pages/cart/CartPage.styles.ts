import { styled } from 'styled-components';

/** Lines on the left, the tier progress, shipping and totals beside them. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

export const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Step 2's summary and 提交订单, after the sections they submit, in a column on the right like the cart's. */
export const SubmitBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: end;
  width: 300px;
  max-width: 100%;
  margin: ${({ theme }) => theme.space[4]} 0 0 auto;
  & > section { width: 100%; }
`;

export const Toolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export const FilterLinks = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    padding: ${({ theme }) => theme.space[2]} 0;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-bottom: 2px solid transparent;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
  }
`;
