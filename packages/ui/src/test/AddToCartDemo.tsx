import { Button, type ProductSummary, QuantityStepper } from '@yaocai/ui';
import { useState } from 'react';

/**
 * The add-to-cart actions as the app puts them in a card's or a row's action slot: a stepper in package steps
 * (at most the stock) and 加入购物车 with the chosen quantity. For stories only; the app owns the request.
 */
export function AddToCartDemo({
  product,
  packageSize,
  onAdd,
}: {
  product: ProductSummary;
  packageSize: number;
  onAdd: (id: ProductSummary['id'], quantity: number) => void;
}) {
  const [quantity, setQuantity] = useState(packageSize);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <QuantityStepper
        value={quantity}
        onValueChange={setQuantity}
        step={packageSize}
        max={product.stock}
        unit={product.unit}
        label={`采购数量：${product.name}`}
      />
      <Button
        aria-label={`加入购物车：${product.name}`}
        disabled={product.stock < packageSize}
        onClick={() => onAdd(product.id, quantity)}
      >
        加入购物车
      </Button>
    </div>
  );
}
