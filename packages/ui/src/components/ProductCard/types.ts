import type { RegulatoryClass } from '../RegulatoryClassBadge/RegulatoryClassBadge';

/** A product tag as shown on cards and table rows (goods `tags[]`, already filtered by `is_show`). */
export interface ProductTag {
  /** Tag name, e.g. 优, 秒, 满, 换购. */
  name: string;
  /** Longer explanation shown as the tooltip, e.g. 满1000元减50元. */
  describe?: string;
}

/** What a product card or table row shows; the app maps the goods wire fields onto it. */
export interface ProductSummary {
  /** Goods id; the list key. */
  id: number | string;
  /** Product name. */
  name: string;
  /** Specification (`ypgg`), e.g. 0.25g*24粒. */
  specification: string;
  /** Manufacturer (`sccj`). */
  manufacturer: string;
  /** List image (first of `goods_image`); a grey box stands in when missing or broken. */
  imageSrc?: string;
  /** Unit price in integer fen, e.g. 1250 for ¥12.50; null when the server sends none. */
  priceFen?: number | null;
  /**
   * What one unit costs in the running all-store offer (全场94折), in fen, e.g. 1204; shown beside the price as
   * 全场折后 ¥12.04. Absent or null when the buyer does not get it.
   */
  storeWidePriceFen?: number | null;
  /** Units in stock (`number`); 0 or less reads 缺货. */
  stock: number;
  /** Sales unit (`bzdw`), e.g. 盒, appended to the stock figure. */
  unit?: string;
  /** Tags in display order. */
  tags?: ProductTag[];
  /** Approval number (`pzwh`), e.g. 国药准字H13023964. */
  approvalNumber?: string;
  /** 有效期至 as the server formats it, e.g. 2026-08-31 (the batch the next order ships). */
  expiryDate?: string;
  /** Regulatory class (`regulatory_class`), shown as its badge. */
  regulatoryClass?: RegulatoryClass;
  /** 剂型 (`dosage_form`), e.g. 胶囊剂. */
  dosageForm?: string;
}
