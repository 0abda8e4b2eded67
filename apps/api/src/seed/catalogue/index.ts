export { generateCatalogue } from './generate';
export { productImageSvg } from './svg';
export type {
  CategoryTree,
  GoodsKind,
  GoodsTag,
  LadderTier,
  OtcClass,
  SeedBrand,
  SeedCatalogue,
  SeedCategory,
  SeedGoods,
  SeedManufacturer,
} from './types';
