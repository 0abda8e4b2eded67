import {
  type ConsoleGoodsDetail,
  type ConsoleGoodsPatch,
  SCOPE_CATEGORIES,
  SCOPE_CATEGORY_LABELS,
  type ScopeCategory,
} from '@yaocai/domain';
import { Button, Checkbox, Field, FormLayout, Input, Select } from '@yaocai/ui';
import { useState } from 'react';
import { useEditGoods } from '../../data/use-goods';

interface Draft {
  price: string;
  stock: string;
  with_coupon: boolean;
  is_controlled: boolean;
  scope_category: ScopeCategory;
}

const draftOf = (goods: ConsoleGoodsDetail): Draft => ({
  price: goods.price,
  stock: String(goods.stock),
  with_coupon: goods.with_coupon === 1,
  is_controlled: goods.is_controlled === 1,
  scope_category: goods.scope_category,
});

/** Only what the operator changed, so the audit row names exactly that (the server checks the values). */
function changes(goods: ConsoleGoodsDetail, draft: Draft): ConsoleGoodsPatch {
  const was = draftOf(goods);
  const body: ConsoleGoodsPatch = {};
  if (draft.price !== was.price) body.price = draft.price;
  if (draft.stock !== was.stock) body.stock = /^\d+$/.test(draft.stock) ? Number(draft.stock) : -1;
  if (draft.with_coupon !== was.with_coupon) body.with_coupon = draft.with_coupon;
  if (draft.is_controlled !== was.is_controlled) body.is_controlled = draft.is_controlled;
  if (draft.scope_category !== was.scope_category) body.scope_category = draft.scope_category;
  return body;
}

/**
 * Each warehouse's count beside the sellable stock: the batches' recorded quantities summed per warehouse. They
 * are the warehouses' records; orders reserve the sellable stock (docs/console.md 仓库管理).
 */
function warehouseCounts(goods: ConsoleGoodsDetail): string {
  if (goods.stock_by_warehouse.length === 0) return '下单扣减的库存；暂无批次记录';
  const counts = goods.stock_by_warehouse.map((row) => `${row.name} ${row.quantity} 件`).join('，');
  return `下单扣减的库存。各仓批次记录：${counts}`;
}

/** 价格、库存、用券、控销、经营范围: PATCH /api/console/goods/{id}. */
export function BasicsForm({
  goods,
  onSaved,
}: {
  goods: ConsoleGoodsDetail;
  onSaved: (message: string) => void;
}) {
  const edit = useEditGoods();
  const [draft, setDraft] = useState(() => draftOf(goods));
  const errors = edit.error?.fieldErrors ?? {};
  const submit = async () => {
    const message = await edit.run(goods.id, changes(goods, draft));
    if (message !== undefined) onSaved(message);
  };
  return (
    <FormLayout
      title="价格与库存"
      description="保存后立即清除该商品的展示缓存，采购商下次打开即看到新的价格和库存。"
      onSubmit={submit}
      submitting={edit.pending}
      error={edit.error && !edit.error.fieldErrors ? edit.error.message : undefined}
      actions={
        <Button type="submit" loading={edit.pending}>
          保存
        </Button>
      }
    >
      <Field label="价格（元）" required error={errors.price?.[0]}>
        <Input
          inputMode="decimal"
          value={draft.price}
          onChange={(event) => setDraft((d) => ({ ...d, price: event.target.value }))}
        />
      </Field>
      <Field label="可售库存" required error={errors.stock?.[0]} hint={warehouseCounts(goods)}>
        <Input
          inputMode="numeric"
          value={draft.stock}
          onChange={(event) => setDraft((d) => ({ ...d, stock: event.target.value }))}
        />
      </Field>
      <Field label="经营范围" error={errors.scope_category?.[0]}>
        <Select
          value={draft.scope_category}
          onChange={(event) =>
            setDraft((d) => ({
              ...d,
              scope_category: SCOPE_CATEGORIES.find((c) => c === event.target.value) ?? d.scope_category,
            }))
          }
        >
          {SCOPE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {SCOPE_CATEGORY_LABELS[c]}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox
        label="参与优惠券和满减"
        checked={draft.with_coupon}
        error={errors.with_coupon?.[0]}
        onChange={(event) => setDraft((d) => ({ ...d, with_coupon: event.target.checked }))}
      />
      <Checkbox
        label="控销商品（仅授权采购商可见可买）"
        checked={draft.is_controlled}
        error={errors.is_controlled?.[0]}
        onChange={(event) => setDraft((d) => ({ ...d, is_controlled: event.target.checked }))}
      />
    </FormLayout>
  );
}
