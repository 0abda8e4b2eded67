import { beijingDateTime } from '@yaocai/domain';

/*
 * The console's window fields: `datetime-local` values in the operator's zone (Beijing for our operators), and
 * the ISO instants the API takes and answers.
 */

/** An ISO instant as a `datetime-local` value; '' for none. */
export function localOf(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant; '' for none. */
export const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

/** An ISO instant as the console prints times (Beijing, to the minute); '' for none. */
export const beijingOf = (iso: string | null) => (iso ? beijingDateTime(Date.parse(iso) / 1000) : '');
