import type { ConsoleGoodsDetail } from '@yaocai/domain';

/** A product's console page as the server answers it: one batch, no inspection report on file. */
export const amoxicillin: ConsoleGoodsDetail = {
  id: 42,
  sku: 'YC000042',
  name: '阿莫西林胶囊',
  trade_name: null,
  ypgg: '0.25g*24粒',
  pzwh: '国药准字H13023964',
  manufacturer: '华北制药',
  price: '12.50',
  base_price: '15.00',
  stock: 300,
  regulatory_class: 'prescription',
  scope_category: 'antibiotic',
  is_controlled: 0,
  with_coupon: 1,
  banned_online: 0,
  listed: 1,
  ladder: [{ min_number: 10, price: '11.80' }],
  batches: [
    {
      id: 1,
      warehouse_id: 1,
      warehouse: '武汉一号仓',
      batch_no: 'B250301',
      production_date: '2025-03-01',
      expiry_date: '2027-02-28',
      quantity: 300,
      report_url: '',
    },
  ],
  stock_by_warehouse: [{ warehouse_id: 1, name: '武汉一号仓', quantity: 300 }],
  warehouses: [
    { id: 1, name: '武汉一号仓', is_default: 1 },
    { id: 2, name: '广州仓', is_default: 0 },
  ],
};
