import { DEFAULT_LEAD_SETTINGS, isPhoneNumber, leadSettingsSchema, leadSubmitSchema } from './leads';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('a visitor lead', () => {
  it('takes an email, or a phone number, trimmed', () => {
    expect(leadSubmitSchema.parse({ name: ' Ana ', email: ' ana@example.com ' })).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
    });
    expect(leadSubmitSchema.parse({ phone: '+1 (555) 010-0142' })).toMatchObject({
      phone: '+1 (555) 010-0142',
    });
  });

  it('needs an email address or a phone number, and says so', () => {
    expect(messages(leadSubmitSchema.safeParse({ name: 'Ana' }))).toEqual([
      'Please leave an email address or a phone number so the team can reach you',
    ]);
    expect(messages(leadSubmitSchema.safeParse({ name: 'Ana', email: '  ', phone: '' }))).toEqual([
      'Please leave an email address or a phone number so the team can reach you',
    ]);
  });

  it('refuses an email or phone that is not one', () => {
    expect(messages(leadSubmitSchema.safeParse({ email: 'ana@example' }))).toContain(
      'Please enter an email address like name@example.com',
    );
    expect(messages(leadSubmitSchema.safeParse({ email: 'ana example.com' }))).toContain(
      'Please enter an email address like name@example.com',
    );
    expect(messages(leadSubmitSchema.safeParse({ phone: '12345' }))).toContain(
      'Please enter a phone number with 7 to 15 digits, like +1 555 010 0142',
    );
    expect(messages(leadSubmitSchema.safeParse({ phone: 'call me maybe' }))).toContain(
      'Please enter a phone number with 7 to 15 digits, like +1 555 010 0142',
    );
  });

  it("keeps a name on one line (it goes into the subject of the owner's mail)", () => {
    expect(
      leadSubmitSchema.parse({ name: 'Ana\r\nBcc: x@evil.example', email: 'ana@example.com' }).name,
    ).toBe('Ana Bcc: x@evil.example');
  });

  it('refuses control characters and overlong text', () => {
    expect(leadSubmitSchema.safeParse({ email: 'ana@example.com', name: 'A\u0000na' }).success).toBe(false);
    expect(leadSubmitSchema.safeParse({ email: 'ana@example.com', answer: 'x'.repeat(1001) }).success).toBe(
      false,
    );
  });

  it.each([
    ['555 010 0142', true],
    ['+44 20 7946 0958', true],
    ['123456', false],
    ['1234567890123456', false],
    ['555-CALL-NOW', false],
  ])('isPhoneNumber(%s) is %s', (phone, expected) => {
    expect(isPhoneNumber(phone)).toBe(expected);
  });
});

describe("the owner's lead settings", () => {
  it('accepts the defaults', () => {
    expect(leadSettingsSchema.parse(DEFAULT_LEAD_SETTINGS)).toEqual(DEFAULT_LEAD_SETTINGS);
  });

  it('must ask for an email or a phone, and needs the custom question when it is ticked', () => {
    const noWayToReply = {
      ...DEFAULT_LEAD_SETTINGS,
      fields: { name: true, email: false, phone: false, custom: true },
      customQuestion: '  ',
    };
    expect(messages(leadSettingsSchema.safeParse(noWayToReply))).toEqual([
      'Please ask for an email address or a phone number (or both), so you can reply',
      'Please write the custom question, or untick it',
    ]);
  });

  it('asks after 1 to 20 questions', () => {
    expect(leadSettingsSchema.safeParse({ ...DEFAULT_LEAD_SETTINGS, afterQuestions: 0 }).success).toBe(false);
    expect(leadSettingsSchema.safeParse({ ...DEFAULT_LEAD_SETTINGS, afterQuestions: 21 }).success).toBe(
      false,
    );
    expect(leadSettingsSchema.parse({ ...DEFAULT_LEAD_SETTINGS, afterQuestions: '3' }).afterQuestions).toBe(
      3,
    );
  });
});
