import { brandForHost, findBrand } from '@gptsite/shared';
import { describe, expect, it } from 'vitest';
import { brandForPath } from './use-theme-brand';

describe('brand resolution', () => {
  it.each([
    ['localhost', 'edgpt'],
    ['127.0.0.1', 'edgpt'],
    ['unknown.example.com', 'edgpt'],
    ['edgpt.ai', 'edgpt'],
    ['www.lawfirmgpt.ai', 'lawfirm'],
    ['taxprepgpt.ai', 'taxprep'],
    ['www.cpafirmgpt.ai', 'cpa'],
    ['gptsite.ai', 'gpt'],
    ['businessbrokergpt.ai:443', 'businessbroker'],
  ])('host %s shows %s on /', (host, key) => {
    expect(brandForHost(host).key).toBe(key);
  });

  it.each([
    ['/law', 'lawfirm'],
    ['/taxprepgpt', 'taxprep'],
    ['/tax', 'taxprep'],
    ['/cpafirm/abc-123', 'cpa'],
    ['/broker/legal/terms', 'businessbroker'],
    ['/gptsite', 'gpt'],
  ])('route %s themes as %s even on another brand host', (path, key) => {
    expect(brandForPath(path, 'www.edgpt.ai').key).toBe(key);
    expect(brandForPath(path, 'localhost').key).toBe(key);
  });

  it('falls back to the host brand for non-brand routes', () => {
    expect(brandForPath('/monitor', 'www.lawfirmgpt.ai').key).toBe('lawfirm');
    expect(brandForPath('/home', 'localhost').key).toBe('edgpt');
  });

  it('matches brands by short value and key', () => {
    expect(findBrand('law')?.key).toBe('lawfirm');
    expect(findBrand('broker')?.key).toBe('businessbroker');
    expect(findBrand('user')).toBeUndefined();
  });
});
