import { describe, expect, it } from 'vitest';
import { isSafeLinkUrl } from './urls';

describe('isSafeLinkUrl', () => {
  it('accepts site-relative paths and http(s) addresses', () => {
    for (const url of ['/yx', '/list?brand_id=3', 'https://www.nmpa.gov.cn/', 'HTTP://example.cn/a'])
      expect(isSafeLinkUrl(url), url).toBe(true);
  });

  it('refuses scripts, data URIs, protocol-relative hosts and bare words', () => {
    for (const url of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'https://',
      'www.nmpa.gov.cn',
      '',
    ])
      expect(isSafeLinkUrl(url), url).toBe(false);
  });
});
