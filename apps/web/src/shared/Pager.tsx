interface PagerProps {
  /** Zero-based current page. */
  page: number;
  hasNext: boolean;
  totalPages?: number;
  onPage: (page: number) => void;
}

/** Previous / next paging under a list; hidden when everything fits on one page. */
export function Pager({ page, hasNext, totalPages, onPage }: PagerProps) {
  if (page === 0 && !hasNext) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" className="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="muted">
        Page {page + 1}
        {totalPages !== undefined && ` of ${totalPages}`}
      </span>
      <button type="button" className="button" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
