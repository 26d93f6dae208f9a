import type { AssistantProfile, LivePageLookup } from '@gptsite/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/http';
import { renderRoute } from '../../test/render';
import { liveTabTitle } from './live-assistant';

const lookup: LivePageLookup = { conversionId: 'c1', assistantId: 'a1', brand: 'edgpt', status: 'completed' };
const profile: AssistantProfile = {
  id: 'a1',
  brand: 'edgpt',
  name: 'Butler Music School Assistant',
  greeting: 'Welcome to Butler Music School! Ask about lessons.',
  suggestedQuestions: ['When are lessons?'],
  colors: { primary: '#123456', secondary: '#ffffff' },
  status: 'live',
  website: 'https://www.butler-music.example/',
};

function serve(assistant: AssistantProfile = profile) {
  return mockFetch({
    'GET /api/v1/conversions/c1/live': () => json(200, { ...lookup, brand: assistant.brand }),
    'GET /api/v1/assistants/a1': () => json(200, assistant),
  });
}

describe('the live assistant page /{product}/{id}', () => {
  it("names the business's assistant in the browser tab", async () => {
    serve();
    renderRoute('/edgpt/c1');
    expect(await screen.findByText(/Welcome to Butler Music School!/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Butler Music School assistant'));
    expect(screen.getByTestId('location')).toHaveTextContent('/edgpt/c1');
  });

  it("moves an assistant opened under another brand's path to its own brand's path", async () => {
    const { calls } = serve();
    renderRoute('/lawfirm/c1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/edgpt\/c1$/));
    expect(await screen.findByText(/Welcome to Butler Music School!/)).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/v1/conversions/c1/live')).toBe(true);
  });

  it("keeps a brand's alias path (/law/{id}) for that brand's assistant", async () => {
    serve({ ...profile, brand: 'lawfirm', name: 'Hopper Law Assistant' });
    renderRoute('/law/c1');
    await waitFor(() => expect(document.title).toBe('Hopper Law assistant'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/law\/c1$/);
  });

  it('names an assistant still called after the product by its website', () => {
    expect(liveTabTitle({ ...profile, name: 'EdGPT Assistant' })).toBe('butler-music.example assistant');
    expect(liveTabTitle({ ...profile, name: 'Riverside Help' })).toBe('Riverside Help assistant');
  });
});
