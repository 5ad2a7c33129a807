import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUrl,
  totpAt,
} from './totp';

/** RFC 6238 appendix B: the SHA-1 key "12345678901234567890", 8 digits. */
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives %s (the RFC test vectors)', (seconds, code) => {
    expect(totpAt(RFC_SECRET, new Date(seconds * 1000), 8)).toBe(code);
  });

  it.each([
    [0, '755224'],
    [1, '287082'],
    [9, '520489'],
  ])('HOTP counter %i gives %s (RFC 4226 appendix D)', (counter, code) => {
    expect(hotp(Buffer.from('12345678901234567890', 'ascii'), counter)).toBe(code);
  });

  it('round-trips base32 and makes 160-bit keys', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(base32Decode('GEZD GNBV-GY3T')).toEqual(Buffer.from('1234567'));
  });

  it('accepts the step before and after, not two away, and never a step already used', () => {
    const secret = newTotpSecret();
    const at = new Date('2026-11-26T10:00:15Z');
    const step = Math.floor(at.getTime() / 30_000);
    const codeAt = (offset: number) => totpAt(secret, new Date(at.getTime() + offset * 30_000));
    expect(matchTotp(secret, codeAt(0), at, null)).toBe(step);
    expect(matchTotp(secret, codeAt(-1), at, null)).toBe(step - 1);
    expect(matchTotp(secret, codeAt(1), at, null)).toBe(step + 1);
    expect(matchTotp(secret, codeAt(2), at, null)).toBe(null);
    expect(matchTotp(secret, codeAt(0), at, step)).toBe(null);
    expect(matchTotp(secret, codeAt(1), at, step)).toBe(step + 1);
    expect(matchTotp(secret, 'abcdef', at, null)).toBe(null);
    expect(matchTotp(secret, '12345', at, null)).toBe(null);
  });

  it('writes the otpauth address apps read', () => {
    expect(otpauthUrl('ABC', 'asha@example.com', 'Village Machaan')).toBe(
      'otpauth://totp/Village%20Machaan%3Aasha%40example.com?secret=ABC&issuer=Village+Machaan&algorithm=SHA1&digits=6&period=30',
    );
  });
});
