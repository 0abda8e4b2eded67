import type { GoodsDetail } from '@yaocai/domain';
import { formatYuan } from '@yaocai/domain/print';
import { Button, RegulatoryClassBadge } from '@yaocai/ui';
import { useId } from 'react';
import { styled } from 'styled-components';
import { useUser } from '../../data/use-user';
import { feedback } from '../../feedback/feedback';
import { Facts } from './GoodsDetailPage.styles';

const Insert = styled.section`
  margin-top: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 { margin: 0 0 ${({ theme }) => theme.space[2]}; font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

/** 有效期至 of the batch the next order ships, and the other batches' range when they differ. */
function expiryText(goods: GoodsDetail): string {
  if (!goods.expire_date) return goods.number > 0 ? '—' : '缺货';
  const range = goods.expire_range;
  const others = range && range.to !== goods.expire_date ? `（在库批次 ${range.from} 至 ${range.to}）` : '';
  return `${goods.expire_date}${goods.is_jxq === 1 ? '（近效期）' : ''}${others}`;
}

/** 建议零售价 and the margin at this buyer's price; 登录可见 for visitors like every price. */
function RetailFacts({ goods }: { goods: GoodsDetail }) {
  if (goods.price === null)
    return (
      <>
        <dt>建议零售价</dt>
        <dd>登录可见</dd>
      </>
    );
  if (goods.retail_price === null) return null;
  return (
    <>
      <dt>建议零售价</dt>
      <dd>{formatYuan(goods.retail_price)}</dd>
      {goods.margin && (
        <>
          <dt>毛利</dt>
          <dd>
            {formatYuan(goods.margin.amount)}（毛利率 {goods.margin.rate}）
          </dd>
        </>
      )}
    </>
  );
}

/** The facts a pharmacist buys by (issue #23 §4): class, form, package, maker, 医保, expiry and batch, retail. */
export function ProductFacts({ goods }: { goods: GoodsDetail }) {
  return (
    <Facts>
      <dt>管理类别</dt>
      <dd>
        <RegulatoryClassBadge regulatoryClass={goods.regulatory_class} />
      </dd>
      <dt>剂型</dt>
      <dd>{goods.dosage_form || '—'}</dd>
      <dt>规格</dt>
      <dd>{goods.ypgg}</dd>
      <dt>包装</dt>
      <dd>
        中包装 {goods.zbz}
        {goods.bzdw} / 件装 {goods.jzl}
        {goods.bzdw}
      </dd>
      <dt>生产厂家</dt>
      <dd>{goods.sccj}</dd>
      <dt>批准文号</dt>
      <dd>{goods.pzwh || '—'}</dd>
      <dt>医保类别</dt>
      <dd>{goods.insurance_label}</dd>
      <dt>有效期至</dt>
      <dd>{expiryText(goods)}</dd>
      {goods.production_date && (
        <>
          <dt>生产日期</dt>
          <dd>
            {goods.production_date}（批号 {goods.batch_no}）
          </dd>
        </>
      )}
      <RetailFacts goods={goods} />
      <dt>库存</dt>
      <dd>{goods.number > 0 ? `${goods.number}${goods.bzdw}` : '缺货'}</dd>
      <dt>储存</dt>
      <dd>{goods.storage || '—'}</dd>
    </Facts>
  );
}

/** 说明书 facts where known (indications, usage, contraindications); nothing when none is recorded. */
export function PackageInsert({ goods }: { goods: GoodsDetail }) {
  const titleId = useId();
  const { indications, usage, contraindications } = goods.instructions;
  if (!indications && !usage && !contraindications) return null;
  return (
    <Insert aria-labelledby={titleId}>
      <h2 id={titleId}>说明书摘要</h2>
      <Facts>
        {indications && (
          <>
            <dt>适应症</dt>
            <dd>{indications}</dd>
          </>
        )}
        {usage && (
          <>
            <dt>用法用量</dt>
            <dd>{usage}</dd>
          </>
        )}
        {contraindications && (
          <>
            <dt>禁忌</dt>
            <dd>{contraindications}</dd>
          </>
        )}
      </Facts>
    </Insert>
  );
}

/**
 * 查看质检报告: the report of the batch the next order ships when one is on file; otherwise the buyer's own link
 * (user state `quality_inspection`, spec §6), else its message in an alert. Signed-in buyers only.
 */
export function QualityInspection({ goods }: { goods: GoodsDetail }) {
  const user = useUser().data ?? null;
  if (!user) return null;
  const url = goods.quality_report || user.quality_inspection.quality_inspection_url;
  if (url) {
    return (
      <a href={url} target="_blank" rel="noreferrer">
        查看质检报告{goods.quality_report && goods.batch_no ? `（批号 ${goods.batch_no}）` : ''}
      </a>
    );
  }
  return (
    <Button
      variant="link"
      onClick={() => feedback.alert({ message: user.quality_inspection.msg || '暂无质检报告' })}
    >
      查看质检报告
    </Button>
  );
}
