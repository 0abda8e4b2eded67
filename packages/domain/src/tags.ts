/** Product tag colours of spec §3. */
export type TagTone = 'red' | 'orange' | 'blue' | 'amber' | 'pink' | 'gold';

const TONES: Record<string, TagTone> = {
  优: 'red',
  秒: 'red',
  满: 'orange',
  换购: 'blue',
  赠: 'pink',
  特: 'gold',
  新: 'red',
};

/** The colour of a tag by its name; 换购 may be shown amber where the page asks for it; unknown names are red. */
export function tagTone(name: string, options: { exchangeAmber?: boolean } = {}): TagTone {
  if (name === '换购' && options.exchangeAmber) return 'amber';
  return TONES[name] ?? 'red';
}
