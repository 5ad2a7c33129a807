import { todayInZone } from '../../domain/dates';

/**
 * `<meta name="vm-calendar-month">` on the entry page: the resort's current month, which step 1's
 * calendar opens on for a new visit, so boot.ts asks for its prices beside the application's
 * download (web/app/early-requests.ts, decision 0163). The same text all month.
 */
export function withCalendarMonth(html: string, timeZone: string, now: Date): string {
  const month = todayInZone(now, timeZone).slice(0, 7);
  return html.replace(
    '</head>',
    () => `<meta name="vm-calendar-month" content="${month}" /></head>`,
  );
}
