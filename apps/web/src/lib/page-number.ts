/**
 * The page number a list's address asks for (`?page=` or a `:page` segment): a positive whole number written
 * plainly, else the first page — anyone can type a URL, and `?page=abc`, `0`, `-2` or `1.5` is not a page.
 * The one reader of it for every paged view.
 */
export function readPage(value: string | null | undefined): number {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 1;
}
