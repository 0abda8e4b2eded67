import type { GoodsKind, RegulatoryClass, ScopeCategory } from '@yaocai/domain';

export type { GoodsKind };
export type CategoryTree = 'general' | 'premium' | 'self' | 'regional';

export interface SeedCategory {
  key: string;
  tree: CategoryTree;
  name: string;
  parentKey: string | null;
  sort: number;
  /** The icon's SVG drawing (stored as a picture on insert), or '' when the category shows no icon. */
  logoSvg: string;
}

export interface SeedManufacturer {
  key: string;
  name: string;
  shortName: string;
  province: string;
}

export interface SeedBrand {
  key: string;
  name: string;
  manufacturerKey: string;
  /** The logo's SVG drawing (stored as a picture on insert). */
  logoSvg: string;
}

export type OtcClass = 'rx' | 'otc_a' | 'otc_b';

export interface LadderTier {
  number: number;
  priceFen: number;
}

export interface GoodsTag {
  name: string;
  describe: string;
}

export interface SeedGoods {
  sku: string;
  name: string;
  tradeName: string | null;
  kind: GoodsKind;
  categoryKeys: string[];
  manufacturerKey: string;
  brandKey: string | null;
  ypgg: string;
  bzdw: string;
  zbz: number;
  jzl: number;
  pzwh: string;
  barcode: string;
  priceFen: number;
  basePriceFen: number;
  stock: number;
  ladder: LadderTier[];
  tags: GoodsTag[];
  isSelfOperated: boolean;
  isPremium: boolean;
  isDpby: boolean;
  qgNumber: number;
  isFreeShipping: boolean;
  freeShippingNumber: number;
  expiryDate: string | null;
  isControlled: boolean;
  regulatoryClass: RegulatoryClass;
  storage: string;
  scopeCategory: ScopeCategory;
}

export interface SeedCatalogue {
  categories: SeedCategory[];
  manufacturers: SeedManufacturer[];
  brands: SeedBrand[];
  goods: SeedGoods[];
}
