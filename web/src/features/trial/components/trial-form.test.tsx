import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { TrialForm } from './trial-form';

const CREATED = { trialId: 't1', conversionId: 'c1', assistantId: 'a1', viewToken: 'view-c1' };

function renderForm() {
  const onCreated = vi.fn();
  renderWithProviders(<TrialForm defaultBrand="edgpt" onCreated={onCreated} />);
  return { onCreated, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Maria Lopez');
  await user.type(screen.getByLabelText('Work email'), 'maria@riverside.org');
  await user.type(screen.getByLabelText('Website address'), 'riverside.org');
}

describe('TrialForm', () => {
  it('shows the spec sentence inline for each invalid field, wired for screen readers', async () => {
    mockFetch();
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Build my assistant' }));
    const name = screen.getByLabelText('Your name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription("There's an issue with the name field: Please enter your name");
    expect(name).toHaveFocus();
    expect(screen.getByText(/^There's an issue with the email field: /)).toBeInTheDocument();
    expect(
      screen.getByText("There's an issue with the website field: Please enter your website address"),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-invalid');
  });

  it('validates a field when it loses focus and clears the error once fixed', async () => {
    mockFetch();
    const { user } = renderForm();
    const email = screen.getByLabelText('Work email');
    await user.type(email, 'maria@');
    await user.tab();
    expect(
      screen.getByText(
        "There's an issue with the email field: Please enter a valid email address, like name@school.org",
      ),
    ).toBeInTheDocument();
    await user.type(email, 'riverside.org');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('rejects documents over 10 MB before sending anything', async () => {
    const { calls } = mockFetch();
    const { user } = renderForm();
    await fillValid(user);
    const big = new File(['x'], 'handbook.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByLabelText(/Documents/), big);
    expect(
      screen.getByText(/There's an issue with the documents field: handbook.pdf is 11.0 MB/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Build my assistant' }));
    expect(calls.filter((call) => call.url === '/api/v1/trials')).toHaveLength(0);
  });

  it('posts JSON and reports the created trial', async () => {
    const { calls } = mockFetch({ 'POST /api/v1/trials': () => json(201, CREATED) });
    const { user, onCreated } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Build my assistant' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED));
    // Kept for the conversion page, in this tab only; the long-lived list of trials never holds it.
    expect(sessionStorage.getItem('gptsite:view-token:c1')).toBe('view-c1');
    expect(localStorage.getItem('gptsite:my-trials')).not.toContain('view-c1');
    // So is the email, for the page's "Set your password".
    expect(sessionStorage.getItem('gptsite:trial-email:c1')).toBe('maria@riverside.org');
    expect(localStorage.getItem('gptsite:my-trials')).not.toContain('maria@riverside.org');
    expect(calls[0].body).toEqual({
      brand: 'edgpt',
      name: 'Maria Lopez',
      email: 'maria@riverside.org',
      website: 'riverside.org',
    });
  });

  it('sends multipart with the files when documents are attached', async () => {
    const { calls } = mockFetch({ 'POST /api/v1/trials': () => json(201, CREATED) });
    const { user, onCreated } = renderForm();
    await fillValid(user);
    await user.upload(
      screen.getByLabelText(/Documents/),
      new File(['policies'], 'handbook.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Build my assistant' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const body = calls[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('email')).toBe('maria@riverside.org');
    expect((body.getAll('files')[0] as File).name).toBe('handbook.pdf');
  });

  it('keeps every typed value after a failed submit and offers the right notice', async () => {
    const { fetchMock } = mockFetch();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, onCreated } = renderForm();
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Phone/), '(555) 010-2000');
    await user.click(screen.getByRole('button', { name: 'Build my assistant' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Connection Issue' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('Your name')).toHaveValue('Maria Lopez');
    expect(screen.getByLabelText('Work email')).toHaveValue('maria@riverside.org');
    expect(screen.getByLabelText('Website address')).toHaveValue('riverside.org');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('(555) 010-2000');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('Try Again resubmits the same data', async () => {
    const { fetchMock } = mockFetch({ 'POST /api/v1/trials': () => json(201, CREATED) });
    fetchMock.mockResolvedValueOnce(
      json(503, { statusCode: 503, message: 'Our servers are experiencing issues.' }),
    );
    const { user, onCreated } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Build my assistant' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Server Maintenance' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED));
    const bodies = fetchMock.mock.calls.map(([, init]) => init?.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toBe(bodies[1]);
  });

  it('maps the server’s field errors back onto the form', async () => {
    mockFetch({
      'POST /api/v1/trials': () =>
        json(400, {
          statusCode: 400,
          message: 'Please check your input and try again',
          fields: { website: 'We could not reach the website' },
        }),
    });
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Build my assistant' }));
    expect(
      await screen.findByText("There's an issue with the website field: We could not reach the website"),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Website address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows an upload the server refused under the documents field, keeping everything typed', async () => {
    const reason = 'setup.pdf is a Windows program, not a PDF';
    const { calls } = mockFetch({
      'POST /api/v1/trials': () =>
        json(415, {
          statusCode: 415,
          code: 'UPLOAD_UNSUPPORTED',
          message: reason,
          fields: { files: `There's an issue with the files field: ${reason}` },
        }),
    });
    const { user, onCreated } = renderForm();
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Organization/), 'Riverside School');
    const documents = screen.getByLabelText(/Documents/);
    await user.upload(documents, new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Build my assistant' }));

    const sentence = `There's an issue with the documents field: ${reason}`;
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(documents).toHaveAttribute('aria-invalid', 'true');
    expect(documents).toHaveAccessibleDescription(expect.stringContaining(sentence));
    // The spec's notice for documents, in the form rather than a dialog that hides it.
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('Document Upload Issue')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Submission Issue')).toBeNull();
    expect(screen.getByLabelText('Your name')).toHaveValue('Maria Lopez');
    expect(screen.getByLabelText('Work email')).toHaveValue('maria@riverside.org');
    expect(screen.getByLabelText('Website address')).toHaveValue('riverside.org');
    expect(screen.getByLabelText(/^Organization/)).toHaveValue('Riverside School');
    expect(screen.getByRole('list', { name: 'Selected documents' })).toHaveTextContent('setup.pdf');
    expect(onCreated).not.toHaveBeenCalled();

    // Removing the file clears the reason; the next submit sends the rest as typed.
    await user.click(screen.getByRole('button', { name: 'Remove setup.pdf' }));
    expect(screen.queryByText(sentence)).toBeNull();
    expect(screen.queryByText('Document Upload Issue')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Build my assistant' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].body).toMatchObject({ name: 'Maria Lopez', organization: 'Riverside School' });
  });

  it('says what the size limit is when a proxy refuses the upload with a bare 413', async () => {
    mockFetch({
      'POST /api/v1/trials': () => new Response('<html>Request Entity Too Large</html>', { status: 413 }),
    });
    const { user } = renderForm();
    await fillValid(user);
    await user.upload(
      screen.getByLabelText(/Documents/),
      new File(['policies'], 'handbook.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Build my assistant' }));
    expect(
      await screen.findByText("There's an issue with the documents field: Each file must be under 10 MB"),
    ).toBeInTheDocument();
    expect(screen.getByText('Document Upload Issue')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Maria Lopez');
  });
});
