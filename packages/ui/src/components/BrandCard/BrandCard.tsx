import { useImageFallback } from '../../internal/useImageFallback';
import { type RenderLink, renderAnchor } from '../../link';
import { Count, Logo, LogoFallback, Name, Root } from './BrandCard.styles';

export interface BrandCardProps {
  /** Brand name, e.g. 同仁堂. */
  name: string;
  /** Brand logo; the name stands in when it is missing or fails to load. */
  logoSrc?: string;
  /** Number of the brand's products on sale, shown as 共 N 种商品. */
  productCount?: number;
  /** Brand page, e.g. /ppzq/info/12. */
  href: string;
  /** Renders the link, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
}

/** A brand tile for the brand zone: logo, name and product count, linking to the brand's page. */
export function BrandCard({ name, logoSrc, productCount, href, renderLink = renderAnchor }: BrandCardProps) {
  const logo = useImageFallback(logoSrc);
  return (
    <Root data-ui="BrandCard">
      {renderLink({
        href,
        children: (
          <>
            {/* The name follows as text, so the logo (or its stand-in) adds nothing for screen readers. */}
            {logo.showImage ? (
              <Logo src={logoSrc} alt="" loading="lazy" onError={logo.onError} />
            ) : (
              <LogoFallback aria-hidden>{name}</LogoFallback>
            )}
            <Name>{name}</Name> {productCount !== undefined && <Count>共 {productCount} 种商品</Count>}
          </>
        ),
      })}
    </Root>
  );
}
