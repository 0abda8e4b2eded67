import { StatusMessage } from './StatusMessage';

export function LoadingPage() {
  return <StatusMessage message="正在加载…" />;
}
