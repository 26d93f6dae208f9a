import { assistantSettingsSchema, normalizeAllowedDomain } from './assistant-settings';

describe('normalizeAllowedDomain', () => {
  it.each([
    ['example.com', 'example.com'],
    ['  WWW.Example.COM ', 'www.example.com'],
    ['https://shop.example.com/cart?x=1', 'shop.example.com'],
    ['http://example.com:8443/', 'example.com:8443'],
    ['*.example.com', 'example.com'],
    ['localhost:5173', 'localhost:5173'],
    ['bücher.example', 'xn--bcher-kva.example'],
  ])('reads %j as %j', (input, host) => {
    expect(normalizeAllowedDomain(input)).toBe(host);
  });

  it.each([
    '',
    'example',
    'not a domain',
    'javascript:alert(1)',
    'user@example.com',
    '-bad-.example',
    'a..b',
  ])('refuses %j', (input) => {
    expect(normalizeAllowedDomain(input)).toBeNull();
  });
});

describe('assistantSettingsSchema', () => {
  it('trims text, lower-cases colours and drops repeated domains', () => {
    expect(
      assistantSettingsSchema.parse({
        greeting: '  Hi there  ',
        colors: { secondary: '#ABCDEF' },
        allowedDomains: ['example.com', 'https://example.com/'],
      }),
    ).toEqual({ greeting: 'Hi there', colors: { secondary: '#abcdef' }, allowedDomains: ['example.com'] });
  });

  it('accepts an empty list of suggested questions (the owner wants none)', () => {
    expect(assistantSettingsSchema.parse({ suggestedQuestions: [] })).toEqual({ suggestedQuestions: [] });
  });
});
