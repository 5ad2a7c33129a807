import { addDays, type IsoDate } from './dates';

/**
 * How long an e-mailed booking link works (docs/decisions/0101): until 30 days after the check-out
 * day (end of that day, UTC), so the guest can still fetch the invoice after the stay; later links
 * answer the same "not found" as a wrong token.
 */
export const ACCESS_LINK_DAYS_AFTER_CHECK_OUT = 30;

export function accessLinkExpiry(checkOut: IsoDate): Date {
  return new Date(`${addDays(checkOut, ACCESS_LINK_DAYS_AFTER_CHECK_OUT + 1)}T00:00:00.000Z`);
}

export const accessLinkValid = (checkOut: IsoDate, now: Date) =>
  now.getTime() < accessLinkExpiry(checkOut).getTime();
