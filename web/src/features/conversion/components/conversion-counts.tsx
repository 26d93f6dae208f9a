import type { ConversionCounts as Counts } from '@gptsite/shared';
import { formatNumber } from '../../../lib/format';

const LABELS: ReadonlyArray<[keyof Counts, string]> = [
  ['pagesFound', 'Pages found'],
  ['pagesCrawled', 'Pages read'],
  ['documents', 'Documents'],
  ['chunks', 'Knowledge passages'],
];

export function ConversionCounts({ counts }: { counts: Counts }) {
  return (
    <dl className="count-grid" aria-label="Conversion counts">
      {LABELS.map(([key, label]) => (
        <div key={key} className="count">
          <dt>{label}</dt>
          <dd>{formatNumber(counts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
