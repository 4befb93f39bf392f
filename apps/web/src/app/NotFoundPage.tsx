import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="notice">
      <h1>Page not found</h1>
      <Link to="/">Back to all events</Link>
    </div>
  );
}
