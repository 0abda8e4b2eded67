import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { type RenderLink, renderAnchor } from '../../link';
import { isOutOfStock, priceText, stockText, storeWideText } from '../ProductCard/productText';
import type { ProductSummary } from '../ProductCard/types';
import { RegulatoryClassBadge } from '../RegulatoryClassBadge/RegulatoryClassBadge';
import { TagBadge } from '../TagBadge/TagBadge';
import {
  Busy,
  NameCell,
  Notice,
  PriceCell,
  Root,
  StockCell,
  StoreWidePrice,
  Table,
  Tags,
} from './ProductTable.styles';
import { Thumbnail } from './Thumbnail';

export interface ProductTableProps {
  /** The products, one row each. */
  products: ProductSummary[];
  /** Product detail page for a row; the name links there. */
  hrefFor: (product: ProductSummary) => string;
  /** Show a thumbnail column: true for /list/table, false for /list/no_image. @default true */
  showImages?: boolean;
  /** Add the 批准文号 (approval number) column. @default false */
  showApprovalNumber?: boolean;
  /** Add the 有效期至 (expiry date) column. @default false */
  showExpiryDate?: boolean;
  /** Add the 管理类别 (regulatory class) and 剂型 (dosage form) columns. @default false */
  showProductFacts?: boolean;
  /** Show 登录可见 instead of prices, for visitors. @default false */
  priceHidden?: boolean;
  /** Products are being fetched: the table is marked busy and says 加载中… (in its body while empty). @default false */
  loading?: boolean;
  /** Accessible name of the table. @default '商品列表' */
  caption?: string;
  /** Content of a trailing 操作 column, e.g. quantity and 加入购物车; no column without it. */
  renderActions?: (product: ProductSummary) => ReactNode;
  /** Renders the product links, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
}

/** The all-store offer's price under a row's price, when the buyer gets it. */
function StoreWideLine({ priceFen, priceHidden }: { priceFen?: number | null; priceHidden: boolean }) {
  const text = storeWideText(priceFen, priceHidden);
  return text && <StoreWidePrice>{text}</StoreWidePrice>;
}

/** Products as a table, for the list and search pages' table views. */
export function ProductTable({
  products,
  hrefFor,
  showImages = true,
  showApprovalNumber = false,
  showExpiryDate = false,
  showProductFacts = false,
  priceHidden = false,
  loading = false,
  caption = '商品列表',
  renderActions,
  renderLink = renderAnchor,
}: ProductTableProps) {
  const columnCount =
    6 +
    [showImages, showApprovalNumber, showExpiryDate, Boolean(renderActions)].filter(Boolean).length +
    (showProductFacts ? 2 : 0);

  return (
    <Root data-ui="ProductTable">
      {loading && products.length > 0 && <Busy role="status">加载中…</Busy>}
      <Table aria-busy={loading}>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            {showImages && <th scope="col">图片</th>}
            <th scope="col">商品名称</th>
            <th scope="col">规格</th>
            {showProductFacts && <th scope="col">管理类别</th>}
            {showProductFacts && <th scope="col">剂型</th>}
            <th scope="col">生产厂家</th>
            {showApprovalNumber && <th scope="col">批准文号</th>}
            {showExpiryDate && <th scope="col">有效期至</th>}
            <th scope="col">库存</th>
            <th scope="col">价格</th>
            {renderActions && <th scope="col">操作</th>}
          </tr>
        </thead>
        <tbody>
          {products.length === 0 && (
            <tr>
              <Notice colSpan={columnCount}>{loading ? '加载中…' : '暂无商品'}</Notice>
            </tr>
          )}
          {products.map((product) => (
            <tr key={product.id}>
              {showImages && (
                <td>
                  <Thumbnail src={product.imageSrc} />
                </td>
              )}
              <NameCell scope="row">
                {renderLink({ href: hrefFor(product), children: product.name })}
                {product.tags && product.tags.length > 0 && (
                  <Tags>
                    {product.tags.map((tag) => (
                      <TagBadge key={tag.name} name={tag.name} describe={tag.describe} />
                    ))}
                  </Tags>
                )}
              </NameCell>
              <td>{product.specification}</td>
              {showProductFacts && (
                <td>
                  {product.regulatoryClass ? (
                    <RegulatoryClassBadge regulatoryClass={product.regulatoryClass} />
                  ) : (
                    '—'
                  )}
                </td>
              )}
              {showProductFacts && <td>{product.dosageForm || '—'}</td>}
              <td>{product.manufacturer}</td>
              {showApprovalNumber && <td>{product.approvalNumber || '—'}</td>}
              {showExpiryDate && <td>{product.expiryDate || '—'}</td>}
              <StockCell $soldOut={isOutOfStock(product.stock)}>
                {stockText(product.stock, product.unit)}
              </StockCell>
              <PriceCell $muted={priceHidden || product.priceFen == null}>
                {priceText(product.priceFen, priceHidden)}
                <StoreWideLine priceFen={product.storeWidePriceFen} priceHidden={priceHidden} />
              </PriceCell>
              {renderActions && <td>{renderActions(product)}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </Root>
  );
}
