import { describe, expect, it } from 'vitest';
import { checkReorder, galleryItemSchema, homeTextsSchema, mapLink } from './home-page';

const texts = {
  tagline: '',
  storyTitle: '',
  story: '',
  locationIntro: '',
  railwayStation: '',
  airport: '',
  reserveGate: '',
  latitude: null,
  longitude: null,
};

describe('home page texts', () => {
  it.each([
    [{ latitude: 21.7, longitude: 79.3 }, undefined],
    [{ latitude: null, longitude: null }, undefined],
    [{ latitude: 21.7, longitude: null }, 'longitude'],
    [{ latitude: null, longitude: 79.3 }, 'latitude'],
    [{ latitude: 91, longitude: 79.3 }, 'latitude'],
    [{ latitude: 21.7, longitude: -181 }, 'longitude'],
    [{ latitude: Number.NaN, longitude: 79.3 }, 'latitude'],
  ])('coordinates %o → error on %s', (geo, field) => {
    const r = homeTextsSchema.safeParse({ ...texts, ...geo });
    expect(r.success ? undefined : r.error.issues[0]!.path[0]).toBe(field);
  });
});

describe('gallery pictures', () => {
  it.each([
    ['/api/images/5f0c6b3e-3c55-4f7e-9a38-5b8a7c1e2d40', true],
    ['/images/villas/glass-cottage.svg', true],
    ['https://example.com/a.jpg', false],
    ['//example.com/a.jpg', false],
    ['/images/../secret.svg', false],
    ['/api/images/not-an-id', false],
    ['javascript:alert(1)', false],
  ])('%s allowed: %s', (src, ok) => {
    expect(galleryItemSchema.safeParse({ src, alt: 'A photo' }).success).toBe(ok);
  });

  it('needs alt text', () => {
    const r = galleryItemSchema.safeParse({ src: '/images/villas/glass-cottage.svg', alt: '  ' });
    expect(r.success).toBe(false);
  });
});

describe('reorder', () => {
  it.each([
    [['a', 'b', 'c'], ['c', 'a', 'b'], true],
    [['a', 'b', 'c'], ['c', 'a'], false],
    [['a', 'b', 'c'], ['c', 'a', 'a'], false],
    [['a', 'b', 'c'], ['c', 'a', 'x'], false],
    [['a', 'b'], ['b', 'a', 'c'], false],
  ])('%o → %o ok: %s', (current, next, ok) => {
    expect(checkReorder(current, next).ok).toBe(ok);
  });
});

it('map link opens the map app at the coordinates', () => {
  expect(mapLink({ latitude: 21.7583, longitude: 79.3467 })).toBe(
    'https://www.google.com/maps/search/?api=1&query=21.7583,79.3467',
  );
});
