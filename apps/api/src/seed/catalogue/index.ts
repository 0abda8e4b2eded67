export { generateCatalogue } from './generate';
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
