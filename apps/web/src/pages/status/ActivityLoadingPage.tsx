import { resolveActivityPage } from '@yaocai/domain';
import { ListState } from '@yaocai/ui';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { StatusMessage } from '../../components/status/StatusMessage';
import { useActivityPages } from '../../data/use-activity-pages';

/**
 * /activity/{url}/{url1}/{url2} lands here with `?url=` (routes.tsx): the page that address names, else the first
 * running one (domain's `resolveActivityPage`), replacing this page so Back does not bounce; /noActivity only when
 * none is running.
 */
export function ActivityLoadingPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data, error, retry } = useActivityPages();
  const url = params.get('url') ?? '';
  useEffect(() => {
    if (!data) return;
    const page = resolveActivityPage(data.list, url.split('/'));
    navigate(page ? `/yjh/${page.id}` : '/noActivity', { replace: true });
  }, [data, url, navigate]);
  if (error && !data) {
    return <ListState status="error" errorText="活动加载失败，请重试" emptyText="" onRetry={retry} />;
  }
  return <StatusMessage message="活动加载中…" />;
}
