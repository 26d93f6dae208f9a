import { copyFrame, type CopiedChunk } from './chunk-copy';

const chunk: CopiedChunk = {
  assistantId: '0b7f3c1e-2d4a-4c5b-9e6f-7a8b9c0d1e2f',
  conversionId: '1c8a4d2f-3e5b-4d6c-8f7a-8b9c0d1e2f3a',
  sourceId: '2d9b5e3a-4f6c-4e7d-9a8b-9c0d1e2f3a4b',
  ordinal: 3,
  url: 'https://example.com/fees',
  title: 'Fees — Café 学费',
  heading: null,
  text: 'Tuition is $4,000 😀',
  contentHash: 'abc',
  embeddingModel: 'local-hash-v1-2',
  embedding: Buffer.from([1, 2, 3, 4, 5, 6, 7, 8]),
};

/** The fields of the frame's rows, read back as Postgres would. */
function readRows(frame: Buffer): Array<Array<Buffer | null>> {
  expect(frame[0]).toBe(0x64);
  expect(frame.readInt32BE(1)).toBe(frame.length - 1);
  expect(frame.subarray(5, 16).toString('latin1')).toBe('PGCOPY\n\xff\r\n\0');
  let offset = 5 + 19;
  const rows: Array<Array<Buffer | null>> = [];
  for (let fields = frame.readInt16BE(offset); fields !== -1; fields = frame.readInt16BE(offset)) {
    offset += 2;
    const row: Array<Buffer | null> = [];
    for (let field = 0; field < fields; field += 1) {
      const length = frame.readInt32BE(offset);
      row.push(length < 0 ? null : frame.subarray(offset + 4, offset + 4 + length));
      offset += 4 + Math.max(length, 0);
    }
    rows.push(row);
  }
  expect(offset + 2).toBe(frame.length);
  return rows;
}

describe('copyFrame', () => {
  it("writes each passage as one row of Postgres' binary COPY format", () => {
    const rows = readRows(copyFrame([chunk, { ...chunk, ordinal: 4, heading: 'Tuition' }]));
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    expect(first.slice(0, 3).map((field) => field!.toString('hex'))).toEqual(
      [chunk.assistantId, chunk.conversionId, chunk.sourceId].map((uuid) => uuid.replace(/-/g, '')),
    );
    expect(first[3]!.readInt32BE(0)).toBe(3);
    expect(first.slice(4, 10).map((field) => field?.toString('utf8') ?? null)).toEqual([
      chunk.url,
      chunk.title,
      null,
      chunk.text,
      chunk.contentHash,
      chunk.embeddingModel,
    ]);
    expect(first[10]).toEqual(chunk.embedding);
    expect(second[3]!.readInt32BE(0)).toBe(4);
    expect(second[6]!.toString('utf8')).toBe('Tuition');
  });

  it('refuses an id that is not a uuid rather than sending other bytes', () => {
    expect(() => copyFrame([{ ...chunk, sourceId: 'source-1' }])).toThrow('Not a uuid: source-1');
  });
});
