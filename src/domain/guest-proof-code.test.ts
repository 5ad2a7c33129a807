import { describe, expect, it } from 'vitest';
import {
  judgeProofCode,
  proofCodeExpiry,
  proofCodeSchema,
  wrongCodeMessage,
  type StoredCode,
} from './guest-proof-code';

const SENT = new Date('2026-11-26T10:00:00.000Z');
const fresh: StoredCode = { attempts: 0, expiresAt: proofCodeExpiry(SENT), usedAt: null };
const at = (minutes: number) => new Date(SENT.getTime() + minutes * 60_000);

describe('judgeProofCode', () => {
  it.each([
    ['no code was sent', null, true, at(1), { kind: 'expired' }],
    ['right code in time', fresh, true, at(1), { kind: 'ok' }],
    ['right code a moment before expiry', fresh, true, at(9.99), { kind: 'ok' }],
    ['right code at expiry', fresh, true, at(10), { kind: 'expired' }],
    ['right code, already used', { ...fresh, usedAt: at(1) }, true, at(2), { kind: 'expired' }],
    ['first wrong try', fresh, false, at(1), { kind: 'wrong', attemptsLeft: 4 }],
    [
      'fifth wrong try',
      { ...fresh, attempts: 4 },
      false,
      at(1),
      { kind: 'wrong', attemptsLeft: 0 },
    ],
    [
      'right code after five wrong tries',
      { ...fresh, attempts: 5 },
      true,
      at(1),
      { kind: 'expired' },
    ],
    ['wrong code after expiry', fresh, false, at(11), { kind: 'expired' }],
  ] as const)('%s', (_name, stored, matches, now, verdict) => {
    expect(judgeProofCode(stored, matches, now)).toEqual(verdict);
  });
});

describe('proofCodeSchema', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
  ])('accepts %j', (input, out) => expect(proofCodeSchema.parse(input)).toBe(out));
  it.each(['12345', '1234567', 'abcdef', ''])('refuses %j', (input) =>
    expect(proofCodeSchema.safeParse(input).success).toBe(false),
  );
});

describe('wrongCodeMessage', () => {
  it.each([
    [4, 'That code is not right. 4 tries left.'],
    [1, 'That code is not right. 1 try left.'],
    [0, 'That code is not right, and it cannot be tried again. Please ask for a new code.'],
  ])('%i left', (left, words) => expect(wrongCodeMessage(left)).toBe(words));
});
