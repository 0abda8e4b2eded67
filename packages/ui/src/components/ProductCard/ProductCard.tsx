import { type ReactNode, useId } from 'react';
import { useImageFallback } from '../../internal/useImageFallback';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { type RenderLink, renderAnchor } from '../../link';
import { TagBadge } from '../TagBadge/TagBadge';
import {
  Actions,
  Badge,
  Details,
  Footer,
  Image,
  ImageBox,
  ImageFallback,
  Name,
  Price,
  Root,
  Stock,
  StoreWidePrice,
  Tags,
} from './ProductCard.styles';
import { isOutOfStock, priceText, stockText, storeWideText } from './productText';
import type { ProductSummary } from './types';

/** A ribbon over the image, e.g. 控销 (controlled sale) or 近效期 (near expiry) with its date. */
export interface ProductCardBadge {
  /** Ribbon text, e.g. 控销 or 近效期. */
  label: string;
  /** Expiry date shown under the label, e.g. 2025-12-31. */
  expiryDate?: string;
}

export interface ProductCardProps {
  /** The product to show. */
  product: ProductSummary;
  /** Product detail page; the whole card links there. */
  href: string;
  /** Show 登录可见 instead of the price, for visitors. @default false */
  priceHidden?: boolean;
  /** Ribbon over the image, e.g. { label: '近效期', expiryDate: '2025-12-31' }. */
  badge?: ProductCardBadge;
  /** Heading level of the product name, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Actions under the price, e.g. quantity and 加入购物车; they stay clickable above the card link. */
  children?: ReactNode;
  /** Renders the product link, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
  /**
   * The card is on the first screen (e.g. the first row of a result list): its picture loads at once and first
   * (`fetchpriority="high"`), since it may be the page's largest paint. Otherwise it loads when scrolled near.
   * @default false
   */
  priority?: boolean;
}

/** One product in a grid: image, name, specification, manufacturer, tags, price (and 全场94折 price) and stock. */
export function ProductCard({
  product,
  href,
  priceHidden = false,
  badge,
  headingLevel = 3,
  children,
  renderLink = renderAnchor,
  priority = false,
}: ProductCardProps) {
  const nameId = useId();
  const image = useImageFallback(product.imageSrc);
  const soldOut = isOutOfStock(product.stock);
  const tags = product.tags ?? [];
  const storeWide = storeWideText(product.storeWidePriceFen, priceHidden);

  return (
    <Root data-ui="ProductCard" aria-labelledby={nameId} $soldOut={soldOut}>
      <ImageBox>
        {image.showImage ? (
          <Image
            src={product.imageSrc}
            alt={product.name}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            onError={image.onError}
          />
        ) : (
          <ImageFallback role="img" aria-label={product.name}>
            暂无图片
          </ImageFallback>
        )}
        {badge && (
          <Badge>
            {badge.label}
            {badge.expiryDate && <small>有效期至 {badge.expiryDate}</small>}
          </Badge>
        )}
      </ImageBox>
      <Name as={`h${headingLevel}` as const} id={nameId}>
        {renderLink({ href, children: product.name })}
      </Name>
      <Details>
        <div>
          <dt>规格</dt>
          <dd>{product.specification}</dd>
        </div>
        <div>
          <dt>厂家</dt>
          <dd>{product.manufacturer}</dd>
        </div>
      </Details>
      {tags.length > 0 && (
        <Tags aria-label="商品标签">
          {tags.map((tag) => (
            <li key={tag.name}>
              <TagBadge name={tag.name} describe={tag.describe} />
            </li>
          ))}
        </Tags>
      )}
      <Footer>
        <Price $muted={priceHidden || product.priceFen == null}>
          <VisuallyHidden>价格：</VisuallyHidden>
          {priceText(product.priceFen, priceHidden)}
          {storeWide && <StoreWidePrice>{storeWide}</StoreWidePrice>}
        </Price>
        <Stock $soldOut={soldOut}>
          {soldOut ? '缺货' : `库存：${stockText(product.stock, product.unit)}`}
        </Stock>
      </Footer>
      {children && <Actions>{children}</Actions>}
    </Root>
  );
}
