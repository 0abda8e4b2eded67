import { describe, expect, it } from 'vitest';
import { build } from './helper';

/*
 * The console guard fails closed: a console route that does not say who may call it is a server that does not
 * start, not an open door (console/guard.ts).
 */
describe('declaring console routes', () => {
  it('refuses to start with an /api/console route that declares no access', async () => {
    const t = await build();
    try {
      await expect(
        t.app.register(async (scope) => {
          scope.get('/api/console/forgotten', async () => 'open');
        }),
      ).rejects.toThrow(/must declare config.console/);
    } finally {
      await t.close();
    }
  });

  it('refuses console access declared on a route outside /api/console', async () => {
    const t = await build();
    try {
      await expect(
        t.app.register(async (scope) => {
          scope.get('/api/orders-console', { config: { console: 'shipping' } }, async () => 'x');
        }),
      ).rejects.toThrow(/outside \/api\/console/);
    } finally {
      await t.close();
    }
  });
});
