import { useControllableState } from '../../internal/useControllableState';
import { type RenderLink, renderAnchor } from '../../link';
import { type AdvertVariant, CloseButton, Image, Root } from './AdvertBanner.styles';

export interface AdvertBannerProps {
  /** Advert image (`image`); nothing renders without one. */
  src?: string;
  /**
   * The image's `srcset`, e.g. `${src} 2x` for a picture drawn at twice its CSS size: shown at its natural size, and
   * sharp on a phone.
   */
  srcSet?: string;
  /** Where the advert leads (`url`); without it the image is not a link. */
  href?: string;
  /** What the advert says, for screen readers. @default '广告' */
  alt?: string;
  /** Placement: 'top' above the header, 'bottom' pinned to the viewport's foot, 'side' beside the content. @default 'top' */
  variant?: AdvertVariant;
  /** Controlled visibility; keep it false after `onClose` so a closed advert stays closed. */
  open?: boolean;
  /** Initial visibility when uncontrolled. @default true */
  defaultOpen?: boolean;
  /** Called when the user presses 关闭广告. */
  onClose?: () => void;
  /** Show the 关闭广告 button. @default true */
  closable?: boolean;
  /** Renders the advert link, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
  /**
   * The picture's own width and height in px: the browser keeps its aspect ratio's space before it loads.
   * Both or neither. A `side` advert is shown that wide (at most its container's width); without them, at the
   * picture's natural size.
   */
  width?: number;
  height?: number;
  /**
   * Likely the page's largest picture (the first hero slide): fetched first (`fetchpriority="high"`), never lazily.
   * Otherwise a picture below the fold can pass `loading="lazy"`. @default false
   */
  priority?: boolean;
  /** `loading` of a picture that is not `priority`. @default 'eager' */
  loading?: 'eager' | 'lazy';
}

/** The home page's closable adverts: the top banner, the bottom banner and side banners. */
export function AdvertBanner({
  src,
  srcSet,
  href,
  alt = '广告',
  variant = 'top',
  open: openProp,
  defaultOpen = true,
  onClose,
  closable = true,
  renderLink = renderAnchor,
  width,
  height,
  priority = false,
  loading = 'eager',
}: AdvertBannerProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen);
  if (!src || !open) return null;

  const image = (
    <Image
      src={src}
      srcSet={srcSet}
      alt={alt}
      $variant={variant}
      $width={width}
      width={width}
      height={height}
      fetchPriority={priority ? 'high' : undefined}
      loading={priority ? 'eager' : loading}
    />
  );
  return (
    <Root data-ui="AdvertBanner" data-variant={variant} $variant={variant}>
      {href ? renderLink({ href, children: image }) : image}
      {closable && (
        <CloseButton
          type="button"
          aria-label="关闭广告"
          $variant={variant}
          onClick={() => {
            setOpen(false);
            onClose?.();
          }}
        >
          ×
        </CloseButton>
      )}
    </Root>
  );
}
