import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { useSettings } from '#settings';
import { Toaster } from '../../../ui/Toaster';

/** Another page to share than the giving page (a student's page): its address, title, message and button. */
export interface SharedPage {
  url: string;
  title: string;
  text: string;
  label: string;
}

/**
 * Shares the giving page's address, or `page`'s: through the device's share sheet (Web Share API) where there
 * is one, else by copying it, which a toast confirms. Loaded with a thank-you, never with the main page.
 */
export function ShareGivingPage({ page }: { page?: SharedPage }) {
  const { t } = useLingui();
  const { fundName, schoolName } = useSettings().organization;
  const url = page?.url ?? `${window.location.origin}/`;
  const title = page?.title ?? fundName;
  const text = page?.text ?? t`Join me in supporting ${schoolName}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Link copied. Paste it in a message or an email.`);
    } catch {
      toast.error(t`Could not copy the link. The page's address is ${url}`);
    }
  }

  async function share() {
    if (typeof navigator.share !== 'function') return copy();
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy();
    }
  }

  return (
    <>
      <button type="button" className="button secondary" onClick={() => void share()}>
        {page?.label ?? <Trans>Share the giving page</Trans>}
      </button>
      <Toaster />
    </>
  );
}
