import { type FormEvent, type ReactNode, useId } from 'react';
import { FormError } from '../../internal/form.styles';
import { useControllableState } from '../../internal/useControllableState';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Field } from '../Field/Field';
import { Input } from '../Field/Input';
import { Buttons, Phone, PhoneKind, Region, Root } from './AddressForm.styles';

/** The form's values; the app maps them onto the address request. */
export interface AddressFormValues {
  consignee: string;
  /** A mobile number, or a landline (spec §5's landline option). */
  phoneType: 'mobile' | 'landline';
  mobile: string;
  /** Landline area code, e.g. 020. */
  areaCode: string;
  /** Landline number, 7–8 digits. */
  landline: string;
  /** Landline extension, optional. */
  extension: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  isDefault: boolean;
}

/** A field of the form, also the keys of `errors`. */
export type AddressField = Exclude<keyof AddressFormValues, 'phoneType'>;

export const emptyAddress: AddressFormValues = {
  consignee: '',
  phoneType: 'mobile',
  mobile: '',
  areaCode: '',
  landline: '',
  extension: '',
  province: '',
  city: '',
  district: '',
  detail: '',
  isDefault: false,
};

export interface AddressFormProps {
  /** The values, when controlled. */
  value?: AddressFormValues;
  /** The values first shown when uncontrolled, e.g. the address being edited. @default emptyAddress */
  defaultValue?: AddressFormValues;
  /** Called with the new values on every change. */
  onChange?: (values: AddressFormValues) => void;
  /** Called with the values when the buyer saves. The rules live in the domain package; the app checks there. */
  onSubmit: (values: AddressFormValues) => void;
  /** Called by 取消; without it no 取消 button is shown. */
  onCancel?: () => void;
  /** Messages per field, e.g. the server's 422 `FieldErrors` mapped onto these keys. */
  errors?: Partial<Record<AddressField, string>>;
  /** A message for the whole form, e.g. a failed save. */
  error?: ReactNode;
  /** The save is under way: the form is read-only and 保存 is busy. @default false */
  submitting?: boolean;
  /** Label of the save button. @default '保存收货地址' */
  submitLabel?: string;
}

/**
 * Adding or editing a delivery address (/addr, checkout): 收货人, a mobile or a landline (area code,
 * number, extension), the region, the street and 设为默认地址. It shows the errors it is given and does
 * not validate: one home per rule, and that home is the domain.
 */
export function AddressForm({
  value,
  defaultValue = emptyAddress,
  onChange,
  onSubmit,
  onCancel,
  errors = {},
  error,
  submitting = false,
  submitLabel = '保存收货地址',
}: AddressFormProps) {
  const id = useId();
  const [values, setValues] = useControllableState(value, defaultValue, onChange);
  const set = <K extends keyof AddressFormValues>(key: K, next: AddressFormValues[K]) =>
    setValues({ ...values, [key]: next });
  const text = (key: Exclude<AddressField, 'isDefault'>) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  const landline = values.phoneType === 'landline';

  return (
    <Root
      data-ui="AddressForm"
      aria-label="收货地址"
      onSubmit={submit}
      noValidate
      aria-busy={submitting || undefined}
    >
      {error && <FormError role="alert">{error}</FormError>}
      <fieldset disabled={submitting}>
        <Field label="收货人" required error={errors.consignee}>
          <Input {...text('consignee')} autoComplete="name" maxLength={25} />
        </Field>
        <PhoneKind role="radiogroup" aria-label="联系电话类型">
          {(['mobile', 'landline'] as const).map((kind) => (
            <label key={kind} htmlFor={`${id}-${kind}`}>
              <input
                type="radio"
                id={`${id}-${kind}`}
                name={`${id}-phone`}
                checked={values.phoneType === kind}
                onChange={() => set('phoneType', kind)}
              />
              {kind === 'mobile' ? '手机号码' : '固定电话'}
            </label>
          ))}
        </PhoneKind>
        {landline ? (
          <Phone>
            <Field label="区号" required error={errors.areaCode}>
              <Input {...text('areaCode')} inputMode="numeric" maxLength={4} placeholder="020" />
            </Field>
            <Field label="电话号码" required error={errors.landline}>
              <Input {...text('landline')} inputMode="numeric" maxLength={8} />
            </Field>
            <Field label="分机号" hint="选填" error={errors.extension}>
              <Input {...text('extension')} inputMode="numeric" maxLength={6} />
            </Field>
          </Phone>
        ) : (
          <Field label="手机号码" required error={errors.mobile}>
            <Input {...text('mobile')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />
          </Field>
        )}
        <Region>
          <legend>所在地区</legend>
          <Field label="省份" required error={errors.province}>
            <Input {...text('province')} autoComplete="address-level1" />
          </Field>
          <Field label="城市" required error={errors.city}>
            <Input {...text('city')} autoComplete="address-level2" />
          </Field>
          <Field label="区县" required error={errors.district}>
            <Input {...text('district')} autoComplete="address-level3" />
          </Field>
        </Region>
        <Field label="详细地址" required hint="街道、门牌号、楼层等" error={errors.detail}>
          <Input {...text('detail')} autoComplete="street-address" maxLength={120} />
        </Field>
        <Checkbox
          label="设为默认地址"
          checked={values.isDefault}
          error={errors.isDefault}
          onChange={(event) => set('isDefault', event.target.checked)}
        />
      </fieldset>
      <Buttons>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={submitting}>
            取消
          </Button>
        )}
      </Buttons>
    </Root>
  );
}
