import { AdvertBanner } from '@yaocai/ui';
import { useFocusAdverts } from '../data/use-content';
import { useClosableAdvert } from '../lib/closed-adverts';
import { renderRouterLink } from '../lib/render-link';

/** The top advert strip above the header (route flag `topAdvert`); closed, it stays closed this session. */
export function TopAdvert() {
  const [advert] = useFocusAdverts('top');
  const [open, close] = useClosableAdvert(advert ? `top:${advert.id}` : null);
  if (!advert || !open) return null;
  return (
    <section aria-label="顶部广告">
      <AdvertBanner
        src={advert.image}
        href={advert.url || undefined}
        alt={advert.title}
        variant="top"
        open={open}
        onClose={close}
        renderLink={renderRouterLink}
      />
    </section>
  );
}
