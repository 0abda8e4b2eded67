import { describe, expect, it } from 'vitest';
import { advertProps } from './advert-props';

describe('advertProps', () => {
  it('shows a picture the API stores at its CSS size (srcset 2x), any other at its natural size', () => {
    const stored = advertProps({
      id: 1,
      title: '近效期特卖',
      image: '/api/picture/7455f9a0bd8983a791e0.webp',
      url: '/jxqzc',
    });
    expect(stored.srcSet).toBe('/api/picture/7455f9a0bd8983a791e0.webp 2x');
    const elsewhere = advertProps({
      id: 2,
      title: '旧广告',
      image: 'data:image/svg+xml;base64,PHN2Zz4=',
      url: '',
    });
    expect(elsewhere.srcSet).toBeUndefined();
    expect(elsewhere.href).toBeUndefined();
  });
});
