import { describe, expect, it } from 'vitest';
import { enumOptions, oneOf } from './enum-options';

const COLOURS = ['red', 'green'] as const;
const LABELS = { red: 'Red', green: 'Green' };

describe('enum options', () => {
  it.each([
    ['red', 'red'],
    ['green', 'green'],
    ['blue', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('oneOf(%j) is %j', (value, expected) => {
    expect(oneOf(COLOURS, value)).toBe(expected);
  });

  it('lists options in the list order', () => {
    expect(enumOptions(COLOURS, LABELS)).toEqual([
      { value: 'red', label: 'Red' },
      { value: 'green', label: 'Green' },
    ]);
  });
});
