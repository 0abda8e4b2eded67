import { styled } from 'styled-components';
import { PageWidth, Panel, TextLink } from '../../layout/page.styles';

const Article = styled(Panel).attrs({ as: 'article' })`
  max-width: 840px;
  margin: 0 auto;
  line-height: 1.8;

  h1 { margin: 0 0 ${({ theme }) => theme.space[4]}; font-size: ${({ theme }) => theme.fontSizes.xl}; font-weight: 500; }
  h2 { margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[2]}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p, ol { margin: 0; }
  ol { padding-left: 1.5em; }
`;

const Back = styled.p`
  margin-top: ${({ theme }) => theme.space[6]} !important;
  text-align: center;
`;

/**
 * /yx/rule — 优选专区包邮规则, a page of its own (no header, footer or toolbar). The rules describe what the
 * product data carries: 包邮 goods with their free-shipping quantity (is_free_shipping, free_shipping_number)
 * and 单品包邮 goods with their quantity (is_dpby, qg_number); both are shown on the product page.
 */
export function YxRulePage() {
  return (
    <PageWidth>
      <Article aria-labelledby="yx-rule-title">
        <h1 id="yx-rule-title">优选专区包邮规则</h1>
        <p>优选专区汇集平台精选的优质品种。为降低门店和诊所的采购成本，标注包邮的商品按以下规则免收运费。</p>

        <h2>一、适用商品</h2>
        <p>
          商品详情页“优选包邮”一栏标注了“满 N 件包邮”的商品（N
          为该商品的包邮数量），以及标注“单品包邮”的商品。 未标注的商品按正常运费计算。
        </p>

        <h2>二、包邮条件</h2>
        <ol>
          <li>同一订单中，某个包邮商品的采购数量达到其包邮数量，该商品免收运费；未达到的按正常运费计算。</li>
          <li>包邮数量按单个商品计算，不同商品的数量不累加。</li>
          <li>单品包邮商品达到页面提示的数量即本品包邮，详情页会实时提示“还差多少”。</li>
          <li>采购数量须为中包装的整数倍。</li>
        </ol>

        <h2>三、与其他活动同享</h2>
        <p>包邮可与限时秒杀、每日特价等价格活动同时享受；秒杀商品的每人限购数量不变。</p>

        <h2>四、其他说明</h2>
        <ol>
          <li>仅资质审核通过的采购单位可以下单；运费以订单确认页显示为准。</li>
          <li>拒收、退货产生的运费不在包邮范围内，由责任方承担。</li>
          <li>如有疑问，请联系专属客服或拨打客服热线。</li>
        </ol>

        <Back>
          <TextLink to="/yx">返回优选专区</TextLink>
        </Back>
      </Article>
    </PageWidth>
  );
}
