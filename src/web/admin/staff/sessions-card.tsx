import { useQuery, useQueryClient } from '@tanstack/react-query';
import { describeUserAgent } from '../../../domain/user-agent';
import { ME_KEY } from '../api';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { formatDateTime, useResortTz } from '../ui/resort-time';
import { Spinner } from '../ui/spinner';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  endMySession,
  endStaffSession,
  MY_SESSIONS_KEY,
  sessionsQuery,
  STAFF_SESSIONS_KEY,
} from './api';

const FAILURE_TEXT = {
  password: 'Wrong password',
  code: 'Wrong code',
  code_required: 'Asked for a code',
  locked_out: 'Locked out (too many attempts)',
} as const;

/**
 * Open sessions and recent sign-ins: your own (`scope="me"`), or every member of staff's (owners,
 * `scope="staff"`). Any session can be ended; ending your current one signs you out.
 */
export function SessionsCard({ scope }: { scope: 'me' | 'staff' }) {
  const mine = scope === 'me';
  const query = useQuery(sessionsQuery(scope));
  const tz = useResortTz();
  const queryClient = useQueryClient();
  const end = useAdminMutation({
    mutationFn: (id: string) => (mine ? endMySession(id) : endStaffSession(id)),
    invalidate: [MY_SESSIONS_KEY, STAFF_SESSIONS_KEY],
    success: () => ({
      type: 'success',
      title: 'Session Ended',
      message: 'That browser is signed out',
    }),
    failure: { title: 'Not Ended', message: 'Could not end the session' },
    onSuccess: (_r, id) => {
      // Ending this browser's own session signs it out: back to the sign-in screen.
      if (query.data?.sessions.find((s) => s.id === id)?.current)
        queryClient.setQueryData(ME_KEY, null);
    },
  });
  const title = mine ? 'Your sessions and sign-ins' : 'All staff sessions and sign-ins';
  return (
    <Card title={title}>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p className="text-sm text-red-800">Failed to load sessions</p>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="mb-1 text-left font-medium">Signed in now</caption>
              <thead className="text-xs text-muted uppercase">
                <tr>
                  {mine ? null : (
                    <th scope="col" className="py-1 pr-3">
                      Who
                    </th>
                  )}
                  <th scope="col" className="py-1 pr-3">
                    Browser
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Address
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Signed in
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Last active
                  </th>
                  <th scope="col" className="py-1">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-sand">
                {query.data.sessions.map((s) => (
                  <tr key={s.id}>
                    {mine ? null : <td className="py-1 pr-3">{s.user.name}</td>}
                    <td className="py-1 pr-3">
                      {describeUserAgent(s.userAgent)}
                      {s.current ? (
                        <span className="ml-1 rounded-full bg-green-100 px-2 text-xs text-green-900">
                          this browser
                        </span>
                      ) : null}
                    </td>
                    <td className="py-1 pr-3 font-mono text-xs">{s.ip ?? '—'}</td>
                    <td className="py-1 pr-3">{formatDateTime(s.createdAt, tz)}</td>
                    <td className="py-1 pr-3">{formatDateTime(s.lastSeenAt, tz)}</td>
                    <td className="py-1 text-right">
                      <Button
                        variant="ghost"
                        className="px-2 py-1"
                        disabled={end.isPending}
                        onClick={() => end.mutate(s.id)}
                      >
                        {s.current ? 'Sign out' : 'End'}
                        <span className="sr-only">
                          {' '}
                          session {describeUserAgent(s.userAgent)}
                          {mine ? '' : ` of ${s.user.name}`}
                        </span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="mb-1 text-left font-medium">Recent sign-in attempts</caption>
              <thead className="text-xs text-muted uppercase">
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    When
                  </th>
                  {mine ? null : (
                    <th scope="col" className="py-1 pr-3">
                      E-mail
                    </th>
                  )}
                  <th scope="col" className="py-1 pr-3">
                    Result
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Address
                  </th>
                  <th scope="col" className="py-1">
                    Browser
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-sand">
                {query.data.signIns.map((a, i) => (
                  <tr key={`${a.at}-${i}`}>
                    <td className="py-1 pr-3">{formatDateTime(a.at, tz)}</td>
                    {mine ? null : <td className="py-1 pr-3">{a.email}</td>}
                    <td className={`py-1 pr-3 ${a.success ? 'text-green-900' : 'text-red-800'}`}>
                      {a.success ? 'Signed in' : FAILURE_TEXT[a.reason ?? 'password']}
                    </td>
                    <td className="py-1 pr-3 font-mono text-xs">{a.ip}</td>
                    <td className="py-1">{describeUserAgent(a.userAgent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </Card>
  );
}
