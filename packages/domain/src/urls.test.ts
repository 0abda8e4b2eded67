import { describe, expect, it } from 'vitest';
import { isSafeLinkUrl, isSiteRelative } from './urls';

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

describe('isSiteRelative', () => {
  it('accepts a path of this site', () => {
    for (const path of ['/', '/list', '/zhzx/zzzj?tab=1', '/search?keywords=%2F%2F'])
      expect(isSiteRelative(path), path).toBe(true);
  });

  it('refuses another host, however it is spelled, and anything without the leading slash', () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'list',
      'javascript:x',
      '',
    ])
      expect(isSiteRelative(path), path).toBe(false);
  });
});
