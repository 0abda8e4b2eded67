import { useId } from 'react';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Actions, Body, DefaultBadge, Line, Root, Who } from './AddressCard.styles';

export interface AddressCardProps {
  /** 收货人. */
  consignee: string;
  /** A mobile number or a landline (区号-号码-分机) as the app words it. */
  phone: string;
  province: string;
  city: string;
  district: string;
  /** Street and number, e.g. 天河路 385 号 太古汇一座 12 层. */
  detail: string;
  /** The buyer's default address: marked 默认 and without 设为默认. @default false */
  isDefault?: boolean;
  /** Radio group name: given, the card is one choice of a group (checkout's address choice). */
  selectName?: string;
  /** Chosen in its group. @default false */
  selected?: boolean;
  /** Called when the buyer chooses this address. */
  onSelect?: () => void;
  /** Shows 编辑. */
  onEdit?: () => void;
  /** Shows 删除, which asks 确定删除该收货地址吗？ first. */
  onDelete?: () => void;
  /** Shows 设为默认 on a non-default address. */
  onSetDefault?: () => void;
  /** A change to this address is being saved: its actions are off. @default false */
  busy?: boolean;
}

/**
 * A delivery address: consignee, phone, region and street, the 默认 mark, and the actions given. In
 * checkout it is a radio (the whole text is its label); in /addr a plain card.
 */
export function AddressCard({
  consignee,
  phone,
  province,
  city,
  district,
  detail,
  isDefault = false,
  selectName,
  selected = false,
  onSelect,
  onEdit,
  onDelete,
  onSetDefault,
  busy = false,
}: AddressCardProps) {
  const id = useId();
  const selectable = selectName !== undefined;
  const text = (
    <>
      <Who>
        <strong>{consignee}</strong>
        <span>{phone}</span>
        {isDefault && <DefaultBadge>默认</DefaultBadge>}
      </Who>
      <Line>
        {province} {city} {district} {detail}
      </Line>
    </>
  );
  return (
    <Root
      data-ui="AddressCard"
      data-state={selectable ? (selected ? 'checked' : 'unchecked') : undefined}
      aria-label={selectable ? undefined : `收货地址：${consignee}`}
    >
      {selectable ? (
        <Body as="label" htmlFor={id}>
          <input type="radio" id={id} name={selectName} checked={selected} onChange={() => onSelect?.()} />
          <span>{text}</span>
        </Body>
      ) : (
        <Body>
          <span>{text}</span>
        </Body>
      )}
      {(onEdit || onDelete || (onSetDefault && !isDefault)) && (
        <Actions>
          {onSetDefault && !isDefault && (
            <Button variant="link" size="sm" disabled={busy} onClick={onSetDefault}>
              设为默认
            </Button>
          )}
          {onEdit && (
            <Button
              variant="link"
              size="sm"
              disabled={busy}
              onClick={onEdit}
              aria-label={`编辑 ${consignee} 的地址`}
            >
              编辑
            </Button>
          )}
          {onDelete && (
            <ConfirmDialog
              title="确定删除该收货地址吗？"
              description={`${consignee} ${province}${city}${district}${detail}`}
              confirmText="删除"
              onConfirm={onDelete}
              trigger={
                <Button variant="link" size="sm" disabled={busy} aria-label={`删除 ${consignee} 的地址`}>
                  删除
                </Button>
              }
            />
          )}
        </Actions>
      )}
    </Root>
  );
}
