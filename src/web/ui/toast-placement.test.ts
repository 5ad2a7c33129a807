import { describe, expect, it } from 'vitest';
import { placementFor } from './toast';

describe('placementFor (phones: the toast never covers the field in use)', () => {
  it.each([
    ['nothing focused', null, 'bottom'],
    ['a field near the top', { top: 100, bottom: 140 }, 'bottom'],
    ['the Check Availability button low on the screen', { top: 560, bottom: 604 }, 'top'],
    ['an input just above the keyboard (visual viewport 400 px)', { top: 330, bottom: 370 }, 'top'],
  ] as const)('%s → %s', (_name, rect, expected) => {
    const height = _name.includes('keyboard') ? 400 : 844;
    expect(placementFor(rect, height)).toBe(expected);
  });
});
