import {
  type ConsoleGoodsDetail,
  isBannedOnline,
  REGULATORY_CLASS_LABELS,
  REGULATORY_CLASSES,
  type RegulatoryClass,
} from '@yaocai/domain';
import { Button, Field, FormLayout, Select } from '@yaocai/ui';
import { useState } from 'react';
import { useReclassGoods } from '../../data/use-goods';

/** 管理类别: POST /api/console/goods/{id}/reclass, the same change as `ops reclass`. */
export function ReclassForm({
  goods,
  onSaved,
}: {
  goods: ConsoleGoodsDetail;
  onSaved: (message: string) => void;
}) {
  const reclass = useReclassGoods();
  const [chosen, setChosen] = useState<RegulatoryClass>(goods.regulatory_class);
  const banning = chosen !== goods.regulatory_class && isBannedOnline(chosen);
  const submit = async () => {
    if (
      banning &&
      !window.confirm(
        `${REGULATORY_CLASS_LABELS[chosen]}禁止网络销售：商品将下架，并移出促销、活动、赠品和控销计划。确定？`,
      )
    )
      return;
    const message = await reclass.run(goods.id, { regulatory_class: chosen });
    if (message !== undefined) onSaved(message);
  };
  return (
    <FormLayout
      title="管理类别"
      description="禁止网络销售的类别（麻醉药品、精神药品等）会使商品立即下架，且不能再参加促销。"
      onSubmit={submit}
      submitting={reclass.pending}
      error={reclass.error?.message}
      columns={1}
      actions={
        <Button type="submit" loading={reclass.pending} disabled={chosen === goods.regulatory_class}>
          修改类别
        </Button>
      }
    >
      <Field label="管理类别" hint={banning ? '该类别禁止网络销售' : undefined}>
        <Select
          value={chosen}
          onChange={(event) =>
            setChosen(REGULATORY_CLASSES.find((c) => c === event.target.value) ?? goods.regulatory_class)
          }
        >
          {REGULATORY_CLASSES.map((c) => (
            <option key={c} value={c}>
              {REGULATORY_CLASS_LABELS[c]}
              {isBannedOnline(c) ? '（禁止网售）' : ''}
            </option>
          ))}
        </Select>
      </Field>
    </FormLayout>
  );
}
