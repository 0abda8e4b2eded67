/** A LIKE/ILIKE pattern matching `text` anywhere, with `\`, `%` and `_` in it taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
