import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** The spec's general fallback page, as a route error element. */
export function ErrorPage() {
  const error = useRouteError();
  if (error) console.error(error);
  return <ErrorScreen />;
}
