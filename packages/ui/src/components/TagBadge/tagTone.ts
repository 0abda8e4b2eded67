/** The theme colours a product tag can take (spec §3, product tag colours). */
export type TagTone = 'brand' | 'orange' | 'blue' | 'amber' | 'pink' | 'gold';

/** How the 换购 (trade-up) tag is coloured; the site uses both depending on the campaign. */
export type TradeUpVariant = 'blue' | 'amber';

const toneByName: Record<string, TagTone> = {
  优: 'brand',
  秒: 'brand',
  满: 'orange',
  赠: 'pink',
  特: 'gold',
  新: 'brand',
};

/** Maps a tag name to its colour; unknown tags fall back to brand red. */
export function tagTone(name: string, tradeUpVariant: TradeUpVariant): TagTone {
  if (name === '换购') return tradeUpVariant;
  return toneByName[name] ?? 'brand';
}
