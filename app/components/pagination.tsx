import { ChevronLeft, ChevronRight } from "~/components/icons";
import * as m from "~/paraglide/messages";
import { Link } from "react-router";
import { buttonClass } from "./ui/button";

export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={m.pagination_label()} className="mt-10 flex items-center justify-center gap-3">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className={buttonClass("secondary")} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" /> {m.pagination_previous()}
        </Link>
      )}
      <span className="text-sm text-muted">
        {m.pagination_page_of({ page, pageCount })}
      </span>
      {page < pageCount && (
        <Link to={hrefFor(page + 1)} className={buttonClass("secondary")} rel="next">
          {m.pagination_next()} <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </nav>
  );
}
