import { join } from 'node:path';
import request from 'supertest';
import type { ConversionView, CoverageReport, SourceView } from '../../libs/shared/src';
import { bearer, ownerToken, signInAs } from '../support/accounts';
import { ask, sql } from '../support/chat-site';
import { watchConversion } from '../support/conversion-watch';
import { startConvertedStack, type ConvertedStack } from '../support/converted-stack';
import { connectSocket } from '../support/test-api';

/**
 * The owner changing what their built assistant knows (issue 11, the owner's workspace): documents added
 * from the workspace are checked like the trial form's and become answerable without a recrawl, and a
 * removed source (an uploaded file or a crawled page) leaves the coverage report and the answers at once.
 * Only the owner, the admin of the brand and the super admin may do either.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const CLIENT_IP = '203.0.113.84';
const OWNER = 'owner@sources-bakery.example';
const UPLOAD = 'gluten-free.txt';
/** Only the uploaded file says this; no page of the site mentions gluten. */
const UPLOAD_TEXT =
  'Gluten-free loaves\n\nOur gluten-free sourdough is baked every Wednesday. Please order it by Monday noon.\n';
const QUESTION = 'When is the gluten-free sourdough baked?';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe("The owner's sources: add documents, remove a source", () => {
  let stack: ConvertedStack;
  let owner: string;
  let conversionId: string;

  const api = () => request(stack.api.baseUrl);
  const upload = (token: string | null, files: Array<{ name: string; body: Buffer; type: string }>) => {
    let call = api().post(`/api/v1/conversions/${conversionId}/documents`).set('X-Forwarded-For', CLIENT_IP);
    if (token) call = call.set('Authorization', bearer(token));
    for (const file of files)
      call = call.attach('files', file.body, { filename: file.name, contentType: file.type });
    return call;
  };
  const sources = async (): Promise<SourceView[]> =>
    (
      (
        await api()
          .get(`/api/v1/conversions/${conversionId}/sources`)
          .set('Authorization', bearer(owner))
          .expect(200)
      ).body as CoverageReport
    ).sources;
  const finished = async (): Promise<void> => {
    const socket = await connectSocket(stack.api.baseUrl, owner);
    try {
      expect(await watchConversion(socket, conversionId, 150_000).finished).toBe('completed');
    } finally {
      socket.disconnect();
    }
  };

  const answeredSoon = async (question: string) => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const reply = await ask(stack.api, stack.site.assistantId, question, { clientIp: CLIENT_IP });
      if (reply.body.answered || Date.now() > deadline) return reply;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };

  beforeAll(async () => {
    stack = await startConvertedStack(SITE, {
      trial: { brand: 'gpt', name: 'Rita Baker', email: OWNER, clientIp: CLIENT_IP },
    });
    conversionId = stack.site.conversionId;
    owner = await ownerToken(stack.api.app, OWNER);
  }, 180_000);
  afterAll(() => stack?.close());

  it('refuses anyone but its managers, no files, and a file the trial form would refuse', async () => {
    const text = [{ name: UPLOAD, body: Buffer.from(UPLOAD_TEXT), type: 'text/plain' }];
    await upload(null, text).expect(401);
    await upload(stack.site.viewToken, text).expect(401);
    await upload(await signInAs(stack.api.app, 'user'), text).expect(403);
    await upload(await signInAs(stack.api.app, 'admin', 'lawfirm'), text).expect(403);
    const none = await upload(owner, []).expect(400);
    expect(none.body.message).toMatch(/choose at least one document/);
    const picture = await upload(owner, [{ name: 'photo.png', body: PNG, type: 'image/png' }]).expect(415);
    expect(picture.body.fields?.files).toBeDefined();
    const tooMany = Array.from({ length: 21 }, (_, index) => ({ ...text[0], name: `notes-${index}.txt` }));
    await upload(owner, tooMany).expect(400);
    // Nothing refused was stored.
    expect((await sources()).filter((source) => source.origin === 'upload')).toEqual([]);
  });

  it('reads an added document into the built assistant, which then answers from it at the same address', async () => {
    const before = await ask(stack.api, stack.site.assistantId, QUESTION, { clientIp: CLIENT_IP });
    expect(before.body.answered).toBe(false);
    const liveUrl = stack.site.view.liveUrl;

    const text = [{ name: UPLOAD, body: Buffer.from(UPLOAD_TEXT), type: 'text/plain' }];
    const rebuilding: ConversionView = (await upload(owner, text).expect(202)).body;
    expect(rebuilding).toMatchObject({ id: conversionId, status: 'running', stage: 'extracting' });
    // While it builds, its sources stay as they are, and a second upload waits for the build.
    const someSource = (await sources())[0];
    await api()
      .delete(`/api/v1/conversions/${conversionId}/sources/${someSource.id}`)
      .set('Authorization', bearer(owner))
      .expect(409);
    await finished();

    const listed = (await sources()).filter((source) => source.origin === 'upload');
    expect(listed).toEqual([expect.objectContaining({ outcome: 'indexed' })]);
    // The api swaps in the rebuilt index as the build completes; give it a moment to have done so.
    const reply = await answeredSoon(QUESTION);
    expect(reply.body).toMatchObject({ answered: true });
    expect(reply.body.answer).toMatch(/Wednesday/);
    const view: ConversionView = (
      await api().get(`/api/v1/conversions/${conversionId}`).set('Authorization', bearer(owner)).expect(200)
    ).body;
    expect(view).toMatchObject({ status: 'completed', liveUrl });
    expect(view.counts.documents).toBe(1);
  }, 180_000);

  it('removes the uploaded document: no longer listed, no longer answered from', async () => {
    const document = (await sources()).find((source) => source.origin === 'upload')!;
    const path = `/api/v1/conversions/${conversionId}/sources/${document.id}`;
    await api().delete(path).expect(401);
    await api().delete(path).set('X-View-Token', stack.site.viewToken).expect(401);
    await api()
      .delete(path)
      .set('Authorization', bearer(await signInAs(stack.api.app, 'user')))
      .expect(403);

    await api().delete(path).set('Authorization', bearer(owner)).expect(204);
    expect((await sources()).map((source) => source.id)).not.toContain(document.id);
    const reply = await ask(stack.api, stack.site.assistantId, QUESTION, { clientIp: CLIENT_IP });
    expect(reply.body.answered).toBe(false);
    expect(await sql('SELECT id FROM chunks WHERE "sourceId" = $1', [document.id])).toEqual([]);
    expect(await sql('SELECT id FROM uploads WHERE "conversionId" = $1', [conversionId])).toEqual([]);
    await api().delete(path).set('Authorization', bearer(owner)).expect(404);
  });

  it('removes a crawled page: its passages leave the index, the rest still answers', async () => {
    const page = (await sources()).find(
      (source) => source.outcome === 'indexed' && /cakes/.test(source.url),
    )!;
    expect(page).toBeDefined();
    const admin = await signInAs(stack.api.app, 'super_admin');
    await api()
      .delete(`/api/v1/conversions/${conversionId}/sources/${page.id}`)
      .set('Authorization', bearer(admin))
      .expect(204);
    const left = await sources();
    expect(left.map((source) => source.id)).not.toContain(page.id);
    expect(await sql('SELECT id FROM chunks WHERE "sourceId" = $1', [page.id])).toEqual([]);
    expect(left.some((source) => source.outcome === 'indexed')).toBe(true);
    await api()
      .delete(`/api/v1/conversions/${conversionId}/sources/not-a-source`)
      .set('Authorization', bearer(owner))
      .expect(404);
  });
});
