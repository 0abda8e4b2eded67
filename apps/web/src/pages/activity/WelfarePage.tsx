import { Pagination } from '@yaocai/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { ListStatus } from '../../components/goods/ListStatus';
import { StatusMessage } from '../../components/status/StatusMessage';
import { useWelfare } from '../../data/use-activity-pages';
import { PageHeading, PageWidth } from '../../layout/page.styles';
import { renderRouterLink } from '../../lib/render-link';
import { ActivityBody } from './ActivityView';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

/**
 * /welfare — the running 全场94折 (issue #22 §1): its window with the countdown on the server clock, its rules and
 * its goods, each with what one unit costs in it; the activity page's body, a page of goods at a time.
 */
export function WelfarePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, notFound, isLoading, retry } = useWelfare(page);
  const pageHref = (n: number) => (n === 1 ? '/welfare' : `/welfare?page=${n}`);
  return (
    <PageWidth>
      <PageHeading>全场折扣</PageHeading>
      {notFound ? (
        <StatusMessage message="暂无进行中的全场折扣活动" homeLink />
      ) : !data ? (
        <ListStatus
          loading={isLoading}
          failed={Boolean(error)}
          empty={false}
          errorText="活动加载失败，请重试"
          emptyText=""
          onRetry={retry}
        />
      ) : (
        <ActivityBody page={data} onEnd={retry}>
          {data.in_audience === 0 && (
            <Note>登录并通过资质审核后，符合活动对象的企业可享{data.label}，到手价以结算页为准。</Note>
          )}
        </ActivityBody>
      )}
      {data && data.total > data.per_page && (
        <Footer>
          <Pagination
            page={data.page}
            total={data.total}
            pageSize={data.per_page}
            onPageChange={(n) => navigate(pageHref(n))}
            getPageHref={pageHref}
            renderLink={renderRouterLink}
          />
        </Footer>
      )}
    </PageWidth>
  );
}
