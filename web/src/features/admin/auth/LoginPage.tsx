import { isBlank } from '@hope/domain/input';
import { useSettings } from '#settings';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { signInAdmin, signInWait } from './signIn';
import { useAdminSession } from './useAdminSession';

export function LoginPage() {
  const session = useAdminSession();
  const settings = useSettings();
  const { teamShortName } = settings.organization;
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // A wait asked for before a reload still shows.
  const [error, setError] = useState<string | null>(() => signInWait());
  const from = (location.state as { from?: string } | null)?.from ?? '/admin/dashboard';

  // Signed in already (or just now): go where the guard sent them from, the dashboard by default. One
  // destination for both paths, so the submit's navigation and this redirect can never disagree.
  if (session.status === 'signed-in') return <Navigate to={from} replace />;

  const canSubmit = !isBlank(username) && !isBlank(password) && !busy;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setError(null);
    const message = await signInAdmin(username, password, settings);
    if (!message) {
      // Stays busy until the page changes: no flash of the form, no second submit.
      void navigate(from, { replace: true });
      return;
    }
    setBusy(false);
    setError(message);
  }

  return (
    <main className="page narrow">
      <form className="card" onSubmit={submit} noValidate>
        <h1>Admin Login</h1>
        <p className="muted">Sign in to access the {teamShortName} dashboard</p>
        <div className="field">
          {/* A member may type the email the invitation went to, or the bare username of the school's domain. */}
          <label htmlFor="username">Username or email</label>
          <input
            id="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="password">Password</label>
          <input
            id="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </div>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" className="button" disabled={!canSubmit}>
          {busy ? 'Signing in...' : 'Sign In'}
        </button>
        <p className="muted">For {teamShortName} team members only</p>
      </form>
    </main>
  );
}
