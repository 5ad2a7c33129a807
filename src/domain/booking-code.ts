/** Booking codes: "VM", the creation time in milliseconds, then 5 random uppercase letters. */
const BOOKING_CODE_PATTERN = /^VM\d{13}[A-Z]{5}$/;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `randomInt(n)` returns an integer in [0, n): the server passes a cryptographic source. */
export function generateBookingCode(now: Date, randomInt: (n: number) => number): string {
  let suffix = '';
  for (let i = 0; i < 5; i++) suffix += LETTERS[randomInt(LETTERS.length)];
  return `VM${now.getTime()}${suffix}`;
}

export function isBookingCode(value: string): boolean {
  return BOOKING_CODE_PATTERN.test(value);
}
