import { render, screen } from '@testing-library/react';
import { DeletionRequestCard, requestMailto } from '@/components/DeletionRequestCard';
import { type App, apps, type DeletionRequest } from '@/lib/content/apps';

/** The query parameters of a mailto: address as written, not decoded. */
function rawParameters(href: string): Record<string, string> {
  return Object.fromEntries(href.slice(href.indexOf('?') + 1).split('&').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

/** A request made up for the test, of several lines, whatever content/apps/ holds. */
const madeUp = { email: { subject: 'Delete my account', lines: ['Account e-mail: ', 'Account name: ', 'Reason (optional): '] } } as unknown as DeletionRequest;

describe('the e-mail that requests a deletion', () => {
  it('breaks its lines with CRLF (%0D%0A), as RFC 6068 asks of a mailto: body, never with a bare line feed', () => {
    const href = requestMailto({ supportEmail: 'support@example.com' }, madeUp);
    expect(href.startsWith('mailto:support@example.com?')).toBe(true);
    const { subject, body } = rawParameters(href);
    expect(decodeURIComponent(subject!)).toBe('Delete my account');
    expect(body).toBe(madeUp.email.lines.map((line) => `${encodeURIComponent(line)}%0D%0A`).join(''));
    expect(body).not.toMatch(/(?<!%0D)%0A/i);
  });

  /** Each app of content/apps/ whose deletion is requested by e-mail. */
  const byEmail = apps.filter((app): app is App & { deletionRequest: DeletionRequest } => Boolean(app.deletionRequest));
  it('on each page of a request by e-mail, the link writes every line of the request, each ended by CRLF', () => {
    for (const app of byEmail) {
      const { unmount } = render(<DeletionRequestCard app={app} request={app.deletionRequest} />);
      const href = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '').find((candidate) => candidate.includes('?subject='))!;
      const { body } = rawParameters(href);
      expect(decodeURIComponent(body!)).toBe(app.deletionRequest.email.lines.map((line) => `${line}\r\n`).join(''));
      expect(body).not.toMatch(/(?<!%0D)%0A/i);
      unmount();
    }
  });
});
