import { ListPage } from './ListPage';

/**
 * Zones are lists with a fixed zone (spec §2): 优选 free-shipping goods, 中药 (TCM patent medicines and
 * decoction pieces), 器械 (devices) and 近效期 (near-expiry, with their expiry dates).
 */
const YX = { grid: '/yx', table: '/yx/table' };

export const PremiumZonePage = () => <ListPage view="grid" title="优选专区" zone="yx" paths={YX} />;
export const PremiumZoneTablePage = () => <ListPage view="table" title="优选专区" zone="yx" paths={YX} />;
export const TcmZonePage = () => (
  <ListPage view="grid" title="中药专区" zone="zyyp" paths={{ grid: '/zyyp' }} />
);
export const DeviceZonePage = () => (
  <ListPage view="grid" title="器械专区" zone="qxzq" paths={{ grid: '/qxzq' }} />
);
export const NearExpiryZonePage = () => (
  <ListPage view="table" title="近效期专区" zone="jxqzc" paths={{ table: '/jxqzc' }} />
);
