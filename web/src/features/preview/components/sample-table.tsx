import { useState, type ReactNode } from 'react';
import { paginate, Pager } from '../../../components/ui/pager';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface SampleTableProps<Row> {
  caption: string;
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
}

export function SampleTable<Row>({ caption, rows, columns, rowKey }: SampleTableProps<Row>) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(5);
  return (
    <div className="table-block">
      <div className="table-scroll">
        <table className="table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {paginate(rows, page, pageSize).map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        pageSize={pageSize}
        total={rows.length}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </div>
  );
}
