import { Injectable } from '@nestjs/common';
import {
  ConversionProgressService,
  ConversionRepository,
  JobQueue,
  SourceRepository,
  sampleSiteDir,
  samplePageUrl,
} from '@gptsite/server';
import { JobName, type JobPayloads } from '@gptsite/shared';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extractHtml } from '../crawl/html-extractor';
import { JobHandler, type JobOutcome } from '../jobs/job-handler.decorator';

/** Extraction needs absolute URLs to resolve links; the stored URL is the api's own path. */
const EXTRACTION_ORIGIN = 'https://samples.gptsite.invalid';

/**
 * Builds a brand demo from its bundled sample site: the pages are read from disk and go through the same
 * extractor, knowledge build and deployment as a crawled site, so the demo answers like a real assistant.
 */
@Injectable()
export class ImportSampleHandler {
  constructor(
    private readonly conversions: ConversionRepository,
    private readonly sources: SourceRepository,
    private readonly progress: ConversionProgressService,
    private readonly jobQueue: JobQueue,
  ) {}

  @JobHandler(JobName.ImportSample)
  async handle({ conversionId, brandKey }: JobPayloads[JobName.ImportSample]): Promise<JobOutcome> {
    const conversion = await this.conversions.findById(conversionId);
    if (!conversion || conversion.status !== 'running')
      return { status: 'skipped', detail: 'conversion is not running' };
    await this.progress.update(conversionId, 'initializing', {
      status: 'completed',
      message: 'Reading the sample site',
    });
    await this.progress.update(conversionId, 'analyzing', {
      status: 'running',
      message: 'Reading sample pages',
    });
    const files = (await readdir(sampleSiteDir(brandKey))).filter((file) => file.endsWith('.html')).sort();
    for (const file of files) {
      const html = await readFile(`${sampleSiteDir(brandKey)}/${file}`, 'utf8');
      const path = samplePageUrl(brandKey, file);
      const page = extractHtml(html, `${EXTRACTION_ORIGIN}${path}`);
      const source = await this.sources.upsert({
        conversionId,
        assistantId: conversion.assistantId,
        url: path,
        origin: 'crawl',
        type: page.sourceType,
        depth: 0,
      });
      await this.sources.update(source.id, {
        outcome: 'indexed',
        status: 'processed',
        title: page.title,
        content: page.content,
        contact: { ...page.contactDetails, structured: page.structuredContact, facts: page.businessFacts },
        bytes: Buffer.byteLength(html),
        contentHash: createHash('sha256').update(html).digest('hex'),
      });
    }
    const counts = { pagesFound: files.length, pagesCrawled: files.length, documents: 0, chunks: 0 };
    await this.progress.update(
      conversionId,
      'analyzing',
      { status: 'completed', message: `Read ${files.length} pages` },
      counts,
    );
    await this.progress.update(conversionId, 'extracting', {
      status: 'completed',
      message: 'No documents to read',
    });
    await this.jobQueue.add(JobName.BuildKnowledge, { conversionId }, String(conversion.attempt));
    return { status: 'done', detail: `${files.length} pages` };
  }
}
