let rupees: Intl.NumberFormat | undefined;

/**
 * ₹15,000 — whole rupees, Indian digit grouping (₹1,00,000). The one INR formatter: guest pages,
 * admin screens, e-mails and price lines all show money through it. It says what Intl's en-IN
 * currency format says (money.test.ts holds them side by side), grouped by hand: the first Intl
 * object a page makes costs ≈ 20 ms of a phone's main thread, and the guest's first screen shows
 * prices (decision 0163). Amounts beyond whole safe integers, and NaN or ∞, go through Intl.
 */
export function formatInr(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(whole)) {
    rupees ??= new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    return rupees.format(amount);
  }
  const digits = String(whole);
  // The last three digits, then pairs: 1,23,45,678.
  let grouped = digits.slice(-3);
  for (let end = digits.length - 3; end > 0; end -= 2)
    grouped = `${digits.slice(Math.max(0, end - 2), end)},${grouped}`;
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}₹${grouped}`;
}
