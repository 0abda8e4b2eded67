import { type ActivityPageSummary, resolveActivityPage } from '@yaocai/domain';
import { useParams, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { ListStatus } from '../../components/goods/ListStatus';
import { StatusMessage } from '../../components/status/StatusMessage';
import { useActivityPages } from '../../data/use-activity-pages';
import { PageHeading, PageWidth, TextLink } from '../../layout/page.styles';
import { ActivityView } from './ActivityView';

/** The page a link part names, by its url or its id; null when none that has not ended does. */
const named = (list: readonly ActivityPageSummary[], part: string) =>
  list.find((page) => page.url === part || String(page.id) === part) ?? null;

/** The list of running pages with its loading / error states; `render` once it is in. */
function WithPages({ render }: { render: (list: readonly ActivityPageSummary[]) => React.ReactNode }) {
  const { data, error, isLoading, retry } = useActivityPages();
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
  return render(data.list);
}

/** /yjh/:id? — one activity page, named by its id or url; without one, the first running page. */
export function ActivityZonePage() {
  const { id = '' } = useParams();
  return (
    <PageWidth>
      <PageHeading>活动专区</PageHeading>
      <WithPages
        render={(list) => {
          const page = id ? named(list, id) : resolveActivityPage(list, []);
          if (page) return <ActivityView id={page.id} />;
          return id ? (
            <StatusMessage message="活动不存在或已结束" homeLink />
          ) : (
            <StatusMessage message="暂无进行中的活动" homeLink />
          );
        }}
      />
    </PageWidth>
  );
}

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 2px solid ${({ theme }) => theme.colors.brand};

  a {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

/** /Hdzx/:ids/:id? — several activity pages (ids or urls, comma-separated) as tabs; :id picks the tab. */
export function ActivityCentrePage() {
  const { ids = '', id } = useParams();
  return (
    <PageWidth>
      <PageHeading>活动中心</PageHeading>
      <WithPages
        render={(list) => {
          const tabs = ids
            .split(',')
            .map((part) => named(list, part.trim()))
            .filter((page): page is ActivityPageSummary => page !== null);
          if (tabs.length === 0) return <StatusMessage message="活动不存在或已结束" homeLink />;
          const current = (id && tabs.find((page) => String(page.id) === id || page.url === id)) || tabs[0];
          return (
            <>
              <Tabs aria-label="活动">
                {tabs.map((page) => (
                  <TextLink
                    key={page.id}
                    to={`/Hdzx/${ids}/${page.id}`}
                    aria-current={page.id === current?.id ? 'page' : undefined}
                  >
                    {page.title}
                  </TextLink>
                ))}
              </Tabs>
              {current && <ActivityView id={current.id} />}
            </>
          );
        }}
      />
    </PageWidth>
  );
}

/**
 * /zqmb and /hdmb?id= — the untitled templates (spec §2): the same activity page data without the zone's heading;
 * `id` is a page id or url, none: the first running page.
 */
export function ActivityTemplatePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <PageWidth>
      <WithPages
        render={(list) => {
          const page = id ? named(list, id) : resolveActivityPage(list, []);
          return page ? (
            <ActivityView id={page.id} />
          ) : (
            <StatusMessage message="活动不存在或已结束" homeLink />
          );
        }}
      />
    </PageWidth>
  );
}
