import { appConfig } from '@hope/domain/config';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  inviteFormSchema,
  ROLE_LABELS,
  ROLE_SUMMARIES,
  ROLES,
  type InviteForm as Values,
} from '@hope/domain/team';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { TextField } from '../../../ui/TextField';
import { callableErrorMessage } from '../data/callable';
import { inviteMember } from './team-gateway';

/** Invite (email, role): the function creates the account and emails a link to set a password. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const form = useForm<Values>({
    defaultValues: { email: '', role: 'viewer' },
    resolver: zodResolver(inviteFormSchema),
  });
  const { errors, isSubmitting } = form.formState;

  async function invite(values: Values) {
    try {
      await inviteMember(values.email, values.role);
      toast.success(`Invitation sent to ${values.email}.`, { duration: appConfig.timings.inviteToastMs });
      form.reset({ email: '', role: values.role });
      onInvited();
    } catch (error) {
      form.setError('root', { message: callableErrorMessage(error) });
    }
  }

  return (
    <section className="card team-invite" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a member</h2>
      <p className="muted">
        They receive an email with a link to set their password, then sign in with their email address.
      </p>
      <form noValidate onSubmit={form.handleSubmit(invite)} className="team-invite-form">
        <TextField
          id="invite-email"
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          registration={form.register('email')}
        />
        <fieldset className="field team-roles">
          <legend>Role</legend>
          {ROLES.map((role) => (
            <label key={role} className="team-role-choice">
              <input type="radio" value={role} {...form.register('role')} />
              <span>
                <strong>{ROLE_LABELS[role]}</strong>
                <span className="muted">{ROLE_SUMMARIES[role]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {errors.root && (
          <p role="alert" className="error">
            {errors.root.message}
          </p>
        )}
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send invitation'}
        </button>
      </form>
    </section>
  );
}
