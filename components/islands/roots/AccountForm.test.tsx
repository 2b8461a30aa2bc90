import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AccountForm } from '@/components/islands/roots/AccountForm';
import { forms } from '@/lib/content/apps';
import { clientForm } from '@/lib/content/forms';
import type { AccountFormProps, ClientForm, FieldKind } from '@/lib/forms/types';

// userEvent types a key at a time, each a React update: an e-mail and a password take seconds on a busy two-core machine.
jest.setTimeout(30_000);

type Deferred = { resolve: (status: number, body: string) => void };

/** A fetch whose answers the test releases one at a time. */
function controlledFetch() {
  const pending: Deferred[] = [];
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>(
    () =>
      new Promise<Response>((resolve) => {
        pending.push({ resolve: (status, body) => resolve({ ok: status < 300, status, text: () => Promise.resolve(body) } as Response) });
      }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, pending };
}

const answers: ClientForm['answers'] = {
  success: { read: ['message'], otherwise: 'Done.' },
  failure: { read: ['message'], otherwise: 'Failed.' },
  noAnswerHint: 'It may have reached us.',
};

/** A six-character ID sent in the query, the button disabled until it is complete (like a profile ID). */
const idForm: ClientForm = {
  method: 'DELETE',
  send: 'query',
  fields: [{ name: 'username', label: 'Profile ID', kind: 'identifier', length: 6, placeholder: '123456', autoComplete: 'off', clearOnSuccess: true }],
  incomplete: { disableButton: true },
  button: { label: 'Delete Account', busy: 'Deleting...', tone: 'danger' },
  answers,
  messageColour: 'red',
};

/** An e-mail and a password in a JSON body, a message when one is missing (like a sign-in). */
const credentialsForm: ClientForm = {
  method: 'DELETE',
  send: 'json',
  fields: [
    { name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
    { name: 'password', label: 'Password', kind: 'password', required: true, autoComplete: 'current-password', clearOnSuccess: true },
  ],
  incomplete: { disableButton: false, message: 'Please provide both.' },
  button: { label: 'Delete Account', busy: 'Deleting...', tone: 'danger' },
  answers,
  messageColour: 'by-outcome',
  warning: { label: 'Warning:', text: 'this cannot be undone.' },
};

/** The notes the page hands the form until it works (made up here: the page's own words are checked in the browser, e2e/forms.spec.ts). */
const notReady = { noScript: 'Made-up note: this form needs JavaScript; write to', loading: 'Made-up note: this form is still loading; write to' };
const props = (form: ClientForm): AccountFormProps => ({ form, endpoint: 'https://api.test/call', email: 'help@example.test', notReady });

describe('a form with a fixed-length ID', () => {
  it('keeps at most the length, enables the button only when complete, and shows every message in red', async () => {
    const user = userEvent.setup();
    const { fetchMock, pending } = controlledFetch();
    render(<AccountForm {...props(idForm)} />);
    const input = screen.getByLabelText('Profile ID');
    const button = screen.getByRole('button', { name: 'Delete Account' });
    expect(input).toHaveAttribute('placeholder', '123456');
    await user.type(input, 'ABC12');
    expect(button).toBeDisabled();
    await user.type(input, '3XYZ');
    expect(input).toHaveValue('ABC123');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.test/call?username=ABC123');
    await act(async () => pending[0]!.resolve(200, '{"message":"Deleted ABC123."}'));
    expect(await screen.findByText('Deleted ABC123.')).toHaveClass('text-red-700');
  });

  it('on a page in another language than its backend’s, marks the backend’s words with their language and its own words with none', async () => {
    const user = userEvent.setup();
    const { pending } = controlledFetch();
    render(<AccountForm {...props({ ...idForm, serverLanguage: 'en' })} />);
    await user.type(screen.getByLabelText('Profile ID'), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await act(async () => pending[0]!.resolve(404, '{"message":"No such profile."}'));
    expect(await screen.findByText('No such profile.')).toHaveAttribute('lang', 'en');
    await user.type(screen.getByLabelText('Profile ID'), '{Backspace}3');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await act(async () => pending[1]!.resolve(500, ''));
    expect(await screen.findByText('Failed.')).not.toHaveAttribute('lang');
  });

  it('a pasted ID loses the spaces and invisible characters around it, and is sent as shown', async () => {
    const user = userEvent.setup();
    const { fetchMock } = controlledFetch();
    render(<AccountForm {...props(idForm)} />);
    await user.click(screen.getByLabelText('Profile ID'));
    await user.paste(' \u200bSHRX01 ');
    expect(screen.getByLabelText('Profile ID')).toHaveValue('SHRX01');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.test/call?username=SHRX01');
  });

  it('sends one request however often it is submitted; a success clears the ID, so it cannot be sent again', async () => {
    const user = userEvent.setup();
    const { fetchMock, pending } = controlledFetch();
    render(<AccountForm {...props(idForm)} />);
    await user.type(screen.getByLabelText('Profile ID'), 'SHRX01');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.type(screen.getByLabelText('Profile ID'), '{Enter}');
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => pending[0]!.resolve(200, ''));
    expect(await screen.findByText('Done.')).toBeInTheDocument();
    expect(screen.getByLabelText('Profile ID')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
    await user.type(screen.getByLabelText('Profile ID'), 'S');
    expect(screen.queryByText('Done.')).not.toBeInTheDocument();
  });

  it('two submissions before React has re-rendered still send one request', async () => {
    const user = userEvent.setup();
    // A backend that never answers: the first request is in flight for the rest of the test.
    const { fetchMock } = controlledFetch();
    render(<AccountForm {...props(idForm)} />);
    await user.type(screen.getByLabelText('Profile ID'), 'SHRX01');
    const form = screen.getByRole('button', { name: 'Delete Account' }).closest('form')!;
    // Inside one act React renders only once both have run, so the second meets an enabled button
    // and the state the first left behind, as a double tap or a second Enter can on a slow phone.
    await act(async () => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('no answer keeps the failure words and adds the hint under them, keeping the ID', async () => {
    const user = userEvent.setup();
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    render(<AccountForm {...props(idForm)} />);
    await user.type(screen.getByLabelText('Profile ID'), 'REVO01');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const message = await screen.findByText('Failed.');
    expect(message.nextElementSibling).toHaveTextContent('It may have reached us.');
    expect(screen.getByLabelText('Profile ID')).toHaveValue('REVO01');
  });
});

describe('a form with an e-mail and a password', () => {
  it('says what is missing and sends nothing until both are there', async () => {
    const user = userEvent.setup();
    const { fetchMock } = controlledFetch();
    render(<AccountForm {...props(credentialsForm)} />);
    await user.type(screen.getByLabelText('Email'), 'ayse@sample.example');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Please provide both.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends both in a JSON body; a failure keeps them, a success clears the password only, in green', async () => {
    const user = userEvent.setup();
    const { fetchMock, pending } = controlledFetch();
    render(<AccountForm {...props(credentialsForm)} />);
    expect(screen.getByText('this cannot be undone.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ayse@sample.example');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.test/call');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ayse@sample.example', password: 'wrong' });
    await act(async () => pending[0]!.resolve(401, '{"message":"Invalid email or password."}'));
    expect(await screen.findByText('Invalid email or password.')).toHaveClass('text-red-700');
    expect(screen.getByLabelText('Email')).toHaveValue('ayse@sample.example');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'yildiz2024');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await act(async () => pending[1]!.resolve(200, '{"message":"Gone."}'));
    expect(await screen.findByText('Gone.')).toHaveClass('text-green-700');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('ayse@sample.example');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('hides the password as it is typed, and asks for the e-mail address as one', () => {
    render(<AccountForm {...props(credentialsForm)} />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('never writes what is typed into an attribute of the page', async () => {
    const user = userEvent.setup();
    const { pending } = controlledFetch();
    const { container } = render(<AccountForm {...props(credentialsForm)} />);
    await user.type(screen.getByLabelText('Email'), 'ayse@sample.example');
    await user.type(screen.getByLabelText('Password'), 's3cret-Passw0rd');
    expect(container.innerHTML).not.toMatch(/ayse@sample\.example|s3cret-Passw0rd/);
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await act(async () => pending[0]!.resolve(401, '{"message":"Invalid email or password."}'));
    await screen.findByText('Invalid email or password.');
    expect(container.innerHTML).not.toMatch(/ayse@sample\.example|s3cret-Passw0rd/);
  });
});

/** The input each kind of field is: a password is hidden on screen, an e-mail address gets the keyboard for one. */
const INPUT_TYPE: Record<FieldKind, string> = { identifier: 'text', email: 'email', password: 'password' };

describe('every form of content/apps/', () => {
  for (const { app, form } of forms) {
    it(`${form.page.path}: each field is the input its kind asks for, a password hidden as it is typed, before and after React takes over`, () => {
      document.body.innerHTML = renderToString(<AccountForm {...props(clientForm(form, app.language))} />);
      const staticTypes = form.fields.map((field) => [field.label, screen.getByLabelText(field.label, { exact: true }).getAttribute('type')]);
      document.body.innerHTML = '';
      render(<AccountForm {...props(clientForm(form, app.language))} />);
      const types = form.fields.map((field) => [field.label, screen.getByLabelText(field.label, { exact: true }).getAttribute('type')]);
      const expected = form.fields.map((field) => [field.label, INPUT_TYPE[field.kind]]);
      expect({ staticTypes, types }).toEqual({ staticTypes: expected, types: expected });
    });
  }
});

describe('before the JavaScript runs (the static HTML)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('cannot be sent, names none of its inputs, and says it needs JavaScript', () => {
    document.body.innerHTML = renderToString(<AccountForm {...props(credentialsForm)} />);
    expect(screen.getByRole('button')).toBeDisabled();
    for (const input of document.querySelectorAll('input')) expect(input).not.toHaveAttribute('name');
    expect(document.querySelector('noscript')?.innerHTML).toContain(notReady.noScript);
    expect(document.querySelector('.form-loading')).toHaveTextContent(`${notReady.loading} help@example.test.`);
  });

  it('speaks the page’s language throughout: nothing in it is marked as another language', () => {
    document.body.innerHTML = renderToString(<AccountForm {...props(credentialsForm)} />);
    expect(document.querySelectorAll('form[lang], form [lang]')).toHaveLength(0);
  });

  it('keeps what was typed before React took over, and sends it once it can', async () => {
    const { fetchMock } = controlledFetch();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AccountForm {...props(idForm)} />);
    document.body.append(container);
    (container.querySelector('input') as HTMLInputElement).value = ' ABC123';
    await act(async () => {
      hydrateRoot(container, <AccountForm {...props(idForm)} />);
    });
    expect(screen.getByLabelText('Profile ID')).toHaveValue('ABC123');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.test/call?username=ABC123');
  });
});
