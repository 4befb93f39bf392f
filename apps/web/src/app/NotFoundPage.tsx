import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle.ts';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="notice">
      <h1>Page not found</h1>
      <Link to="/">Back to all events</Link>
    </div>
  );
}
