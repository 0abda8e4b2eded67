import { StatusMessage } from '../../components/status/StatusMessage';

export function LoadingPage() {
  return <StatusMessage message="正在加载…" />;
}
