import { readFileSync } from 'node:fs';
import { extractPdf } from './pdf-extractor';
import { Deadline } from '../deadline';
(async () => {
  const file = process.argv[2];
  const content = await extractPdf(readFileSync(file), { subject: 'x', deadline: new Deadline(20000, () => new Error('t')), maxChars: 2e6 });
  console.log('TITLE:', content.title);
  for (const s of content.sections.slice(0, Number(process.argv[3] ?? 40))) console.log(`## [${s.level}] ${s.heading}\n${s.text}\n`);
})();
