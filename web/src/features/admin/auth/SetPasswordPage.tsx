import { zodResolver } from '@hookform/resolvers/zod';
import { setPasswordMessages, setPasswordSchema, type SetPasswordValues } from '@hope/domain/team';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useSettings } from '#settings';
import { TextField } from '../../../ui/TextField';
import { invitedEmail, isUnusableLink, passwordRefusal, setInvitedPassword } from './set-password-gateway';

type LinkState = { status: 'checking' } | { status: 'invalid' } | { status: 'ready'; email: string };

/**
 * Where an invitation's link leads: its one-time code in the address, checked first by the setPassword
 * function (whose account, still valid?), then the new member chooses a password, which the function sets
 * (refusing one the team's minimum refuses), and goes to the login page.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode') ?? '';
  const { teamShortName } = useSettings().organization;
  const [link, setLink] = useState<LinkState>({ status: 'checking' });
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SetPasswordValues>({
    defaultValues: { password: '', confirm: '' },
    resolver: zodResolver(setPasswordSchema),
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    let active = true;
    void (async () => {
      try {
        const email = await invitedEmail(code);
        if (active) setLink(email ? { status: 'ready', email } : { status: 'invalid' });
      } catch {
        if (active) setLink({ status: 'invalid' });
      }
    })();
    return () => {
      active = false;
    };
  }, [code]);

  async function save(values: SetPasswordValues) {
    setFailure(null);
    try {
      await setInvitedPassword(code, values.password);
      setDone(true);
    } catch (error) {
      const refusal = passwordRefusal(error);
      if (isUnusableLink(error)) setLink({ status: 'invalid' });
      else if (refusal) form.setError('password', { message: refusal });
      else setFailure(setPasswordMessages.failed);
    }
  }

  return (
    <main className="page narrow">
      <div className="card">
        <h1>Set your password</h1>
        <p className="muted">For the {teamShortName} back office</p>
        {link.status === 'checking' && <p>Checking your link...</p>}
        {link.status === 'invalid' && (
          <p role="alert" className="error">
            {setPasswordMessages.invalidLink}
          </p>
        )}
        {link.status === 'ready' && done && (
          <>
            <p role="status">{setPasswordMessages.done}</p>
            <Link className="button" to="/admin/login">
              Go to sign in
            </Link>
          </>
        )}
        {link.status === 'ready' && !done && (
          <form noValidate onSubmit={form.handleSubmit(save)}>
            <p>
              Account: <strong>{link.email}</strong>
            </p>
            {/* Lets password managers file the new password under the right account. */}
            <input type="hidden" autoComplete="username" value={link.email} readOnly />
            <TextField
              id="new-password"
              label="New password"
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              registration={form.register('password')}
            />
            <TextField
              id="confirm-password"
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              error={errors.confirm?.message}
              registration={form.register('confirm')}
            />
            {failure && (
              <p role="alert" className="error">
                {failure}
              </p>
            )}
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Set password'}
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
