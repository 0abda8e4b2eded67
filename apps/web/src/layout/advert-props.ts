import { type Advert, pictureSrcSet } from '@yaocai/domain';
import { renderRouterLink } from '../lib/render-link';

/**
 * The AdvertBanner props every advert of the API fills the same way: its picture, its link (none when the API
 * blanked an unsafe one) through the router, and a text alternative (its title, or `alt` when it has none). A
 * picture the API stores is drawn at 2x: `srcSet` shows it at its natural CSS size, sharp on a phone.
 */
export function advertProps(advert: Advert & { title?: string }, alt?: string) {
  return {
    src: advert.image,
    srcSet: pictureSrcSet(advert.image),
    href: advert.url || undefined,
    alt: alt ?? advert.title ?? '',
    renderLink: renderRouterLink,
  };
}
