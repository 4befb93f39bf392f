import { useState, type FormEvent } from 'react';
import { createOwnerClient, type OwnerCredentials } from './owner-session.ts';
import { errorMessage } from './error-message.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';

export function SignInForm({ onSignedIn }: { onSignedIn: (credentials: OwnerCredentials) => void }) {
  const [apiKey, setApiKey] = useState('');
  const [siteId, setSiteId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  usePageTitle('Dashboard sign-in');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = { apiKey: apiKey.trim(), siteId: siteId.trim() };
    setPending(true);
    setError(null);
    try {
      // Any owner call will do: it fails with 401 or 403 when the key or the site is wrong.
      await createOwnerClient(credentials).events.countEventsByStatus();
      onSignedIn(credentials);
    } catch (caught) {
      setError(errorMessage(caught));
      setPending(false);
    }
  };

  return (
    <form className="panel sign-in" onSubmit={(event) => void submit(event)}>
      <h1>Owner dashboard</h1>
      <p className="muted">
        Paste the API key and site id that <code>npm start</code> printed.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <label className="field">
        <span>API key</span>
        <input
          className="input"
          type="password"
          autoComplete="off"
          required
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
        />
      </label>
      <label className="field">
        <span>Site id</span>
        <input
          className="input"
          autoComplete="off"
          spellCheck={false}
          required
          value={siteId}
          onChange={(event) => setSiteId(event.target.value)}
        />
      </label>
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
