import request from 'supertest';
import type { ConversionView, TrialCreated } from '../../libs/shared/src';
import { bearer, signInAs } from '../support/accounts';
import { connectSocket, startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

const valid = {
  brand: 'edgpt',
  name: 'Maria Lopez',
  email: 'maria@school.example',
  website: 'www.school.example',
};

describe('POST /api/v1/trials (no workers running)', () => {
  let api: RunningApi;

  beforeAll(async () => {
    api = await startApi(testConfig());
  });
  afterAll(() => api.close());

  it('starts a conversion and returns its ids', async () => {
    const response = await request(api.baseUrl)
      .post('/api/v1/trials')
      .send({ ...valid, email: 'new@school.example' })
      .expect(201);
    expect(response.body).toEqual({
      trialId: expect.any(String),
      conversionId: expect.any(String),
      assistantId: expect.any(String),
      viewToken: expect.any(String),
    });
    // The viewing token reads the conversion's progress; without it (or an account) the answer is 401.
    await request(api.baseUrl).get(`/api/v1/conversions/${response.body.conversionId}`).expect(401);
    const conversion = await request(api.baseUrl)
      .get(`/api/v1/conversions/${response.body.conversionId}`)
      .set('X-View-Token', response.body.viewToken)
      .expect(200);
    expect(conversion.body).toMatchObject({
      id: response.body.conversionId,
      status: 'running',
      stage: 'initializing',
      progress: 0,
      assistantId: response.body.assistantId,
      website: 'https://www.school.example/',
      counts: { pagesFound: 0, pagesCrawled: 0, documents: 0, chunks: 0 },
    });
    expect(conversion.body.stages.map((stage: { name: string }) => stage.name)).toEqual([
      'initializing',
      'analyzing',
      'extracting',
      'processing',
      'building',
      'finalizing',
    ]);
  });

  it('returns the running conversion when the same website and email submit again, with a viewing token for it', async () => {
    const first = await request(api.baseUrl).post('/api/v1/trials').send(valid).expect(201);
    // A later second: the token is signed afresh, not copied from the first answer.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await request(api.baseUrl)
      .post('/api/v1/trials')
      .send({ ...valid, email: 'MARIA@school.example' })
      .expect(201);
    const { viewToken, ...ids } = second.body as TrialCreated;
    expect(ids).toEqual({
      trialId: first.body.trialId,
      conversionId: first.body.conversionId,
      assistantId: first.body.assistantId,
    });
    expect(viewToken).toEqual(expect.any(String));
    expect(viewToken).not.toBe(first.body.viewToken);
    // The page that resubmitted watches the build with it, as the first page did with its own.
    const watched = await request(api.baseUrl)
      .get(`/api/v1/conversions/${ids.conversionId}`)
      .set('X-View-Token', viewToken)
      .expect(200);
    expect(watched.body).toMatchObject({ id: ids.conversionId, status: 'running' });
    await request(api.baseUrl)
      .get(`/api/v1/conversions/${ids.conversionId}/sources`)
      .set('X-View-Token', viewToken)
      .expect(200);
    const socket = await connectSocket(api.baseUrl, viewToken);
    try {
      const progress = new Promise<ConversionView>((resolve) => socket.on('conversion:progress', resolve));
      socket.emit('conversion:subscribe', { conversionId: ids.conversionId });
      expect((await progress).id).toBe(ids.conversionId);
    } finally {
      socket.disconnect();
    }
    // It opens that conversion only: another trial's stays closed to it.
    const other = await request(api.baseUrl)
      .post('/api/v1/trials')
      .send({ ...valid, email: 'someone-else@school.example' })
      .expect(201);
    expect(other.body.conversionId).not.toBe(ids.conversionId);
    await request(api.baseUrl)
      .get(`/api/v1/conversions/${other.body.conversionId}`)
      .set('X-View-Token', viewToken)
      .expect(401);
    // Nor is it an access token.
    await request(api.baseUrl).get('/api/v1/assistants').set('Authorization', bearer(viewToken)).expect(401);
  });

  it('names every bad field in the spec wording', async () => {
    const response = await request(api.baseUrl)
      .post('/api/v1/trials')
      .send({ brand: 'dentist', name: '', email: 'not-an-email', website: 'ftp://files' })
      .expect(400);
    expect(response.body.statusCode).toBe(400);
    expect(response.body.fields).toEqual({
      brand: expect.stringMatching(/^There's an issue with the industry field: /),
      name: expect.stringMatching(/^There's an issue with the name field: /),
      email:
        "There's an issue with the email field: Please enter a valid email address, like name@school.org",
      website: "There's an issue with the website field: Please enter a website address like www.example.com",
    });
  });

  it('accepts multipart with a real PDF and refuses a disguised executable', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
    const ok = await request(api.baseUrl)
      .post('/api/v1/trials')
      .field({ ...valid, email: 'upload@school.example' })
      .attach('files', pdf, { filename: 'handbook.pdf', contentType: 'application/pdf' })
      .expect(201);
    const coverage = await request(api.baseUrl)
      .get(`/api/v1/conversions/${ok.body.conversionId}/sources`)
      .set('Authorization', bearer(ok.body.viewToken))
      .expect(200);
    expect(coverage.body.sources).toEqual([
      expect.objectContaining({ origin: 'upload', title: 'handbook.pdf', outcome: 'pending' }),
    ]);

    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
    const refused = await request(api.baseUrl)
      .post('/api/v1/trials')
      .field({ ...valid, email: 'exe@school.example' })
      .attach('files', exe, { filename: 'handbook.pdf', contentType: 'application/pdf' })
      .expect(415);
    expect(refused.body.fields.files).toMatch(/^There's an issue with the files field: .*handbook\.pdf/);
  });

  it('refuses a file over 10 MB with the limit in the message', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    const response = await request(api.baseUrl)
      .post('/api/v1/trials')
      .field({ ...valid, email: 'big@school.example' })
      .attach('files', big, { filename: 'big.pdf', contentType: 'application/pdf' })
      .expect(413);
    expect(response.body.message).toMatch(/10 MB/);
  });

  it('answers 404 for a conversion that does not exist (to a super admin; 401 to anyone anonymous)', async () => {
    const root = bearer(await signInAs(api.app, 'super_admin'));
    const response = await request(api.baseUrl)
      .get('/api/v1/conversions/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11')
      .set('Authorization', root)
      .expect(404);
    expect(response.body.message).toBe('That conversion does not exist or has been removed');
    await request(api.baseUrl).get('/api/v1/conversions/not-a-uuid').set('Authorization', root).expect(404);
    await request(api.baseUrl).get('/api/v1/conversions/not-a-uuid').expect(401);
  });
});
