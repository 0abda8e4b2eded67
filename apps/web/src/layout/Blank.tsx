/** Nothing to show while the first page chunk loads (it is small and quick) or while a redirect runs. */
export function Blank() {
  return null;
}
