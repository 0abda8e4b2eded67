import { randomInt } from 'node:crypto';

/* The reference a buyer writes on a bank transfer (对公转账), for an order (payments/) or a credit bill (here). */

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * `prefix` + 8 Crockford base-32 characters (no I, L, O, U: easy to read out and type into a bank form). 'YCZ'
 * pays an order, 'YCH' repays a credit bill (wallet/bill-transfer.ts): `ops confirm-transfer` tells them apart.
 */
export function transferReference(prefix = 'YCZ'): string {
  let code = prefix;
  for (let i = 0; i < 8; i += 1) code += CROCKFORD[randomInt(32)];
  return code;
}
