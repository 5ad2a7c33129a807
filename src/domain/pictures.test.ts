import { describe, expect, it } from 'vitest';
import { srcSetOf, variantWidthsFor, type PhotoInfo } from './pictures';

const id = '5f0c6b3e-3c55-4f7e-9a38-5b8a7c1e2d40';

describe('variant widths', () => {
  it.each([
    [400, []],
    [480, []],
    [481, [480]],
    [1200, [480, 960]],
    [2000, [480, 960, 1440]],
  ])('a %i px photo gets copies %o', (w, expected) => {
    expect(variantWidthsFor(w)).toEqual(expected);
  });
});

describe('srcset', () => {
  const photo: PhotoInfo = {
    src: `/api/images/${id}`,
    width: 2000,
    height: 1250,
    variants: [
      { format: 'webp', width: 960 },
      { format: 'avif', width: 480 },
      { format: 'webp', width: 480 },
      { format: 'avif', width: 960 },
    ],
  };
  it('lists the copies smallest first; WebP ends with the original', () => {
    expect(srcSetOf(photo, 'avif')).toBe(
      `/api/images/${id}/480.avif 480w, /api/images/${id}/960.avif 960w`,
    );
    expect(srcSetOf(photo, 'webp')).toBe(
      `/api/images/${id}/480.webp 480w, /api/images/${id}/960.webp 960w, /api/images/${id} 2000w`,
    );
  });
  it('is empty for a small photo and for a picture of the site', () => {
    expect(srcSetOf({ ...photo, variants: [] }, 'webp')).toBe('');
    expect(srcSetOf({ ...photo, src: '/images/villas/glass-cottage.svg' }, 'avif')).toBe('');
  });
});
