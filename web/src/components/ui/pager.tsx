import { useId } from 'react';
import { PAGE_SIZE_OPTIONS } from '../../config/ui';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Page-size options 5, 25, 50 (spec section 9) with previous/next. */
export function Pager({ page, pageSize, total, onPage, onPageSize }: PagerProps) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="pager">
      <label htmlFor={sizeId}>Rows per page</label>
      <select id={sizeId} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
        {PAGE_SIZE_OPTIONS.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages}
      >
        Next
      </button>
    </div>
  );
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (Math.max(1, page) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
