import { type Goods, snapQuantity } from '@yaocai/domain';
import { Button, QuantityStepper } from '@yaocai/ui';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { type CartAddParams, useAddToCart } from '../../data/use-cart';
import { useUser } from '../../data/use-user';
import { TextLink } from '../../layout/page.styles';

const Row = styled.div<{ $stacked: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  align-items: ${({ $stacked }) => ($stacked ? 'stretch' : 'center')};
  gap: ${({ theme }) => theme.space[2]};
`;

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The goods fields the control reads: the package step, the stock and whether this buyer may buy. */
export type CartGoods = Pick<Goods, 'id' | 'name' | 'zbz' | 'number' | 'bzdw' | 'is_buy' | 'buy_reason'>;

/** The price selection an add carries (a promotion, a ladder set, a full-amount activity, 议价). */
export type PriceSelection = Omit<CartAddParams, 'goods_id' | 'number' | 'combination_id'>;

interface AddToCartProps {
  goods: CartGoods;
  /**
   * The price ids the page knows (detail answer, promotion strip); the server prices the line from them.
   * null while the page is still finding them out: the add waits.
   */
  selection?: PriceSelection | null;
  /** In a list: the product's name joins the control's accessible names, and the parts stack. @default false */
  inList?: boolean;
  /** The quantity, when the page also reads it (the detail page's ladder and free-shipping hints). */
  quantity?: number;
  onQuantityChange?: (quantity: number) => void;
}

/**
 * A quantity stepper in package steps (zbz, at most the stock; domain quantity rule) and 加入购物车 (spec §2,
 * §4). A visitor gets a login link instead (the price reads 登录可见); goods this buyer may not buy show the server's
 * `buy_reason`. The add leaves 200 ms after the click and its answer is a toast (`useAddToCart`).
 */
export function AddToCart({ goods, selection, inList = false, quantity, onQuantityChange }: AddToCartProps) {
  const { signedIn } = useUser();
  const location = useLocation();
  const add = useAddToCart();
  const rule = { step: goods.zbz, max: goods.number };
  const [own, setOwn] = useState(() => snapQuantity(Number.NaN, rule) ?? 0);
  const value = quantity ?? own;
  const setValue = onQuantityChange ?? setOwn;
  const named = (text: string) => (inList ? `${text}：${goods.name}` : text);

  if (!signedIn) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    // The price beside it already reads 登录可见 (the server sends a visitor none).
    return (
      <TextLink to={`/login?redirect=${redirect}`} aria-label={named('登录后购买')}>
        登录后购买
      </TextLink>
    );
  }
  if (goods.is_buy === 0) return <Reason>{goods.buy_reason || '暂不能购买'}</Reason>;

  const orderable = snapQuantity(value, rule) !== null;
  return (
    <Row $stacked={inList}>
      <QuantityStepper
        value={value}
        onValueChange={setValue}
        step={rule.step}
        max={rule.max}
        unit={goods.bzdw}
        label={named('采购数量')}
      />
      <Button
        aria-label={inList ? named('加入购物车') : undefined}
        loading={add.pending}
        disabled={!orderable || selection === null}
        onClick={() => void add.run([{ ...selection, goods_id: goods.id, number: value }])}
      >
        加入购物车
      </Button>
    </Row>
  );
}
