import type { GoodsDetail } from '@yaocai/domain';
import { useGoodsAccess } from '../../data/use-kxzq';
import { useUser } from '../../data/use-user';
import { ControlledApply } from './ControlledApply';

/**
 * The detail page's apply button: only for a controlled product a signed-in buyer may not order yet and
 * whose programme takes applications.
 */
export function GoodsControlledApply({ goods }: { goods: GoodsDetail }) {
  // The server's session, not the tab's flag: the access read answers only a buyer, and a stale flag
  // would send it for a visitor. Until the session answers, nothing is asked.
  const { data: user } = useUser();
  const asked = goods.is_controlled === 1 && goods.is_buy === 0 && user != null;
  const { data: access } = useGoodsAccess(goods.id, asked);
  if (!asked || !access?.programme) return null;
  return <ControlledApply title={access.programme.title} target={{ goods_id: goods.id }} auth={access} />;
}
