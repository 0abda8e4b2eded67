import { describe, expect, it } from 'vitest';
import { loadOnce } from './rasterise';

describe('loadOnce (how sharp is loaded)', () => {
  it('loads once and shares the result', async () => {
    let loads = 0;
    const load = loadOnce(async () => ++loads);
    expect(await Promise.all([load(), load()])).toEqual([1, 1]);
    expect(await load()).toBe(1);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load instead of failing for ever', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('libvips is missing');
      return 'sharp';
    });
    await expect(load()).rejects.toThrow('libvips is missing');
    expect(await load()).toBe('sharp');
    expect(await load()).toBe('sharp');
    expect(loads).toBe(2);
  });
});
