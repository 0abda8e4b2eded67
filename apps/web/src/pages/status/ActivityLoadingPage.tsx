import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { StatusMessage } from '../../components/status/StatusMessage';

/**
 * /activity/* lands here. Activity pages are not built yet, so no activity can resolve: the page says
 * it is loading, then moves on to /noActivity (replacing itself, so Back does not bounce).
 */
export function ActivityLoadingPage() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/noActivity', { replace: true });
  }, [navigate]);
  return <StatusMessage message="活动加载中…" />;
}
