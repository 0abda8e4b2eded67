import type { ReactNode } from 'react';
import { HiddenCaption } from './CartTable.styles';

/** The cart table's caption and column headers; the first header holds 全选. */
export function CartHead({ selectAll }: { selectAll: ReactNode }) {
  return (
    <>
      <HiddenCaption>购物车商品</HiddenCaption>
      <thead>
        <tr>
          <th scope="col">{selectAll}</th>
          <th scope="col">商品</th>
          <th scope="col">单价</th>
          <th scope="col">数量</th>
          <th scope="col" data-align="end">
            金额
          </th>
          <th scope="col" data-align="center">
            操作
          </th>
        </tr>
      </thead>
    </>
  );
}
