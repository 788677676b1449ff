/**
 * Where a public change's new value comes from: its source page, and who suggested it when an
 * editor accepted it from a reader or the maker. A suggested source is a visitor's address:
 * marked for search engines as such (ugc) and never followed (nofollow).
 */
import * as m from "~/paraglide/messages";

const SUGGESTED_BY = { reader: m.makers_change_by_reader, maker: m.makers_change_by_maker } as const;

export function ChangeProvenance({ source, suggestedBy, linkClassName = "" }: { source: string | null; suggestedBy: "reader" | "maker" | null; linkClassName?: string }) {
  return (
    <>
      {source && (
        <>
          {" · "}
          <a href={source} rel={suggestedBy ? "nofollow ugc noopener" : "nofollow noopener"} className={`text-accent underline underline-offset-2 ${linkClassName}`}>
            {m.catalogue_change_source()}
          </a>
        </>
      )}
      {suggestedBy && <span data-suggested-by={suggestedBy}>{` · ${SUGGESTED_BY[suggestedBy]()}`}</span>}
    </>
  );
}
