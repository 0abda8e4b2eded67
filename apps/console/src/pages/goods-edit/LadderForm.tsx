import type { ConsoleGoodsDetail } from '@yaocai/domain';
import { Button, Field, FormLayout, Input } from '@yaocai/ui';
import { useState } from 'react';
import { useSaveLadder } from '../../data/use-goods';

interface Tier {
  key: number;
  min_number: string;
  price: string;
}

let nextKey = 0;
const tier = (min_number = '', price = ''): Tier => ({ key: nextKey++, min_number, price });

/** 阶梯价: the whole ladder, PUT /api/console/goods/{id}/ladder (no tier removes it). */
export function LadderForm({
  goods,
  onSaved,
}: {
  goods: ConsoleGoodsDetail;
  onSaved: (message: string) => void;
}) {
  const save = useSaveLadder();
  const [tiers, setTiers] = useState(() => goods.ladder.map((t) => tier(String(t.min_number), t.price)));
  const errors = save.error?.fieldErrors ?? {};
  const change = (key: number, field: 'min_number' | 'price', value: string) =>
    setTiers((all) => all.map((t) => (t.key === key ? { ...t, [field]: value } : t)));
  const submit = async () => {
    const message = await save.run(goods.id, {
      tiers: tiers.map((t) => ({
        min_number: /^\d+$/.test(t.min_number) ? Number(t.min_number) : 0,
        price: t.price,
      })),
    });
    if (message !== undefined) onSaved(message);
  };
  return (
    <FormLayout
      title="阶梯价"
      description="购买数量达到起订数量时按阶梯价计价；起订数量至少为 2 且不能重复，最多 10 档。"
      onSubmit={submit}
      submitting={save.pending}
      error={save.error?.message}
      columns={3}
      actions={
        <>
          <Button
            type="button"
            variant="secondary"
            disabled={save.pending || tiers.length >= 10}
            onClick={() => setTiers((all) => [...all, tier()])}
          >
            添加一档
          </Button>
          <Button type="submit" loading={save.pending}>
            保存阶梯价
          </Button>
        </>
      }
    >
      {tiers.length === 0 && <p>暂无阶梯价</p>}
      {tiers.map((t, index) => (
        <div key={t.key}>
          <Field label={`第 ${index + 1} 档起订数量`} error={errors[`tiers.${index}.min_number`]?.[0]}>
            <Input
              inputMode="numeric"
              value={t.min_number}
              onChange={(event) => change(t.key, 'min_number', event.target.value)}
            />
          </Field>
          <Field label={`第 ${index + 1} 档单价（元）`} error={errors[`tiers.${index}.price`]?.[0]}>
            <Input
              inputMode="decimal"
              value={t.price}
              onChange={(event) => change(t.key, 'price', event.target.value)}
            />
          </Field>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            aria-label={`删除第 ${index + 1} 档`}
            onClick={() => setTiers((all) => all.filter((other) => other.key !== t.key))}
          >
            删除
          </Button>
        </div>
      ))}
    </FormLayout>
  );
}
