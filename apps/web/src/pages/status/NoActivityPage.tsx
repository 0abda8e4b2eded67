import { StatusMessage } from '../../components/status/StatusMessage';

export function NoActivityPage() {
  return <StatusMessage message="活动不存在或已结束" homeLink />;
}
