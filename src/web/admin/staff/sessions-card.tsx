import { useQuery, useQueryClient } from '@tanstack/react-query';
import { describeUserAgent } from '../../../domain/user-agent';
import { ME_KEY } from '../api';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { formatDateTime, useResortTz } from '../ui/resort-time';
import { useAdminMutation } from '../ui/use-admin-mutation';
import {
  endMySession,
  endStaffSession,
  MY_SESSIONS_KEY,
  sessionsQuery,
  STAFF_SESSIONS_KEY,
} from './api';
import { cellClass, Loaded, StaffTable } from './staff-table';

const cell = cellClass(true);
const lastCell = cellClass(true, true);

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
      <Loaded query={query} failed="Failed to load sessions">
        {(data) => (
          <div className="flex flex-col gap-4">
            <StaffTable
              dense
              caption="Signed in now"
              minWidth="min-w-[32rem]"
              columns={[
                mine ? null : 'Who',
                'Browser',
                'Address',
                'Signed in',
                'Last active',
                { srOnly: 'Actions' },
              ]}
            >
              {data.sessions.map((s) => (
                <tr key={s.id}>
                  {mine ? null : <td className={cell}>{s.user.name}</td>}
                  <td className={cell}>
                    {describeUserAgent(s.userAgent)}
                    {s.current ? (
                      <span className="ml-1 rounded-full bg-green-100 px-2 text-xs text-green-900">
                        this browser
                      </span>
                    ) : null}
                  </td>
                  <td className={`${cell} font-mono text-xs`}>{s.ip ?? '—'}</td>
                  <td className={cell}>{formatDateTime(s.createdAt, tz)}</td>
                  <td className={cell}>{formatDateTime(s.lastSeenAt, tz)}</td>
                  <td className={`${lastCell} text-right`}>
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
            </StaffTable>
            <StaffTable
              dense
              caption="Recent sign-in attempts"
              minWidth="min-w-[32rem]"
              columns={['When', mine ? null : 'E-mail', 'Result', 'Address', 'Browser']}
            >
              {data.signIns.map((a, i) => (
                <tr key={`${a.at}-${i}`}>
                  <td className={cell}>{formatDateTime(a.at, tz)}</td>
                  {mine ? null : <td className={cell}>{a.email}</td>}
                  <td className={`${cell} ${a.success ? 'text-green-900' : 'text-red-800'}`}>
                    {a.success ? 'Signed in' : FAILURE_TEXT[a.reason ?? 'password']}
                  </td>
                  <td className={`${cell} font-mono text-xs`}>{a.ip}</td>
                  <td className={lastCell}>{describeUserAgent(a.userAgent)}</td>
                </tr>
              ))}
            </StaffTable>
          </div>
        )}
      </Loaded>
    </Card>
  );
}
