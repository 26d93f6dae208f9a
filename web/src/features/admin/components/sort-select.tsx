import type { SortOrder } from '@gptsite/shared';
import type { SortParams } from '../api/admin-queries';

/** "Sort by": every column of `labels`, ascending and descending. */
export function SortSelect<Sort extends string>({
  params,
  set,
  sorts,
  labels,
}: {
  params: SortParams<Sort>;
  set: (change: Partial<SortParams<Sort>>) => void;
  sorts: readonly Sort[];
  labels: Record<Sort, string>;
}) {
  return (
    <label>
      Sort by{' '}
      <select
        value={`${params.sort}:${params.order}`}
        onChange={(event) => {
          const [sort, order] = event.target.value.split(':') as [Sort, SortOrder];
          set({ sort, order } as Partial<SortParams<Sort>>);
        }}
      >
        {sorts.flatMap((sort) =>
          (['asc', 'desc'] as const).map((order) => (
            <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
              {labels[sort]} {order === 'asc' ? '↑' : '↓'}
            </option>
          )),
        )}
      </select>
    </label>
  );
}
