import { expect, it } from 'vitest';
import { upgradeDatabase } from './migration-support';

/*
 * The regulatory-class migration on a database that already holds goods (every test database is migrated empty,
 * then seeded): the classes from kind, rx/OTC and the known names; the banned product's listing document, search
 * count, maker count and promotion go. The migrations before it are applied from their files, in journal order.
 */

const { db, rows, migrate } = upgradeDatabase('regulatory_class', 'upgrade');

it('classes the goods already there and takes the banned one out of listings, counts and promotions', async () => {
  await db().query(`INSERT INTO manufacturers (code, name) VALUES ('m', '华润双鹤')`);
  await db().query(`INSERT INTO goods (sku, name, kind, manufacturer_id, price_fen, base_price_fen, stock, otc,
      scope_category)
    SELECT 's' || n, (ARRAY['艾司唑仑片', '酚麻美敏片', '维生素C片', '电子血压计', '黄芪'])[n],
      (ARRAY['western', 'western', 'western', 'device', 'decoction'])[n], (SELECT id FROM manufacturers), 100, 120,
      5, (ARRAY['rx', 'otc_a', 'otc_b', NULL, NULL])[n],
      (ARRAY['chemical', 'chemical', 'chemical', 'device_iii', 'tcm_pieces'])[n]
    FROM generate_series(1, 5) n`);
  await db().query(`INSERT INTO promotions (code, kind, title, starts_at, ends_at)
    VALUES ('p', 'everyday', '每日特价', now(), now() + interval '1 day')`);
  await db().query(`INSERT INTO promotion_goods (promotion_id, goods_id, price_fen)
    SELECT (SELECT id FROM promotions), id, 90 FROM goods`);

  await migrate();

  expect(await rows('SELECT name, regulatory_class, banned_online FROM goods ORDER BY id')).toEqual([
    { name: '艾司唑仑片', regulatory_class: 'psychotropic_2', banned_online: true },
    { name: '酚麻美敏片', regulatory_class: 'ephedrine_compound', banned_online: false },
    { name: '维生素C片', regulatory_class: 'otc_b', banned_online: false },
    { name: '电子血压计', regulatory_class: 'device_3', banned_online: false },
    { name: '黄芪', regulatory_class: 'tcm_pieces', banned_online: false },
  ]);
  const counted = await rows(`SELECT name, goods_count FROM goods_names WHERE goods_count > 0 ORDER BY name`);
  expect(counted.map((row) => row.name).sort()).toEqual(
    ['电子血压计', '维生素C片', '酚麻美敏片', '黄芪'].sort(),
  );
  expect(await rows('SELECT goods_count FROM goods_maker_counts')).toEqual([{ goods_count: 4 }]);
  const listed = await rows('SELECT g.name FROM goods_listings l JOIN goods g ON g.id = l.goods_id');
  expect(listed.map((row) => row.name)).not.toContain('艾司唑仑片');
  expect(listed).toHaveLength(4);
  const promoted = await rows('SELECT g.name FROM promotion_goods p JOIN goods g ON g.id = p.goods_id');
  expect(promoted.map((row) => row.name).sort()).toEqual(
    ['电子血压计', '维生素C片', '酚麻美敏片', '黄芪'].sort(),
  );
});
