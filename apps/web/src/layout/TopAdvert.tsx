import { AdvertBanner } from '@yaocai/ui';
import { useFocusAdverts } from '../data/use-content';
import { useClosableAdvert } from '../lib/closed-adverts';
import { advertProps } from './advert-props';

/** The top advert strip above the header (route flag `topAdvert`); closed, it stays closed this session. */
export function TopAdvert() {
  const [advert] = useFocusAdverts('top');
  const [open, close] = useClosableAdvert(advert ? `top:${advert.id}` : null);
  if (!advert || !open) return null;
  return (
    <section aria-label="顶部广告">
      <AdvertBanner {...advertProps(advert)} variant="top" open={open} onClose={close} />
    </section>
  );
}
