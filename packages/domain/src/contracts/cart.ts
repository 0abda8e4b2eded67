import { z } from 'zod';
import { flag, idParam, intParam } from './common';

/** One entry of POST /api/cart `params[]`. */
export const cartAddEntry = z.strictObject({
  goods_id: idParam('商品'),
  price: z.string().optional(),
  number: intParam('数量', { min: 1, tooSmall: '数量必须大于0' }),
  ck_id: intParam('仓库').default(0),
  goods_price_id: intParam('价格').default(0),
  ladder_price_id: intParam('阶梯价').default(0),
  goods_manjian_id: intParam('满减活动').default(0),
  is_yj: intParam('议价标记').default(0),
  type: intParam('类型').optional(),
});
export type CartAddEntry = z.infer<typeof cartAddEntry>;

/** Full-amount tier: status 1 when the coupon-eligible selected total reaches `amount`. */
export const manjianTier = z.object({ amount: z.string(), status: flag });
