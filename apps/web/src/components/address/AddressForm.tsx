import { type Address, type AddressBody, addressBody, type FieldErrors, toFieldErrors } from '@yaocai/domain';
import {
  type AddressField,
  type AddressFormValues,
  AddressForm as AddressFormView,
  emptyAddress,
} from '@yaocai/ui';
import { useRef, useState } from 'react';
import type { ApiError } from '../../api/errors';
import { useAddAddress, useEditAddress } from '../../data/use-address';

type Errors = Partial<Record<AddressField, string>>;

/** The wire's phone: a mobile, or 区号-号码 (the domain's landline has no extension, so one is refused there). */
function phoneOf(values: AddressFormValues): string {
  if (values.phoneType === 'mobile') return values.mobile.trim();
  const parts = [values.areaCode, values.landline, values.extension].map((part) => part.trim());
  return parts.filter((part) => part !== '').join('-');
}

const bodyOf = (values: AddressFormValues) => ({
  consignee: values.consignee,
  phone: phoneOf(values),
  province: values.province,
  city: values.city,
  district: values.district,
  detail: values.detail,
  is_default: values.isDefault ? 1 : 0,
});

function valuesOf(address: Address | null): AddressFormValues {
  if (!address) return emptyAddress;
  const landline = /^(\d+)-(\d+)$/.exec(address.phone);
  return {
    ...emptyAddress,
    consignee: address.consignee,
    phoneType: landline ? 'landline' : 'mobile',
    mobile: landline ? '' : address.phone,
    areaCode: landline?.[1] ?? '',
    landline: landline?.[2] ?? '',
    province: address.province,
    city: address.city,
    district: address.district,
    detail: address.detail,
    isDefault: address.is_default === 1,
  };
}

/** A contract field's message onto the form's field (the phone sits under the kind of number chosen). */
function toFormErrors(errors: FieldErrors, phoneType: AddressFormValues['phoneType']): Errors {
  const field: Record<string, AddressField> = {
    consignee: 'consignee',
    phone: phoneType === 'mobile' ? 'mobile' : 'landline',
    province: 'province',
    city: 'city',
    district: 'district',
    detail: 'detail',
    is_default: 'isDefault',
  };
  const out: Errors = {};
  for (const [name, messages] of Object.entries(errors)) {
    const target = field[name];
    if (target && messages?.[0]) out[target] ??= messages[0];
  }
  return out;
}

export interface AddressEditorProps {
  /** The address to edit; null adds one. */
  address: Address | null;
  /** After the server saved it, with the saved address. */
  onSaved: (saved: Address) => void;
  onCancel: () => void;
}

/**
 * The library's address form on the domain contract: the values are checked with `addressBody` (the
 * server's rules and messages, one home) before anything is sent; a server 422 lands under its field.
 */
export function AddressEditor({ address, onSaved, onCancel }: AddressEditorProps) {
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const phoneType = useRef<AddressFormValues['phoneType']>('mobile');
  const onError = (error: ApiError) => {
    if (error.status !== 422) return;
    const mapped = toFormErrors(error.fieldErrors ?? {}, phoneType.current);
    setErrors(mapped);
    setFormError(Object.keys(mapped).length === 0 ? error.message || '提交的信息有误，请检查后重试' : null);
  };
  const add = useAddAddress({ onError });
  const edit = useEditAddress({ onError });
  const submit = async (values: AddressFormValues) => {
    phoneType.current = values.phoneType;
    const parsed = addressBody.safeParse(bodyOf(values));
    if (!parsed.success) {
      // The same grouping the server's 422 uses, so both land the same way.
      setErrors(toFormErrors(toFieldErrors(parsed.error.issues), values.phoneType));
      return;
    }
    setErrors({});
    setFormError(null);
    const body: AddressBody = parsed.data;
    const saved = address ? await edit.run(address.id, body) : await add.run(body);
    if (saved) onSaved(saved);
  };
  return (
    <AddressFormView
      defaultValue={valuesOf(address)}
      onSubmit={(values) => void submit(values)}
      onCancel={onCancel}
      errors={errors}
      error={formError}
      submitting={add.pending || edit.pending}
    />
  );
}
