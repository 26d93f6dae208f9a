import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

/**
 * Security headers: our pages and API answers allow only this origin's scripts and cannot be framed by
 * other sites, while the widget (loaded and framed by the owner's site) stays embeddable.
 */
describe('security headers', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'gptsite-web-'));
  let api: RunningApi;

  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    api = await startApi(testConfig({ WEB_DIST: webDist }));
  });
  afterAll(async () => {
    await api?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/api/health'])(
    '%s: own scripts only, not framed by other sites, no sniffing',
    async (path) => {
      const response = await request(api.baseUrl).get(path).set('Accept', 'text/html');
      const policy = response.headers['content-security-policy'];
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    },
  );

  it('widget.js can be loaded by any site', async () => {
    const response = await request(api.baseUrl).get('/widget.js').expect(200);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('the widget frame keeps its own embedding rules, not SAMEORIGIN', async () => {
    const response = await request(api.baseUrl).get('/widget/frame/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11');
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});
