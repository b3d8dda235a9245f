import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ManagePageScreen } from '../src/features/public/pages/ManagePageScreen';
import { renderAt, stubFetch, type Call } from './render';

const KEY = 'k'.repeat(43);
const page = {
  code: 'abc2345',
  firstName: 'Maya',
  lastInitial: 'R',
  gradeTeacher: '2nd Grade - Ms. Nguyen',
  goal: 250,
  message: 'Go Maya!',
  raised: 0,
  gifts: 0,
  status: 'active',
  hiddenReason: null,
};

/** A server that knows one key and keeps the page's status as the family changes it. */
function server() {
  let current: Record<string, unknown> | null = { ...page };
  return stubFetch((_url, body) => {
    const { key, op, form } = body as { key: string; op: string; form?: object };
    if (key !== KEY) return [403, { error: 'This link does not open this page' }];
    if (op === 'delete') {
      current = null;
      return [200, { deleted: true }];
    }
    if (op === 'pause') current = { ...current, status: 'paused' };
    if (op === 'resume') current = { ...current, status: 'active' };
    if (op === 'update') current = { ...current, ...form };
    return [200, { page: current }];
  });
}
const show = (hash: string) => renderAt(`/s/abc2345/manage${hash}`, '/s/:code/manage', <ManagePageScreen />);
const ops = (calls: Call[]) => calls.map((call) => (call.body as { op: string }).op);

describe("the family's manage page", () => {
  it('tells a wrong key kindly', async () => {
    server();
    show(`#key=${'x'.repeat(43)}`);
    expect(await screen.findByRole('heading', { name: 'This link does not open this page' })).toBeTruthy();
  });

  it('tells a link cut short before its key at once, asking nothing of the server', () => {
    const calls = server();
    show('');
    expect(screen.getByRole('heading', { name: 'This link does not open this page' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('pauses and resumes the page', async () => {
    const calls = server();
    show(`#key=${KEY}`);
    expect(await screen.findByRole('heading', { name: 'Manage Maya R.’s page' })).toBeTruthy();
    expect(screen.getByText(/Your page is live/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the page' }));
    expect(await screen.findByText(/Your page is paused/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume the page' }));
    expect(await screen.findByText(/Your page is live/)).toBeTruthy();
    expect(ops(calls)).toEqual(['read', 'pause', 'resume']);
    expect(calls[0]).toMatchObject({ url: '/api/pages/abc2345/manage', body: { key: KEY } });
  });

  it("edits the child's fields only, with the same form", async () => {
    const calls = server();
    show(`#key=${KEY}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the page' }));
    expect(screen.queryByLabelText('Your email')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Maya');
    fireEvent.change(screen.getByLabelText('A short message (optional)'), {
      target: { value: 'Thank you all!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the page' }));
    expect(await screen.findByRole('button', { name: 'Edit the page' })).toBeTruthy();
    expect(calls[1]?.body).toEqual({
      key: KEY,
      op: 'update',
      form: {
        firstName: 'Maya',
        lastInitial: 'R',
        gradeTeacher: '2nd Grade - Ms. Nguyen',
        goal: 250,
        message: 'Thank you all!',
      },
    });
  });

  it("says in the page's own words what failed when the server answers without a sentence", async () => {
    // The page opens, then the server fails a change with no sentence of ours: the family reads that their
    // change was not saved, never a status code.
    let failing = false;
    stubFetch((_url, body) => {
      if (failing) return [503, {}];
      failing = (body as { op: string }).op === 'read';
      return [200, { page }];
    });
    show(`#key=${KEY}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause the page' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your change could not be saved. Please try again.',
    );
  });

  it('says the page could not be read when its first answer has no sentence of ours', async () => {
    stubFetch(() => [500, {}]);
    show(`#key=${KEY}`);
    expect(await screen.findByRole('heading', { name: 'The page could not be opened' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The page could not be read. Please try again.');
  });

  it('deletes the page after asking', async () => {
    const calls = server();
    show(`#key=${KEY}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Maya R.’s page?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete the page' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete the page' }),
    );
    expect(await screen.findByRole('heading', { name: 'The page is deleted' })).toBeTruthy();
    expect(ops(calls)).toEqual(['read', 'delete']);
  });
});
