import type { CartCheckout } from '@yaocai/domain';
import { beijingDate } from '@yaocai/domain/print';
import { CASHBACK_PATHS } from '../../data/use-cashback';
import { Muted, Panel, TextLink } from '../../layout/page.styles';
import { Option, Options, yuan } from './checkout-choices';

/**
 * Step 2's cash vouchers (现金券, docs/cashback.md), beside the coupon: the company's unused vouchers, any number
 * ticked; the preview says what each pays after the coupon (soonest-ending first), never shipping.
 */
export function CashVoucherChoice({
  vouchers,
  discount,
  chosen,
  onChange,
  busy,
}: {
  vouchers: CartCheckout['cash_vouchers'];
  discount: string;
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  busy: boolean;
}) {
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((candidate) => candidate !== id));
  return (
    <Panel aria-labelledby="checkout-cash-voucher" aria-busy={busy}>
      <h2 id="checkout-cash-voucher">现金券</h2>
      {vouchers.length === 0 ? (
        <Muted>
          暂无可用的现金券，参加 <TextLink to={CASHBACK_PATHS.campaigns}>满返活动</TextLink> 可获得
        </Muted>
      ) : (
        <>
          <Options role="group" aria-labelledby="checkout-cash-voucher">
            {vouchers.map((voucher) => (
              <Option key={voucher.id}>
                <input
                  type="checkbox"
                  name="cash_voucher"
                  value={voucher.id}
                  checked={chosen.includes(voucher.id)}
                  onChange={(event) => toggle(voucher.id, event.currentTarget.checked)}
                  aria-label={voucher.title}
                  aria-describedby={`cash-voucher-${voucher.id}-note`}
                />
                <span>
                  <strong>{voucher.title}</strong>
                  <p id={`cash-voucher-${voucher.id}-note`}>
                    余额 {yuan(voucher.remaining)}　{beijingDate(voucher.ends_at * 1000 - 1)} 到期
                    {voucher.chosen === 1 && <> · 本单抵扣 {yuan(voucher.spend)}</>}
                  </p>
                </span>
              </Option>
            ))}
          </Options>
          <p>现金券抵扣 {yuan(discount)}（不抵运费，不找零）</p>
        </>
      )}
    </Panel>
  );
}
