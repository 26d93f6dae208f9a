import { CONTENT_STATUS_LABELS, type CoverageReport, type SourceView } from '@gptsite/shared';

export interface CoverageShare {
  /** Addresses of the site itself: the denominator of "% indexed". */
  onSite: number;
  /** Links to other websites, listed as skipped but never counted: they were never the site's to read. */
  offSite: number;
  indexed: number;
  percent: number;
}

const isOffSite = (source: SourceView) => source.reason === 'off_site';

export function coverageShare(report: CoverageReport): CoverageShare {
  const offSite = report.sources.filter(isOffSite).length;
  const onSite = report.sources.length - offSite;
  const indexed = report.sources.filter((source) => source.outcome === 'indexed').length;
  return { onSite, offSite, indexed, percent: onSite ? Math.round((indexed / onSite) * 100) : 0 };
}

/**
 * What a source's badge says. A skipped or failed address says so, whatever its processing status
 * (a link that was never visited is not "Pending"); one still in the pipeline shows how far it got.
 */
export function sourceBadge(source: SourceView): { label: string; tone: string } {
  if (source.outcome === 'skipped') return { label: 'Skipped', tone: 'skipped' };
  if (source.outcome === 'failed') return { label: 'Failed', tone: 'failed' };
  return { label: CONTENT_STATUS_LABELS[source.status], tone: source.status };
}

/** An uploaded file is named by its file name (the last part of `upload://<id>/<name>`), not its inner title. */
export function uploadFileName(source: SourceView): string | null {
  if (source.origin !== 'upload' || !source.url.startsWith('upload://')) return null;
  const encoded = source.url.split('/').pop() ?? '';
  try {
    return decodeURIComponent(encoded) || null;
  } catch {
    return encoded || null;
  }
}
