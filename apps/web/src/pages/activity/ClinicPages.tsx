import type { ActivityPageData } from '@yaocai/domain';
import { Countdown } from '@yaocai/ui';
import { styled } from 'styled-components';
import { GoodsResults } from '../../components/goods/GoodsResults';
import { ListStatus } from '../../components/goods/ListStatus';
import { StatusMessage } from '../../components/status/StatusMessage';
import { useClinicPage } from '../../data/use-activity-pages';
import { PageHeading, PageWidth, TextLink } from '../../layout/page.styles';
import { ActivityBody } from './ActivityView';

const Views = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

/** The clinics' page with its loading, missing and error states; `render` once it is in. */
function WithClinicPage({
  render,
}: {
  render: (page: ActivityPageData, retry: () => void) => React.ReactNode;
}) {
  const { data, error, notFound, isLoading, retry } = useClinicPage();
  if (notFound) return <StatusMessage message="诊所专场暂未开始，敬请期待" homeLink />;
  if (!data) {
    return (
      <ListStatus
        loading={isLoading}
        failed={Boolean(error)}
        empty={false}
        errorText="活动加载失败，请重试"
        emptyText=""
        onRetry={retry}
      />
    );
  }
  return render(data, retry);
}

function ViewLinks({ current }: { current: 'page' | 'list' }) {
  return (
    <Views aria-label="显示方式">
      <TextLink to="/yyh" aria-current={current === 'page' ? 'page' : undefined}>
        活动页
      </TextLink>
      <TextLink to="/yyh/list" aria-current={current === 'list' ? 'page' : undefined}>
        商品列表
      </TextLink>
    </Views>
  );
}

/** /yyh — the clinics' activity page (issue #22 §3): goods within the clinic's business scope, by floor. */
export function ClinicActivityPage() {
  return (
    <PageWidth>
      <PageHeading>诊所专场</PageHeading>
      <ViewLinks current="page" />
      <WithClinicPage render={(page, retry) => <ActivityBody page={page} onEnd={retry} />} />
    </PageWidth>
  );
}

/** /yyh/list — the same goods as one table, for buyers who order from a list. */
export function ClinicActivityListPage() {
  return (
    <PageWidth>
      <PageHeading>诊所专场</PageHeading>
      <ViewLinks current="list" />
      <WithClinicPage
        render={(page, retry) => {
          const list = page.floors.flatMap((floor) => floor.list);
          return (
            <>
              <Head>
                <h2>{page.title}</h2>
                <Countdown
                  key={`${page.id}-${page.timestamp}`}
                  serverTime={page.timestamp}
                  start={page.start}
                  end={page.end}
                  label={`${page.title}倒计时`}
                  onEnd={retry}
                />
              </Head>
              <GoodsResults
                results={{
                  data: { list, total: list.length, page: 1, per_page: Math.max(list.length, 1) },
                  isLoading: false,
                  error: null,
                  retry,
                }}
                view="table"
                caption={`${page.title}商品`}
                emptyText="您的经营范围内暂无本专场商品"
                pageHref={() => '/yyh/list'}
              />
            </>
          );
        }}
      />
    </PageWidth>
  );
}
