import type { FormEvent } from 'react';

/**
 * React passes a submit event up its component tree, through portals: the student dialog's form (rendered
 * in a portal inside ours) would also submit ours. Only a submit of this very form runs the handler.
 */
export function ownSubmit(handler: (event: FormEvent<HTMLFormElement>) => unknown) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (event.target !== event.currentTarget) return;
    void handler(event);
  };
}
