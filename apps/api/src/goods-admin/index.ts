/*
 * 商品管理 (issue #26 §2, docs/console.md): the operators' goods list and edits. Above `catalogue` (its display
 * caches and `reclassGoods`) and `console` (the audit helper); a capability of its own because `console` reaches
 * `catalogue` through `accounts` → `cart`, so the catalogue cannot import the audit helper without a circle.
 */
export { default as goodsConsoleRoutes } from './console-routes';
