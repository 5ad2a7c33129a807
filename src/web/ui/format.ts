const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹15,000 — whole rupees, Indian digit grouping. */
export function formatInr(amount: number): string {
  return inr.format(amount);
}
