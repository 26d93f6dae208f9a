import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

/**
 * The web app's shell on the api port answers 404 for paths that are no page of the app (the app still
 * renders its not-found page from it), and 200 for every route of web/src/app/routes.tsx.
 */
describe('web app routes and HTTP status', () => {
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

  const page = (path: string) => request(api.baseUrl).get(path).set('Accept', 'text/html');

  it.each([
    '/',
    '/lawfirm',
    '/law',
    '/about',
    '/monitor/',
    '/Conversion/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11',
    '/user/login',
    '/school/dashboard/subscription',
    '/conversion/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11',
    '/school-dashboard/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11',
    '/checkout/edgpt/pro/monthly',
    '/legal/privacy',
    '/edgpt/legal/terms',
    '/gptsite-demo/edgpt',
    '/edgpt/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11',
  ])('serves the app with 200 at the route %s', async (path) => {
    const response = await page(path).expect(200);
    expect(response.text).toContain('<div id="root">');
  });

  it.each([
    '/no-such-page',
    '/about/us',
    '/dentist/7d9f0b5e',
    '/conversion',
    '/user/login/again',
    '/%E0%A4%A',
  ])('serves the app with 404 at %s, which is no route', async (path) => {
    const response = await page(path).expect(404);
    // The app still renders its own not-found page from the shell.
    expect(response.text).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps JSON 404s under /api', async () => {
    await page('/api/v1/unknown').expect(404).expect('Content-Type', /json/);
  });
});
