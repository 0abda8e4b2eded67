import { Pagination } from '@yaocai/ui';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { renderRouterLink } from '../../lib/render-link';

const Row = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[4]};
`;

interface MemberPagerProps {
  /** The page answer's own figures. */
  page: number;
  total: number;
  perPage: number;
  /** The address of page `n` of this view (its filters kept). */
  hrefOf: (page: number) => string;
  /** Accessible name, e.g. 订单分页. */
  label: string;
}

/** A member list's pages as router links (the page lives in the address bar); none for a single page. */
export function MemberPager({ page, total, perPage, hrefOf, label }: MemberPagerProps) {
  const navigate = useNavigate();
  if (total <= perPage) return null;
  return (
    <Row>
      <Pagination
        page={page}
        total={total}
        pageSize={perPage}
        getPageHref={hrefOf}
        renderLink={renderRouterLink}
        onPageChange={(n) => navigate(hrefOf(n))}
        label={label}
      />
    </Row>
  );
}
