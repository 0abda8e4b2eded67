import { DASHBOARD_QUEUE_LABELS } from '@yaocai/domain';
import { ListState } from '@yaocai/ui';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useDashboard } from '../data/use-dashboard';
import { QUEUE_LINKS } from '../menu';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};

  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** 工作台: the count of each queue this operator's roles may work, from the database. */
export default function DashboardPage() {
  const { queues, error, isLoading, retry } = useDashboard();
  return (
    <section aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">工作台</h2>
      {isLoading || error || !queues || queues.length === 0 ? (
        <ListState
          status={error ? 'error' : isLoading ? 'loading' : 'empty'}
          loadingText="正在加载待办…"
          errorText="待办加载失败"
          emptyText="您的角色暂无待办队列"
          onRetry={retry}
        />
      ) : (
        <Cards>
          {queues.map(({ queue, count }) => (
            <Card key={queue}>
              {QUEUE_LINKS[queue] ? (
                <Link to={QUEUE_LINKS[queue]}>{DASHBOARD_QUEUE_LABELS[queue]}</Link>
              ) : (
                DASHBOARD_QUEUE_LABELS[queue]
              )}
              <strong>{count}</strong>
            </Card>
          ))}
        </Cards>
      )}
    </section>
  );
}
