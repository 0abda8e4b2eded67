import type { ConsoleGoodsDetail } from '@yaocai/domain';
import { Button, FormLayout } from '@yaocai/ui';
import { useSetListing } from '../../data/use-goods';

/** 上架状态: 上架 or 下架 this product (the list's bulk action for one). */
export function ListingForm({
  goods,
  onSaved,
}: {
  goods: ConsoleGoodsDetail;
  onSaved: (message: string) => void;
}) {
  const listing = useSetListing();
  const listed = goods.listed === 1;
  const submit = async () => {
    const message = await listing.run({ ids: [goods.id], listed: !listed });
    if (message !== undefined) onSaved(message);
  };
  return (
    <FormLayout
      title="上架状态"
      description={
        listed
          ? '已上架：买家可搜索、查看和购买。下架后商品从搜索、列表和详情页消失，不能加入购物车。'
          : '已下架：买家看不到、买不到。上架后恢复展示和销售。'
      }
      onSubmit={submit}
      submitting={listing.pending}
      error={listing.error?.message}
      columns={1}
      actions={
        <Button type="submit" variant={listed ? 'danger' : 'primary'} loading={listing.pending}>
          {listed ? '下架' : '上架'}
        </Button>
      }
    >
      <p>当前：{listed ? '已上架' : '已下架'}</p>
    </FormLayout>
  );
}
