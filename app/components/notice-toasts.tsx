import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { NOTICES } from "~/lib/notices";

/** Shows the toast a redirect asked for (?notice=code), once, then cleans the address. */
export function NoticeToasts() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get("notice");
    if (!code) return;
    const notice = NOTICES[code];
    if (notice) {
      const show = notice.kind === "error" ? toast.error : notice.kind === "success" ? toast.success : toast;
      show(notice.title(), { description: notice.description?.(), duration: notice.durationMs });
    }
    params.delete("notice");
    const search = params.toString();
    // Not awaited: an effect cannot wait, and dropping ?notice= from the address needs nothing after it.
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [location, navigate]);
  return null;
}
