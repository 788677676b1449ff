/** The inbox filters live in the URL (?kind=&state=&search=&page=), shared by the list and its export. */
export interface InboxParams {
  kind: string;
  state: "" | "handled" | "unhandled";
  search: string;
  page: number;
}

export function readInboxParams(params: URLSearchParams): InboxParams {
  const state = params.get("state");
  const page = Number(params.get("page") ?? "1");
  return {
    kind: params.get("kind") ?? "",
    state: state === "handled" || state === "unhandled" ? state : "",
    search: (params.get("search") ?? "").trim().slice(0, 200),
    page: Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1,
  };
}

export function writeInboxParams({ kind, state, search, page }: Partial<InboxParams>): string {
  const params = new URLSearchParams();
  if (kind) params.set("kind", kind);
  if (state) params.set("state", state);
  if (search) params.set("search", search);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
