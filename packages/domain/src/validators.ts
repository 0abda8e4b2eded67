/** Form validation rules of spec §5. */

const MOBILE = /^1[3-9]\d{9}$/;
const LANDLINE = /^\d{2,3}-\d{7,8}$/;
const EMAIL = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

export interface PhoneOptions {
  /** Also accept a landline: a 2–3 digit area code, a hyphen, then 7–8 digits. */
  landline?: boolean;
}

/** An 11-digit mainland mobile number starting with 1 then 3–9 (optionally a landline). */
export function isMobile(value: string, options: PhoneOptions = {}): boolean {
  return MOBILE.test(value) || (options.landline === true && LANDLINE.test(value));
}

/** Letters, digits, underscore or hyphen before @, then dot-separated domain parts. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

export const MOBILE_PATTERN = MOBILE;
export const LANDLINE_PATTERN = LANDLINE;
export const EMAIL_PATTERN = EMAIL;
