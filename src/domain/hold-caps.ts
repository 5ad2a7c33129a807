import { daysBetween, type IsoDate } from './dates';

/**
 * What one client may hold (docs/decisions/0116). A hold or an unpaid booking keeps units from
 * everyone else, so what a client holds is measured in unit-nights (rooms × nights), not in holds:
 * per browsing session first (one guest), then per client address with a much higher ceiling
 * (families, offices and mobile carriers share one address), and over a rolling window per address
 * (a hold that lapsed at its maximum age does not start afresh). Pure: the server counts, this decides.
 */
export type HoldCapLimits = {
  /** Stays one browsing session holds at once. */
  holdsPerSession: number;
  /** Stays one client address holds at once (all its browsing sessions). */
  holdsPerClient: number;
  /** Unit-nights one browsing session keeps at once (its holds and unpaid bookings). */
  unitNightsPerSession: number;
  /** Unit-nights one client address keeps at once (its holds and unpaid bookings). */
  unitNightsPerClient: number;
  /** Unit-nights one client address may newly take with holds within the rolling window. */
  unitNightsPerClientWindow: number;
};

/** What is already held, not counting the hold being placed or replaced. */
export type HoldUsage = {
  session: { holds: number; unitNights: number };
  client: { holds: number; unitNights: number; windowUnitNights: number };
};

export type HoldCapRefusal =
  'session-holds' | 'session-unit-nights' | 'client-holds' | 'client-unit-nights' | 'client-window';

export type Stay = { checkIn: IsoDate; checkOut: IsoDate; rooms: number };

export const unitNights = (s: Stay) => s.rooms * daysBetween(s.checkIn, s.checkOut);

/**
 * Unit-nights a hold newly takes (what the rolling window counts): all of them for a new hold, and
 * only the growth when a live hold of the same session is replaced — moving one's own dates does
 * not take more, and a replaced hold keeps its age.
 */
export const newlyTaken = (next: Stay, previous: Stay | undefined) =>
  Math.max(0, unitNights(next) - (previous ? unitNights(previous) : 0));

/** The first cap the hold would pass, session caps before address caps; null when it fits. */
export function holdCapRefusal(
  usage: HoldUsage,
  hold: { unitNights: number; newlyTaken: number },
  limits: HoldCapLimits,
): HoldCapRefusal | null {
  if (usage.session.holds + 1 > limits.holdsPerSession) return 'session-holds';
  if (usage.session.unitNights + hold.unitNights > limits.unitNightsPerSession)
    return 'session-unit-nights';
  if (usage.client.holds + 1 > limits.holdsPerClient) return 'client-holds';
  if (usage.client.unitNights + hold.unitNights > limits.unitNightsPerClient)
    return 'client-unit-nights';
  if (usage.client.windowUnitNights + hold.newlyTaken > limits.unitNightsPerClientWindow)
    return 'client-window';
  return null;
}

/**
 * When the rolling window has room for `needed` more unit-nights: the oldest grants leave the
 * window first. `grants` are the address's grants inside the window, oldest first.
 */
export function windowOpensAt(
  grants: { unitNights: number; grantedAt: Date }[],
  needed: number,
  cap: number,
  windowMs: number,
): Date | undefined {
  let total = grants.reduce((s, g) => s + g.unitNights, 0);
  for (const g of grants) {
    if (total + needed <= cap) break;
    total -= g.unitNights;
    if (total + needed <= cap) return new Date(g.grantedAt.getTime() + windowMs);
  }
  return undefined;
}
