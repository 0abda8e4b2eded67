import type { ConsoleWarehouse } from '@yaocai/domain';

/** The seeded warehouses as `GET /api/console/warehouses` answers them: the default first. */
export const wuhan: ConsoleWarehouse = {
  id: 1,
  code: 'WH-WUHAN-1',
  name: '武汉一号仓',
  address: '武汉市东西湖区金山大道18号',
  region: '湖北省武汉市',
  active: 1,
  is_default: 1,
};

export const guangzhou: ConsoleWarehouse = {
  id: 2,
  code: 'WH-GUANGZHOU',
  name: '广州仓',
  address: '广州市白云区太和镇广从七路88号',
  region: '广东省广州市',
  active: 1,
  is_default: 0,
};
