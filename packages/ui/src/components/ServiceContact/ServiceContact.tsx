import { Line, Root, Strong } from './ServiceContact.styles';

/** The customer's account manager, as in the user state's `admin`. */
export interface AccountManager {
  /** Manager's name, e.g. 张敏. */
  name: string;
  /** Manager's phone, e.g. 13800000001. */
  phone: string;
  /** True when the customer has no dedicated manager and sees the shared default one. */
  is_default: boolean;
}

export interface ServiceContactProps {
  /** Account manager; omit to show only the hotline. */
  admin?: AccountManager | null;
  /** Complaint hotline from `common_config.hot_line`, e.g. 400-800-1234. */
  hotLine?: string;
}

/** Who to call: the account manager (专属客服 when dedicated) and the complaint hotline. */
export function ServiceContact({ admin, hotLine }: ServiceContactProps) {
  if (!admin && !hotLine) return null;
  return (
    <Root data-ui="ServiceContact">
      {admin && (
        <Line>
          {admin.is_default ? '客服：' : '专属客服：'}
          <Strong>{admin.name}</Strong>
          {admin.phone}
        </Line>
      )}
      {hotLine && <Line>投诉电话：{hotLine}</Line>}
    </Root>
  );
}
