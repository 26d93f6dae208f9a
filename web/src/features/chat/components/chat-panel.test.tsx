import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STREAM_START_TIMEOUT_MS } from '../../../config/ui';
import { FakeSocket } from '../../../test/fake-socket';
import { json, mockFetch } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { ChatPanel } from './chat-panel';

const PROPS = {
  assistantId: 'a1',
  name: 'Riverside Academy',
  greeting: 'Hello! Ask me about admissions.',
  suggestedQuestions: ['What is the tuition?'],
};

function offlineSocket() {
  const socket = new FakeSocket();
  socket.connected = false;
  return socket;
}

describe('ChatPanel', () => {
  it('posts the question when streaming is unavailable and renders the answer with its sources', async () => {
    const { calls } = mockFetch({
      'POST /api/v1/assistants/a1/messages/m1/feedback': () => new Response(null, { status: 204 }),
      'POST /api/v1/assistants/a1/messages': () =>
        json(201, {
          conversationId: 'v1',
          messageId: 'm1',
          answer: 'Tuition is **$9,800** a year.',
          answered: true,
          sources: [
            { title: 'Tuition and fees', url: 'https://riverside.example/tuition' },
            { title: 'fee-schedule-2026.pdf', url: 'upload://c1/fee-schedule-2026.pdf' },
          ],
        }),
    });
    renderWithProviders(<ChatPanel {...PROPS} />, { socket: offlineSocket() });
    await userEvent.click(screen.getByRole('button', { name: 'What is the tuition?' }));
    expect(await screen.findByText('$9,800')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tuition and fees/ })).toHaveAttribute(
      'href',
      'https://riverside.example/tuition',
    );
    // An uploaded document is named by its file name, not linked (it has no address to open).
    expect(screen.getByText('fee-schedule-2026.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /fee-schedule/ })).toBeNull();
    expect(calls[0].body).toMatchObject({ message: 'What is the tuition?' });
    expect(screen.getByText(/^Assistant: Tuition is/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Thanks for the feedback.')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({
      url: '/api/v1/assistants/a1/messages/m1/feedback',
      body: { helpful: true },
    });
  });

  it("cites an owner's own answer (a source without a page) as coming from the business", async () => {
    mockFetch({
      'POST /api/v1/assistants/a1/messages': () =>
        json(201, {
          conversationId: 'v1',
          messageId: 'm1',
          answer: 'Gift cards are sold at the front office.',
          answered: true,
          sources: [{ title: 'Riverside Academy', url: null }],
        }),
    });
    renderWithProviders(<ChatPanel {...PROPS} />, { socket: offlineSocket() });
    await userEvent.click(screen.getByRole('button', { name: 'What is the tuition?' }));
    expect(await screen.findByText('From Riverside Academy')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Riverside Academy/ })).toBeNull();
  });

  it('styles a decline politely and keeps the conversation id for the next question', async () => {
    const { calls } = mockFetch({
      'POST /api/v1/assistants/a1/messages': () =>
        json(201, {
          conversationId: 'v1',
          messageId: 'm1',
          answer: "I don't have that information on the school's website.",
          answered: false,
          sources: [],
        }),
    });
    renderWithProviders(<ChatPanel {...PROPS} />, { socket: offlineSocket() });
    const box = screen.getByLabelText('Your question');
    await userEvent.type(box, 'Is there a pool?{Enter}');
    expect(await screen.findByText('Not covered on the website')).toBeInTheDocument();
    expect(
      screen.getByText("I don't have that information on the school's website.").closest('li'),
    ).toHaveClass('message--declined');
    await userEvent.type(box, 'And a gym?{Enter}');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].body).toMatchObject({ message: 'And a gym?', conversationId: 'v1' });
  });

  it('streams tokens over the socket and settles on chat:done', async () => {
    const { calls } = mockFetch();
    const socket = new FakeSocket();
    renderWithProviders(<ChatPanel {...PROPS} />, { socket });
    await userEvent.type(screen.getByLabelText('Your question'), 'When does school start?{Enter}');
    const [ask] = socket.emitsOf('chat:ask') as Array<{
      requestId: string;
      assistantId: string;
      message: string;
    }>;
    expect(ask).toMatchObject({ assistantId: 'a1', message: 'When does school start?' });
    act(() => socket.serverEmit('chat:token', { requestId: ask.requestId, token: 'School starts ' }));
    expect(await screen.findByText(/School starts/)).toBeInTheDocument();
    act(() =>
      socket.serverEmit('chat:done', {
        requestId: ask.requestId,
        conversationId: 'v1',
        messageId: 'm1',
        answer: 'School starts at 8:15 am.',
        answered: true,
        sources: [],
      }),
    );
    expect(await screen.findByText('School starts at 8:15 am.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('falls back to POST when the server does not know chat:ask', async () => {
    const { calls } = mockFetch({
      'POST /api/v1/assistants/a1/messages': () =>
        json(201, { conversationId: 'v1', messageId: 'm1', answer: 'Yes.', answered: true, sources: [] }),
    });
    const socket = new FakeSocket();
    renderWithProviders(<ChatPanel {...PROPS} />, { socket });
    await userEvent.type(screen.getByLabelText('Your question'), 'Open Saturday?{Enter}');
    const [ask] = socket.emitsOf('chat:ask') as Array<{ requestId: string }>;
    act(() =>
      socket.serverEmit('chat:error', {
        requestId: ask.requestId,
        statusCode: 404,
        message: 'Unknown event',
      }),
    );
    expect(await screen.findByText('Yes.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('stops waiting for a server that never streams: one timeout, then straight to POST', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch({
      'POST /api/v1/assistants/a1/messages': () =>
        json(201, {
          conversationId: 'v1',
          messageId: 'm1',
          answer: 'Answered.',
          answered: true,
          sources: [],
        }),
    });
    const socket = new FakeSocket();
    renderWithProviders(<ChatPanel {...PROPS} />, { socket });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText('Your question'), 'First?{Enter}');
    expect(calls).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(STREAM_START_TIMEOUT_MS);
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    await screen.findByText('Answered.');
    await user.type(screen.getByLabelText('Your question'), 'Second?{Enter}');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(socket.emitsOf('chat:ask')).toHaveLength(1);
  });

  it('shows a failed question as an error without a status code', async () => {
    mockFetch({
      'POST /api/v1/assistants/a1/messages': () =>
        json(409, { statusCode: 409, message: 'This assistant is still being built; try again in a moment' }),
    });
    renderWithProviders(<ChatPanel {...PROPS} />, { socket: offlineSocket() });
    await userEvent.type(screen.getByLabelText('Your question'), 'Hi{Enter}');
    expect(
      await screen.findByText('This assistant is still being built; try again in a moment'),
    ).toBeInTheDocument();
  });

  it('cannot send without an assistant', () => {
    mockFetch();
    renderWithProviders(<ChatPanel {...PROPS} assistantId={undefined} />, { socket: offlineSocket() });
    expect(screen.getByRole('button', { name: 'What is the tuition?' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
