import type { AdminPage } from '@gptsite/shared';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import type { PageParams } from '../api/admin-queries';

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

interface PagedTableProps<T, P extends PageParams> {
  title: string;
  /** The list's query for the current page, search and any extra parameters. */
  query: (params: P) => UseQueryOptions<AdminPage<T>, Error, AdminPage<T>, readonly unknown[]>;
  initial: Omit<P, keyof PageParams>;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  searchLabel: string;
  empty: string;
  /** Filters and sorting beside the search box, given the parameters and a setter. */
  controls?: (params: P, set: (change: Partial<P>) => void) => ReactNode;
}

/**
 * An admin list (api-contract.md, section Administration): search, the filters the caller adds, page sizes
 * 5 / 25 / 50, and a table that turns into labelled cards on a phone.
 */
export function PagedTable<T, P extends PageParams>({
  title,
  query,
  initial,
  columns,
  rowKey,
  searchLabel,
  empty,
  controls,
}: PagedTableProps<T, P>) {
  const searchId = useId();
  const [params, setParams] = useState<P>({ page: 1, pageSize: 25, q: '', ...initial } as P);
  const [typed, setTyped] = useState('');
  const set = (change: Partial<P>) => setParams((current) => ({ ...current, page: 1, ...change }));
  const { data, error, isPending, isFetching } = useQuery(query(params));

  return (
    <section className="table-block admin-list" aria-label={title} aria-busy={isFetching}>
      <h2>{title}</h2>
      <form
        className="admin-list__controls"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          set({ q: typed.trim() } as Partial<P>);
        }}
      >
        <label htmlFor={searchId}>{searchLabel}</label>
        <input id={searchId} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit" className="button button--secondary">
          Search
        </button>
        {controls?.(params, set)}
      </form>
      {isPending ? (
        <Spinner label={`Loading ${title.toLowerCase()}…`} />
      ) : error ? (
        <Alert tone="error" title={`${title} could not be loaded`}>
          {errorMessage(error)}
        </Alert>
      ) : data.items.length === 0 ? (
        <p className="muted">{params.q ? `Nothing matches “${params.q}”.` : empty}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="table table--stack">
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.label} scope="col">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td key={column.label} data-label={column.label}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted">{data.total} in all</p>
        </>
      )}
      <Pager
        page={params.page}
        pageSize={params.pageSize}
        total={data?.total ?? 0}
        onPage={(page) => setParams((current) => ({ ...current, page }))}
        onPageSize={(pageSize) => set({ pageSize } as Partial<P>)}
      />
    </section>
  );
}
