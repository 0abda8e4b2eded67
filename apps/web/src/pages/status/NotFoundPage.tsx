import { StatusMessage } from '../../components/status/StatusMessage';

export function NotFoundPage() {
  return <StatusMessage message="抱歉，您访问的页面不存在" homeLink />;
}
