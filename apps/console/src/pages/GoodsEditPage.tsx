import { REGULATORY_CLASS_LABELS } from '@yaocai/domain';
import { ListState } from '@yaocai/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useConsoleGoodsDetail } from '../data/use-goods';
import { BasicsForm } from './goods-edit/BasicsForm';
import { BatchesForm } from './goods-edit/BatchesForm';
import { LadderForm } from './goods-edit/LadderForm';
import { ListingForm } from './goods-edit/ListingForm';
import { ReclassForm } from './goods-edit/ReclassForm';

/**
 * 编辑商品 (运营): 上架/下架, price and stock, coupons, controlled sale, scope, the ladder, batches and the
 * regulatory class.
 */
export default function GoodsEditPage() {
  const id = Number(useParams().id);
  const { goods, error, isLoading, retry } = useConsoleGoodsDetail(id);
  const [saved, setSaved] = useState<string | null>(null);
  if (isLoading || error || !goods)
    return (
      <ListState
        status={error ? 'error' : 'loading'}
        loadingText="正在加载商品…"
        errorText={error?.status === 404 ? '商品不存在' : '商品加载失败'}
        onRetry={retry}
      />
    );
  // Each form starts from what the server holds; after a save the refreshed goods remount them.
  const version = `${goods.id}:${goods.price}:${goods.stock}:${goods.regulatory_class}:${goods.ladder.length}:${goods.listed}:${goods.batches.length}`;
  return (
    <section aria-labelledby="goods-edit-title">
      <p>
        <Link to="/goods">← 商品管理</Link>
      </p>
      <h2 id="goods-edit-title">
        {goods.name} {goods.ypgg}
      </h2>
      <p>
        {goods.manufacturer} · 批准文号 {goods.pzwh || '—'} · 编码 {goods.sku} ·{' '}
        {REGULATORY_CLASS_LABELS[goods.regulatory_class]}
        {goods.banned_online ? '（禁止网络销售，不展示）' : ''}
        {goods.listed ? '' : ' · 已下架'}
      </p>
      {saved && <p role="status">{saved}</p>}
      <ListingForm key={`listing-${version}`} goods={goods} onSaved={setSaved} />
      <BasicsForm key={`basics-${version}`} goods={goods} onSaved={setSaved} />
      <LadderForm key={`ladder-${version}`} goods={goods} onSaved={setSaved} />
      <BatchesForm key={`batches-${version}`} goods={goods} onSaved={setSaved} />
      <ReclassForm key={`class-${version}`} goods={goods} onSaved={setSaved} />
    </section>
  );
}
