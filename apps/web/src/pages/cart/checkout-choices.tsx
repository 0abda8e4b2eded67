import {
  type Address,
  type CheckoutCoupon,
  INVOICE_TYPE_TEXT,
  INVOICE_TYPES,
  type InvoiceType,
  ORDER_REMARK_MAX,
  yuanToFen,
} from '@yaocai/domain';
import { AddressCard, Button, ListState, Price } from '@yaocai/ui';
import { type ReactNode, useState } from 'react';
import { styled } from 'styled-components';
import { AddressDialog } from '../../components/address/AddressDialog';
import { addressCardFields, useAddresses } from '../../data/use-address';
import { Muted, Panel } from '../../layout/page.styles';

export const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[3]} 0;
`;

export const Option = styled.label<{ $off?: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  cursor: ${({ $off }) => ($off ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $off }) => ($off ? theme.colors.textMuted : theme.colors.text)};

  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.brand}; }
  p { margin: ${({ theme }) => theme.space[1]} 0 0; }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  flex-wrap: wrap;
`;

const Remark = styled.textarea`
  width: 100%;
  min-height: 64px;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  font: inherit;
`;

/**
 * The company's delivery addresses as cards to choose from (`value`: the page's choice, the default address
 * until the buyer picks another), with 新增收货地址 and 编辑 in a dialog over the page.
 */
export function AddressChoice({ value, onChange }: { value: number | null; onChange: (id: number) => void }) {
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const list = addresses.data;
  let body: ReactNode;
  if (!list) {
    body = (
      <ListState
        status={addresses.error ? 'error' : 'loading'}
        loadingText="正在加载收货地址…"
        errorText="收货地址加载失败，请稍后重试"
        onRetry={addresses.retry}
      />
    );
  } else if (list.length === 0) {
    body = <ListState status="empty" emptyText="还没有收货地址，请先新增收货地址" />;
  } else {
    body = (
      <Options role="radiogroup" aria-labelledby="checkout-address">
        {list.map((address) => (
          <AddressCard
            key={address.id}
            {...addressCardFields(address)}
            selectName="address"
            selected={value === address.id}
            onSelect={() => onChange(address.id)}
            onEdit={() => setEditing(address)}
          />
        ))}
      </Options>
    );
  }
  return (
    <Panel aria-labelledby="checkout-address">
      <Row>
        <h2 id="checkout-address">收货地址</h2>
        {list && (
          <Button variant="secondary" size="sm" onClick={() => setEditing('new')}>
            新增收货地址
          </Button>
        )}
      </Row>
      {body}
      {editing && (
        <AddressDialog
          address={editing === 'new' ? null : editing}
          onSaved={(saved) => {
            setEditing(null);
            onChange(saved.id);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Panel>
  );
}

/** The invoice the buyer asks for (e-invoices, pharma-buyers). */
export function InvoiceChoice({
  value,
  onChange,
}: {
  value: InvoiceType;
  onChange: (type: InvoiceType) => void;
}) {
  return (
    <Panel aria-labelledby="checkout-invoice">
      <h2 id="checkout-invoice">发票类型</h2>
      <Row role="radiogroup" aria-labelledby="checkout-invoice">
        {INVOICE_TYPES.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="invoice_type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />{' '}
            {INVOICE_TYPE_TEXT[type]}
          </label>
        ))}
      </Row>
    </Panel>
  );
}

export const yuan = (amount: string) => <Price priceFen={yuanToFen(amount)} size="sm" />;

/**
 * The buyer's coupons as the preview offers them: usable ones first (the server's order, best first),
 * unusable ones shown off with the server's reason. 0 is 不使用优惠券.
 */
export function CouponChoice({
  coupons,
  value,
  onChange,
  busy,
}: {
  coupons: readonly CheckoutCoupon[];
  value: number;
  onChange: (id: number) => void;
  busy: boolean;
}) {
  const ordered = [...coupons.filter((c) => c.usable === 1), ...coupons.filter((c) => c.usable === 0)];
  return (
    <Panel aria-labelledby="checkout-coupon" aria-busy={busy}>
      <h2 id="checkout-coupon">优惠券</h2>
      {coupons.length === 0 ? (
        <Muted>暂无可用的优惠券</Muted>
      ) : (
        <Options role="radiogroup" aria-labelledby="checkout-coupon">
          <Option>
            <input type="radio" name="coupon" value={0} checked={value === 0} onChange={() => onChange(0)} />
            <span>不使用优惠券</span>
          </Option>
          {ordered.map((coupon) => (
            <Option key={coupon.id} $off={coupon.usable === 0}>
              <input
                type="radio"
                name="coupon"
                value={coupon.id}
                checked={value === coupon.id}
                disabled={coupon.usable === 0}
                onChange={() => onChange(coupon.id)}
                aria-label={coupon.title}
                aria-describedby={`coupon-${coupon.id}-note`}
              />
              <span>
                <strong>{coupon.title}</strong>
                <p id={`coupon-${coupon.id}-note`}>
                  {coupon.usable === 1 ? (
                    <>
                      可减 {yuan(coupon.discount)}　{coupon.scope_text}
                    </>
                  ) : (
                    coupon.reason
                  )}
                </p>
              </span>
            </Option>
          ))}
        </Options>
      )}
    </Panel>
  );
}

/** The order remark, at most ORDER_REMARK_MAX characters (the contract's limit). */
export function RemarkField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <Panel aria-labelledby="checkout-remark">
      <h2 id="checkout-remark">订单备注</h2>
      <Remark
        aria-labelledby="checkout-remark"
        maxLength={ORDER_REMARK_MAX}
        placeholder="选填，如送货时间要求"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Muted>
        {value.length}/{ORDER_REMARK_MAX}
      </Muted>
    </Panel>
  );
}
