import { createHmac } from 'node:crypto';
import { newWebhookSecret, signWebhookBody, verifyWebhookSignature } from './webhook-signature';

describe('webhook signature', () => {
  const secret = newWebhookSecret();
  const body = JSON.stringify({
    type: 'test',
    assistantId: 'a',
    createdAt: '2026-11-25T10:00:00.000Z',
    data: {},
  });

  it('makes 32-byte hex secrets, a new one each time', () => {
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('signs "<t>.<body>" with HMAC-SHA256, as the contract says', () => {
    const header = signWebhookBody(secret, body, 1_764_064_800);
    const digest = createHmac('sha256', secret).update(`1764064800.${body}`).digest('hex');
    expect(header).toBe(`t=1764064800,v1=${digest}`);
  });

  it('verifies its own signature and refuses another secret, another body, an old timestamp or garbage', () => {
    const now = 1_764_064_800;
    const header = signWebhookBody(secret, body, now);
    expect(verifyWebhookSignature(secret, body, header, { nowSeconds: now + 10 })).toBe(true);
    expect(verifyWebhookSignature(newWebhookSecret(), body, header, { nowSeconds: now })).toBe(false);
    expect(verifyWebhookSignature(secret, `${body} `, header, { nowSeconds: now })).toBe(false);
    expect(verifyWebhookSignature(secret, body, header, { nowSeconds: now + 301 })).toBe(false);
    expect(verifyWebhookSignature(secret, body, 'v1=abc', { nowSeconds: now })).toBe(false);
    expect(verifyWebhookSignature(secret, body, undefined, { nowSeconds: now })).toBe(false);
  });
});
