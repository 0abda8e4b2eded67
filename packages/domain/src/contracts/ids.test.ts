import { describe, expect, it } from 'vitest';
import { PICTURE_PATH, pictureSrcSet } from './ids';

describe('pictureSrcSet', () => {
  it('shows a picture the API stores (drawn at 2x) at its CSS size', () => {
    expect(pictureSrcSet(`${PICTURE_PATH}0875bfb53d9e96819a5e.webp`)).toBe(
      '/api/picture/0875bfb53d9e96819a5e.webp 2x',
    );
  });

  it('leaves any other address to its natural size', () => {
    expect(pictureSrcSet('/api/goods/image/1.webp')).toBeUndefined();
    expect(pictureSrcSet('https://cdn.example.com/api/picture/a.webp')).toBeUndefined();
    expect(pictureSrcSet('data:image/svg+xml;base64,PHN2Zz4=')).toBeUndefined();
  });
});
