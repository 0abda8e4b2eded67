/** A slot in the page list: a page number or a gap standing for the pages left out. */
export type PageItem = number | 'gap-before' | 'gap-after';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The pages to list: always the first and last, `siblings` either side of the current page, and a gap
 * where pages are left out. The list keeps the same length wherever the current page is, so the
 * controls do not jump about, and a gap never stands for a single page.
 */
export function pageItems(page: number, totalPages: number, siblings: number): PageItem[] {
  const slots = siblings * 2 + 5;
  if (totalPages <= slots) return range(1, totalPages);
  if (page - siblings <= 3) return [...range(1, slots - 2), 'gap-after', totalPages];
  if (page + siblings >= totalPages - 2)
    return [1, 'gap-before', ...range(totalPages - slots + 3, totalPages)];
  return [1, 'gap-before', ...range(page - siblings, page + siblings), 'gap-after', totalPages];
}
