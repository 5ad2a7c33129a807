import { useQuery } from '@tanstack/react-query';
import { MailWarning, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { meQuery } from './api';
import { ChannelConflictsBanner } from './channels/conflicts-banner';
import { outboxSummaryQuery } from './emails/api';
import { FormCDueBanner } from './registrations/form-c-due-banner';
import { UnpaidHoldsBanner } from './unpaid-holds-banner';

/** Warnings staff must not miss: test payments, e-mails that did not go out, hoarded nights. */
export function DashboardBanners() {
  const { data: me } = useQuery(meQuery);
  const { data: mail } = useQuery(outboxSummaryQuery);
  const stuck = mail ? mail.held + mail.failed : 0;
  return (
    <>
      {me?.testPayments ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>Test payments.</strong> Payments run on the built-in test gateway: no money is
            collected. Set the Razorpay keys to take real payments.
          </span>
        </p>
      ) : null}
      {stuck > 0 && mail ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-950"
        >
          <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>
              {stuck} e-mail{stuck === 1 ? '' : 's'} not delivered
            </strong>{' '}
            (
            {[mail.held ? `${mail.held} held` : '', mail.failed ? `${mail.failed} failed` : '']
              .filter(Boolean)
              .join(', ')}
            {mail.smtpConfigured ? '' : '; e-mail delivery is not configured'}).{' '}
            <Link
              to={`/admin/emails?status=${mail.failed ? 'failed' : 'held'}`}
              className="font-medium underline underline-offset-2"
            >
              Review e-mails
            </Link>
          </span>
        </p>
      ) : null}
      <UnpaidHoldsBanner />
      <ChannelConflictsBanner />
      <FormCDueBanner />
    </>
  );
}
