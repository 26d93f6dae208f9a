import type { AssistantProfile } from '@gptsite/shared';
import { describe, expect, it } from 'vitest';
import { changedSettings, draftFrom, pickerColor, settingsErrors } from './settings-draft';

const profile: AssistantProfile = {
  id: 'a1',
  brand: 'lawfirm',
  name: 'Hopper Law Assistant',
  greeting: 'Hello!',
  suggestedQuestions: ['What are your fees?', 'Where are you?'],
  colors: { primary: '#112233', secondary: '#ffffff' },
  status: 'live',
};
const saved = draftFrom(profile, ['hopper-law.example']);

describe('changedSettings', () => {
  it('sends nothing when nothing changed, whatever the spacing of list lines', () => {
    expect(
      changedSettings({ ...saved, suggestedQuestions: ' What are your fees?\n\nWhere are you? \n' }, saved),
    ).toEqual({});
  });

  it('sends only the greeting when only the greeting changed, so suggested questions stay automatic', () => {
    expect(changedSettings({ ...saved, greeting: 'Welcome to Hopper Law' }, saved)).toEqual({
      greeting: 'Welcome to Hopper Law',
    });
  });

  it('sends a changed colour alone, and lists line by line (domains also by comma)', () => {
    expect(
      changedSettings(
        {
          ...saved,
          secondary: '#EEEEEE',
          suggestedQuestions: 'Do you do wills?',
          allowedDomains: 'hopper-law.example, shop.hopper-law.example',
        },
        saved,
      ),
    ).toEqual({
      colors: { secondary: '#EEEEEE' },
      suggestedQuestions: ['Do you do wills?'],
      allowedDomains: ['hopper-law.example', 'shop.hopper-law.example'],
    });
  });
});

describe('settingsErrors', () => {
  it('words each problem as the field sentence, naming the field as the form does', () => {
    expect(
      settingsErrors({ greeting: ' ', colors: { primary: 'blue' }, allowedDomains: ['not a domain'] }),
    ).toEqual({
      greeting: "There's an issue with the greeting field: The greeting cannot be empty",
      colors: "There's an issue with the colours field: The primary colour must be a hex colour like #1a73e8",
      allowedDomains: `There's an issue with the allowed domains field: "not a domain" is not a domain; write it like example.com`,
    });
  });

  it('is empty for a valid change', () => {
    expect(settingsErrors({ name: 'Hopper Helper' })).toEqual({});
  });
});

describe('pickerColor', () => {
  it('widens #abc for the colour picker and falls back to black for what it cannot show', () => {
    expect(pickerColor('#0A7')).toBe('#00aa77');
    expect(pickerColor('#12AB34')).toBe('#12ab34');
    expect(pickerColor('teal')).toBe('#000000');
  });
});
