import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="shell">
      <main className="content">
        <div className="notice">
          <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
          {!notFound && (
            <p className="muted">{error instanceof Error ? error.message : 'Please try again.'}</p>
          )}
          <Link to="/">Back to all events</Link>
        </div>
      </main>
    </div>
  );
}
