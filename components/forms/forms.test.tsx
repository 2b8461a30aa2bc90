import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { FunoDeleteForm } from '@/components/forms/FunoDeleteForm';
import { MeriastroDeleteForm } from '@/components/forms/MeriastroDeleteForm';
import { ProfileIdForm } from '@/components/forms/ProfileIdForm';
import { RevoaiDeleteForm } from '@/components/forms/RevoaiDeleteForm';

type Deferred = { resolve: (status: number, body: string) => void };

/** A fetch whose answers the test releases one at a time. */
function controlledFetch() {
  const pending: Deferred[] = [];
  const fetchMock = jest.fn(
    () =>
      new Promise<Response>((resolve) => {
        pending.push({
          resolve: (status, body) => resolve({ ok: status < 300, status, text: () => Promise.resolve(body) } as Response),
        });
      }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, pending };
}

describe('ProfileIdForm (faucet)', () => {
  it('enables the button only at exactly six characters and ignores extra ones', async () => {
    const user = userEvent.setup();
    render(<ProfileIdForm kind="faucet" />);
    const input = screen.getByLabelText('Profile ID');
    const button = screen.getByRole('button', { name: 'Claim Free Credits' });
    expect(input).toHaveAttribute('placeholder', '123456');
    expect(button).toBeDisabled();
    await user.type(input, 'ABC12');
    expect(button).toBeDisabled();
    await user.type(input, '3XYZ');
    expect(input).toHaveValue('ABC123');
    expect(button).toBeEnabled();
    await user.type(input, '{Backspace}');
    expect(button).toBeDisabled();
  });

  it('sends one request however often it is submitted, then shows the server message in red', async () => {
    const user = userEvent.setup();
    const { fetchMock, pending } = controlledFetch();
    render(<ProfileIdForm kind="faucet" />);
    await user.type(screen.getByLabelText('Profile ID'), 'SONO01');
    await user.click(screen.getByRole('button', { name: 'Claim Free Credits' }));
    await user.type(screen.getByLabelText('Profile ID'), '{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => pending[0]!.resolve(200, '{"message":"50 free credits have been added."}'));
    const message = await screen.findByText('50 free credits have been added.');
    expect(message).toHaveClass('text-red-700');
    expect(screen.getByLabelText('Profile ID')).toHaveValue('SONO01');
  });
});

describe('MeriastroDeleteForm', () => {
  it('asks for both fields and sends nothing when one is empty', async () => {
    const user = userEvent.setup();
    const { fetchMock } = controlledFetch();
    render(<MeriastroDeleteForm />);
    await user.type(screen.getByLabelText('Email'), 'ayse@meriastro.app');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Please provide both email and password.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Deleting... while busy, then the outcome, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { fetchMock, pending } = controlledFetch();
    render(<MeriastroDeleteForm />);
    await user.type(screen.getByLabelText('Email'), 'ayse@meriastro.app');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await act(async () => pending[0]!.resolve(401, '{"error":"Invalid email or password."}'));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('ayse@meriastro.app');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });
});

describe('FunoDeleteForm', () => {
  it('requires a device ID, then reports the server msg', async () => {
    const user = userEvent.setup();
    const { fetchMock, pending } = controlledFetch();
    render(<FunoDeleteForm />);
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Please provide your device ID.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Device ID'), 'FUNO-DEVICE-0001');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await act(async () => pending[0]!.resolve(200, '{"msg":"Device account removed."}'));
    expect(await screen.findByText('Device account removed.')).toHaveClass('text-green-700');
  });
});

describe('RevoaiDeleteForm', () => {
  it('refuses more than six characters and enables the button only at six', async () => {
    const user = userEvent.setup();
    render(<RevoaiDeleteForm />);
    const input = screen.getByLabelText('Username');
    await user.type(input, 'REVO0123');
    expect(input).toHaveValue('REVO01');
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeEnabled();
    expect(screen.getByText(/cannot be undone/)).toBeInTheDocument();
  });

  it('on success shows green text, clears the input and disables the button again', async () => {
    const user = userEvent.setup();
    const { pending } = controlledFetch();
    render(<RevoaiDeleteForm />);
    await user.type(screen.getByLabelText('Username'), 'REVO01');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await act(async () => pending[0]!.resolve(200, '{"message":"User deleted"}'));
    expect(await screen.findByText('Account deleted successfully')).toHaveClass('text-green-700');
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
  });

  it('on failure keeps the input, shows red text, and typing clears the message', async () => {
    const user = userEvent.setup();
    const { pending } = controlledFetch();
    render(<RevoaiDeleteForm />);
    await user.type(screen.getByLabelText('Username'), 'NOBODY');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await act(async () => pending[0]!.resolve(404, '{"message":"User not found"}'));
    expect(await screen.findByText('User not found')).toHaveClass('text-red-700');
    expect(screen.getByLabelText('Username')).toHaveValue('NOBODY');
    await user.type(screen.getByLabelText('Username'), '{Backspace}');
    expect(screen.queryByText('User not found')).not.toBeInTheDocument();
  });
});

describe('before the JavaScript runs (the static HTML)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const forms = [
    ['faucet', <ProfileIdForm key="faucet" kind="faucet" />],
    ['Sharix', <ProfileIdForm key="sharix" kind="sharix" />],
    ['Meriastro', <MeriastroDeleteForm key="meriastro" />],
    ['Funo AI', <FunoDeleteForm key="funo" />],
    ['RevoAI', <RevoaiDeleteForm key="revoai" />],
  ] as const;

  it.each(forms)('the %s form cannot be sent, names none of its inputs, and says it needs JavaScript', (_name, form) => {
    document.body.innerHTML = renderToStaticMarkup(form);
    expect(screen.getByRole('button')).toBeDisabled();
    for (const input of document.querySelectorAll('input')) expect(input).not.toHaveAttribute('name');
    expect(document.querySelector('noscript')?.innerHTML).toMatch(/JavaScript/);
    expect(document.querySelector('.form-loading')).not.toBeNull();
  });

  it('the Meriastro notes are in Turkish, inside an English form', () => {
    document.body.innerHTML = renderToStaticMarkup(<MeriastroDeleteForm />);
    expect(document.querySelector('form')).toHaveAttribute('lang', 'en');
    expect(document.querySelector('.form-loading')).toHaveAttribute('lang', 'tr');
    expect(document.querySelector('.form-loading')).toHaveTextContent(/Form hâlâ yükleniyor/);
  });
});

describe('a finished deletion stays finished', () => {
  it('Sharix: the profile ID is cleared, so a second click cannot send it again', async () => {
    const user = userEvent.setup();
    const { fetchMock, pending } = controlledFetch();
    render(<ProfileIdForm kind="sharix" />);
    await user.type(screen.getByLabelText('Profile ID'), 'SHRX01');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await act(async () => pending[0]!.resolve(200, '{"message":"Your Sharix account SHRX01 has been deleted."}'));
    expect(await screen.findByText('Your Sharix account SHRX01 has been deleted.')).toBeInTheDocument();
    expect(screen.getByLabelText('Profile ID')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Profile ID'), 'S');
    expect(screen.queryByText('Your Sharix account SHRX01 has been deleted.')).not.toBeInTheDocument();
  });

  it('Meriastro: the password is cleared and a second click asks for it, sending nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock, pending } = controlledFetch();
    render(<MeriastroDeleteForm />);
    await user.type(screen.getByLabelText('Email'), 'ayse@meriastro.app');
    await user.type(screen.getByLabelText('Password'), 'yildiz2024');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await act(async () => pending[0]!.resolve(200, '{"message":"Your Meriastro account and all of its data have been deleted."}'));
    expect(await screen.findByText('Your Meriastro account and all of its data have been deleted.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('ayse@meriastro.app');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Please provide both email and password.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('Funo AI: the device ID is cleared; a failure keeps it', async () => {
    const user = userEvent.setup();
    const { fetchMock, pending } = controlledFetch();
    render(<FunoDeleteForm />);
    await user.type(screen.getByLabelText('Device ID'), 'FUNO-DEVICE-0001');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await act(async () => pending[0]!.resolve(500, '{"error":"Database unavailable"}'));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByLabelText('Device ID')).toHaveValue('FUNO-DEVICE-0001');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await act(async () => pending[1]!.resolve(200, ''));
    expect(await screen.findByText('Your Funo AI account has been deleted successfully.')).toBeInTheDocument();
    expect(screen.getByLabelText('Device ID')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Please provide your device ID.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('no answer', () => {
  it('keeps the catalogue message word for word and adds a hint below it', async () => {
    const user = userEvent.setup();
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    render(<RevoaiDeleteForm />);
    await user.type(screen.getByLabelText('Username'), 'REVO01');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const message = await screen.findByText('An error occurred while deleting the account');
    expect(message.nextElementSibling).toHaveTextContent(/may still have reached RevoAI/);
    expect(screen.getByLabelText('Username')).toHaveValue('REVO01');
  });

  it('a pasted profile ID with spaces around it becomes the six characters', async () => {
    const user = userEvent.setup();
    render(<ProfileIdForm kind="faucet" />);
    await user.click(screen.getByLabelText('Profile ID'));
    await user.paste(' ABC123 ');
    expect(screen.getByLabelText('Profile ID')).toHaveValue('ABC123');
    expect(screen.getByRole('button', { name: 'Claim Free Credits' })).toBeEnabled();
  });
});
