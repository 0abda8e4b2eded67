import { contractFixture } from './checkout-fixtures';
import { envelope, mockFetch, type SentRequest } from './fetch';
import {
  announcementsFixture,
  focusAdvertsFixture,
  focusFixture,
  friendLinksFixture,
  siteFixture,
  userFixture,
} from './fixtures';

type Override = (request: SentRequest) => Response | Promise<Response> | undefined;

/**
 * A fake API for page tests: /api/site, /api/focus(/demo, /{variant}), the announcements, the friendly links and
 * /api/user/base answer with the fixtures (user/base with 401 unless `signedIn`; a signed buyer has signed the
 * e-contract in force, /api/user/contract), anything else 404s. `override` answers first when it returns a response.
 */
export function stubApi({ signedIn = false, override }: { signedIn?: boolean; override?: Override } = {}) {
  return mockFetch((request) => {
    const custom = override?.(request);
    if (custom) return custom;
    const path = request.url.split('?')[0];
    if (path === '/api/site') return envelope(10000, siteFixture);
    if (path === '/api/focus') return envelope(10000, focusFixture);
    if (path === '/api/index/spike')
      return envelope(10000, {
        title: '限时秒杀',
        status: 'none',
        start: 0,
        end: 0,
        timestamp: 1_760_000_000,
        list: [],
      });
    if (path === '/api/index_wntj/1') return envelope(10000, { title: '为你推荐', list: [] });
    if (path === '/api/activity/everyday_price')
      return envelope(10000, { title: '每日特价', timestamp: 1_760_000_000, list: [] });
    if (path === '/api/focus/demo')
      return envelope(10000, { banner: { id: 9, image: '/images/bottom.svg', url: '/activity' } });
    const variant = path?.match(/^\/api\/focus\/(\w+)$/)?.[1];
    if (variant && focusAdvertsFixture[variant]) return envelope(10000, focusAdvertsFixture[variant]);
    if (path === '/api/article/category') return envelope(10000, announcementsFixture);
    if (path === '/api/global/links') return envelope(10000, friendLinksFixture);
    if (path === '/api/user/session') return envelope(10000, { user: signedIn ? userFixture : null });
    if (path === '/api/user/base')
      return signedIn ? envelope(10000, userFixture) : envelope(10001, null, '请先登录');
    if (path === '/api/user/contract' && signedIn) return envelope(10000, contractFixture(true));
    return envelope(404, null, '请求的内容不存在');
  });
}
