/**
 * E-mail templates (HTML + text), the feature's public module for them: the building blocks
 * (`layout.ts`) and the templates of each kind, in files by subject. Parameters follow the spec's
 * e-mail kinds: booking confirmation (guestName, email, bookingId, villaName, checkIn, checkOut,
 * total, guestPhone, adults, children) and admin notification (type, bookingId, guestName,
 * amount, details).
 */

export { formatInr } from '../../domain/money';
export {
  buttonLink,
  detailsTable,
  emailLayout,
  escapeHtml,
  formatStayDate,
  para,
  type RenderedEmail,
  type ResortContact,
} from './layout';
export {
  renderAdminNotification,
  renderBookingCancellation,
  renderBookingConfirmation,
  renderDateChange,
  type AdminNotificationParams,
  type BookingConfirmationParams,
} from './booking-templates';
export { renderSafariEnquiryNotification, renderSafariResponse } from './safari-templates';
export {
  renderPaymentLink,
  renderPaymentReminder,
  renderPreArrival,
} from './guest-reminder-templates';
