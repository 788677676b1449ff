import { describe, expect, it } from "vitest";
import { buildBreadcrumbs } from "./breadcrumbs";

describe("buildBreadcrumbs", () => {
  it("uses the friendly names for known segments", () => {
    expect(buildBreadcrumbs("/resources/quizzes-assessments")).toEqual([
      { label: "Home", to: "/" },
      { label: "Resources", to: "/resources/blog" },
      { label: "Quizzes & Assessments", to: "/resources/quizzes-assessments" },
    ]);
    expect(buildBreadcrumbs("/suggest-tool").at(-1)).toEqual({ label: "Suggest a Tool", to: "/suggest-tool" });
  });

  it("names the account pages", () => {
    expect(buildBreadcrumbs("/auth").at(-1)?.label).toBe("Sign In");
  });

  it("leads the admin segment to the dashboard, where the admin pages are listed", () => {
    expect(buildBreadcrumbs("/admin/inbox/contact-1", "Ada")).toEqual([
      { label: "Home", to: "/" },
      { label: "Admin", to: "/dashboard" },
      { label: "Inbox", to: "/admin/inbox" },
      { label: "Ada", to: "/admin/inbox/contact-1" },
    ]);
  });

  it("capitalises unknown segments", () => {
    expect(buildBreadcrumbs("/blueprint-details").at(-1)).toEqual({ label: "Blueprint details", to: "/blueprint-details" });
  });

  it("points the category segment at the category overview and lets the page name itself", () => {
    expect(buildBreadcrumbs("/category/lead-magnet-tools", "Lead Generation Tools")).toEqual([
      { label: "Home", to: "/" },
      { label: "Categories", to: "/categories" },
      { label: "Lead Generation Tools", to: "/category/lead-magnet-tools" },
    ]);
  });
});
