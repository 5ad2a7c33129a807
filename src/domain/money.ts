let rupees: Intl.NumberFormat | undefined;

/**
 * ₹15,000 — whole rupees, Indian digit grouping (₹1,00,000). The one INR formatter: guest pages,
 * admin screens, e-mails and price lines all show money through it. The formatter is built on first
 * use, not at module load (it costs a few milliseconds of the entry page's main thread).
 */
export function formatInr(amount: number): string {
  rupees ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  return rupees.format(amount);
}
