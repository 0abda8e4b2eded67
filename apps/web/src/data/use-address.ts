import type { Address, AddressBody } from '@yaocai/domain';
import { address, addressList } from '../api/contracts';
import type { ApiError } from '../api/errors';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';
import { useRead } from './read';
import { useUser } from './use-user';

/*
 * The company's delivery addresses (issue #9 §3: GET/POST /api/user/address, /{id}/edit, /{id}/delete,
 * /{id}/default). Every write refreshes the list; the step-2 preview shows the default address too.
 */

/** GET /api/user/address: the company's addresses, the default first as the server orders them. */
export function useAddresses() {
  const buyer = Boolean(useUser().data);
  const read = useRead(buyer ? keys.address.list : null, () =>
    request('/user/address', { schema: addressList }),
  );
  return { ...read, data: read.data?.list };
}

const addressReads = [keys.address.all, keys.cart.all];

/** A form's own 422 (field messages under the fields), given to the caller's `onError`. */
const FORM_STATUSES = [422];

const addAddress = (body: AddressBody) =>
  requestAnswer('/user/address', { method: 'POST', body, schema: address, handleSelf: FORM_STATUSES });
const editAddress = (id: number, body: AddressBody) =>
  requestAnswer(`/user/address/${id}/edit`, {
    method: 'POST',
    body,
    schema: address,
    handleSelf: FORM_STATUSES,
  });
const deleteAddress = (id: number) => requestAnswer(`/user/address/${id}/delete`, { method: 'POST' });
const setDefaultAddress = (id: number) => requestAnswer(`/user/address/${id}/default`, { method: 'POST' });

interface FormActionOptions {
  /** The refusal, for the form to place under its fields (`showFormError`). */
  onError?: (error: ApiError) => void;
}

/** POST /api/user/address. */
export function useAddAddress({ onError }: FormActionOptions = {}) {
  return useAction(addAddress, { invalidates: addressReads, onError });
}

/** POST /api/user/address/{id}/edit. */
export function useEditAddress({ onError }: FormActionOptions = {}) {
  return useAction(editAddress, { invalidates: addressReads, onError });
}

/** POST /api/user/address/{id}/delete (the caller has asked 确定删除该地址吗？ first). */
export function useDeleteAddress() {
  return useAction(deleteAddress, { invalidates: addressReads });
}

/** POST /api/user/address/{id}/default. */
export function useSetDefaultAddress() {
  return useAction(setDefaultAddress, { invalidates: addressReads });
}

/** The card fields of one address (AddressCard), the same in /zhzx/addr and at step 2. */
export const addressCardFields = (address: Address) => ({
  consignee: address.consignee,
  phone: address.phone,
  province: address.province,
  city: address.city,
  district: address.district,
  detail: address.detail,
  isDefault: address.is_default === 1,
});
