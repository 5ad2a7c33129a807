/** How long a villa is held for a guest who is choosing and paying (the hold and the unpaid booking). */
export const HOLD_MINUTES = 15;
