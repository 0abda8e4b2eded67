import { NEW_GOODS_DAYS } from '@yaocai/domain';
import { styled } from 'styled-components';
import { PositionBanner } from '../../layout/PositionBanner';
import { TextLink } from '../../layout/page.styles';
import { ListPage } from './ListPage';

/**
 * Zones are lists with a fixed zone (spec §2): 优选 free-shipping goods, 中药 (TCM patent medicines and
 * decoction pieces), 器械 (devices) and 近效期 (near-expiry, with their expiry dates). 优选 and 中药 show
 * their zone banner (/api/focus/yx, /api/focus/zyzq); 优选 links to its shipping rules.
 */
const YX = { grid: '/yx', table: '/yx/table' };

const RuleLine = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const yxBanner = (
  <>
    <PositionBanner variant="yx" label="优选专区广告" />
    <RuleLine>
      优选商品达到包邮数量即免运费，<TextLink to="/yx/rule">查看优选包邮规则</TextLink>
    </RuleLine>
  </>
);
const tcmBanner = <PositionBanner variant="zyzq" label="中药专区广告" />;

export const PremiumZonePage = () => (
  <ListPage view="grid" title="优选专区" zone="yx" paths={YX} banner={yxBanner} />
);
export const PremiumZoneTablePage = () => (
  <ListPage view="table" title="优选专区" zone="yx" paths={YX} banner={yxBanner} />
);
export const TcmZonePage = () => (
  <ListPage view="grid" title="中药专区" zone="zyyp" paths={{ grid: '/zyyp' }} banner={tcmBanner} />
);
export const DeviceZonePage = () => (
  <ListPage view="grid" title="器械专区" zone="qxzq" paths={{ grid: '/qxzq' }} />
);
export const NearExpiryZonePage = () => (
  <ListPage view="table" title="近效期专区" zone="jxqzc" paths={{ table: '/jxqzc' }} />
);

/** 新品上市 (nav, issue #22 §3): goods first listed within the last NEW_GOODS_DAYS days. */
const newGoodsNote = <RuleLine>近{NEW_GOODS_DAYS}天内首次上架的商品，可按“最新上架”排序查看。</RuleLine>;
export const NewGoodsZonePage = () => (
  <ListPage view="grid" title="新品上市" zone="xpss" paths={{ grid: '/xpss' }} banner={newGoodsNote} />
);
