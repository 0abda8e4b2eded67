import { StatusMessage } from './StatusMessage';

export function NoActivityPage() {
  return <StatusMessage message="活动不存在或已结束" homeLink />;
}
