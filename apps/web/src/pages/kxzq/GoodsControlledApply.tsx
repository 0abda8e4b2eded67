import type { GoodsDetail } from '@yaocai/domain';
import { useGoodsAccess } from '../../data/use-kxzq';
import { useUser } from '../../data/use-user';
import { ControlledApply } from './ControlledApply';

/**
 * The detail page's apply button: only for a controlled product a signed-in buyer may not order yet and
 * whose programme takes applications.
 */
export function GoodsControlledApply({ goods }: { goods: GoodsDetail }) {
  const { signedIn } = useUser();
  const asked = goods.is_controlled === 1 && goods.is_buy === 0 && signedIn;
  const access = useGoodsAccess(goods.id, asked);
  if (!asked || !access?.programme) return null;
  return <ControlledApply title={access.programme.title} target={{ goods_id: goods.id }} auth={access} />;
}
