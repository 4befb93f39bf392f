import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from './usePageTitle.ts';

export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? 'Page not found' : 'Something went wrong';
  usePageTitle(heading);
  return (
    <div className="shell">
      <main className="content">
        <div className="notice">
          <h1>{heading}</h1>
          {!notFound && (
            <p className="muted">{error instanceof Error ? error.message : 'Please try again.'}</p>
          )}
          <Link to="/">Back to all events</Link>
        </div>
      </main>
    </div>
  );
}
