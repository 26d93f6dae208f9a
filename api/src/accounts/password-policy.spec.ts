import { passwordProblem } from './password-policy';

const account = { email: 'maria.lopez@school.example' };

describe('passwordProblem', () => {
  it('accepts a long password nobody else chose', () => {
    expect(passwordProblem('harbour-lantern-47-quiet', account)).toBeNull();
  });

  it('asks for 10 characters at least', () => {
    expect(passwordProblem('k7#qPz!2m', account)).toBe('Please use at least 10 characters');
  });

  it.each(['password123', 'Password123', 'qwertyuiop', '1234567890', 'aaaaaaaaaaaa', 'ababababab'])(
    'refuses %s as too common',
    (password) => {
      expect(passwordProblem(password, account)).toMatch(/most common/);
    },
  );

  it('refuses a password built on the email address', () => {
    expect(passwordProblem('maria.lopez2026', account)).toBe(
      'Please choose a password that does not contain your email address',
    );
  });
});
