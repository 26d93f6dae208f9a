import request from 'supertest';
import { sql } from '../support/chat-site';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

/**
 * A multipart trial whose file name busboy cannot parse (issue 12): an unbalanced quote, a trailing
 * backslash. busboy skips such a part without a word, so the trial used to be created without the
 * document. Now the owner is told, in the files field, which file and why, and nothing is stored. The
 * bodies are written byte for byte: clients differ in how (and whether) they escape such names.
 */

const BOUNDARY = '----gptsiteUploadNames';
let address = 0;
const nextAddress = () => `203.0.113.${160 + (address += 1)}`;

interface Part {
  disposition: string;
  type?: string;
  content: string;
}

function multipart(parts: Part[]): Buffer {
  const text = parts
    .map(
      (part) =>
        `--${BOUNDARY}\r\nContent-Disposition: ${part.disposition}\r\n` +
        (part.type ? `Content-Type: ${part.type}\r\n` : '') +
        `\r\n${part.content}\r\n`,
    )
    .join('');
  return Buffer.from(`${text}--${BOUNDARY}--\r\n`, 'utf8');
}

const field = (name: string, value: string): Part => ({
  disposition: `form-data; name="${name}"`,
  content: value,
});

/** `rawName` goes between the quotes exactly as written. */
const file = (rawName: string, content = 'Opening hours: 9 to 5 on weekdays.'): Part => ({
  disposition: `form-data; name="files"; filename="${rawName}"`,
  type: 'text/plain',
  content,
});

describe('trial upload file names busboy cannot read', () => {
  let site: SiteServer;
  let api: RunningApi;

  beforeAll(async () => {
    site = await serveSite(null);
    api = await startApi(testConfig({ CRAWL_ALLOWED_HOSTS: site.host }));
  });

  afterAll(async () => {
    await api?.close();
    await site?.close();
  });

  const owner = (email: string) => [
    field('brand', 'gpt'),
    field('name', 'Sam Porter'),
    field('email', email),
    field('website', site.url),
  ];

  const submit = (parts: Part[]) =>
    request(api.baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', nextAddress())
      .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
      .send(multipart(parts));

  const storedTrials = async (email: string) =>
    (await sql(`SELECT 1 FROM trials WHERE email = $1`, [email])).length;

  it.each([
    ['an unbalanced quote', 'fees"2025.txt', '“fees"2025.txt”'],
    ['a trailing backslash', 'hours\\', '“hours\\”'],
    ['only a backslash', '\\', '“\\”'],
  ])(
    'answers 400 naming the files field and the file for %s, and stores nothing',
    async (_case, rawName, shown) => {
      const email = `names-${address}@upload-names.example`;
      const response = await submit([...owner(email), file(rawName)]).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(response.body.fields.files).toMatch(/^There's an issue with the files field: the file /);
      expect(response.body.fields.files).toContain(shown);
      expect(response.body.fields.files).toContain('Please rename the file and attach it again');
      expect(response.body.message).toBe(response.body.fields.files);
      expect(await storedTrials(email)).toBe(0);
    },
  );

  it('refuses the whole submission when one of several files is unreadable', async () => {
    const email = 'several@upload-names.example';
    const response = await submit([...owner(email), file('menu.txt'), file('prices"old.txt')]).expect(400);
    expect(response.body.fields.files).toContain('“prices"old.txt”');
    expect(response.body.fields.files).not.toContain('menu.txt');
    expect(await storedTrials(email)).toBe(0);
  });

  it('names a text field that arrived unreadable too, instead of dropping it', async () => {
    const email = 'field@upload-names.example';
    const response = await submit([
      ...owner(email),
      { disposition: 'form-data; name="organization', content: 'Porter & Co' },
    ]).expect(400);
    expect(response.body.fields.organization).toMatch(/^There's an issue with the organization field: /);
    expect(await storedTrials(email)).toBe(0);
  });

  it('refuses a files part sent as text (no file name at all), instead of a trial without the document', async () => {
    // What a client sends when the name it was given reduces to nothing: form-data, behind supertest and
    // superagent, sends the base name, and the base name of "/" is empty, so no `filename=` is written.
    const email = 'as-text@upload-names.example';
    const response = await submit([
      ...owner(email),
      { disposition: 'form-data; name="files"', content: 'Opening hours: 9 to 5.' },
    ]).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(response.body.fields.files).toMatch(/^There's an issue with the files field: /);
    expect(response.body.fields.files).toContain('attach');
    expect(await storedTrials(email)).toBe(0);
  });

  it('still accepts names busboy reads: an escaped quote, a percent-encoded one, spaces and accents', async () => {
    const email = 'readable@upload-names.example';
    const response = await submit([
      ...owner(email),
      file('say \\"hi\\".txt'),
      file('quote%22d.txt'),
      file('Café menu 2025.txt'),
    ]).expect(201);
    const names = await sql<{ filename: string }>(
      `SELECT u.filename FROM uploads u JOIN conversions c ON c.id = u."conversionId"
        WHERE c.id = $1 ORDER BY u."createdAt"`,
      [response.body.conversionId],
    );
    expect(names.map((row) => row.filename).sort()).toEqual(
      ['Café menu 2025.txt', 'quote"d.txt', 'say "hi".txt'].sort(),
    );
  });
});
