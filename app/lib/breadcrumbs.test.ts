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
    expect(buildBreadcrumbs("/auth").at(-1)?.label).toBe("Sign in");
  });

  it("leads the admin segment to the admin overview, and names an inbox item by what it is", () => {
    expect(buildBreadcrumbs("/admin/inbox/contact-1", "Message from Ada")).toEqual([
      { label: "Home", to: "/" },
      { label: "Admin", to: "/admin" },
      { label: "Inbox", to: "/admin/inbox" },
      { label: "Message from Ada", to: "/admin/inbox/contact-1" },
    ]);
    expect(buildBreadcrumbs("/admin")).toEqual([
      { label: "Home", to: "/" },
      { label: "Admin", to: "/admin" },
    ]);
  });

  it("names the admin lists as the admin knows them, not as the public pages of the same segment", () => {
    expect(buildBreadcrumbs("/admin/tools").at(-1)).toEqual({ label: "Tools", to: "/admin/tools" });
    expect(buildBreadcrumbs("/admin/blog").at(-1)).toEqual({ label: "Blog posts", to: "/admin/blog" });
    expect(buildBreadcrumbs("/admin/links").at(-1)).toEqual({ label: "Link health", to: "/admin/links" });
    expect(buildBreadcrumbs("/admin/reviews").at(-1)).toEqual({ label: "Reviews to moderate", to: "/admin/reviews" });
  });

  it("ends an admin edit page with the name of what is edited", () => {
    const id = "3f1c2a9e-5b7d-4c11-9a2e-0d4b8c6e7f10";
    expect(buildBreadcrumbs(`/admin/tools/${id}`, "Midjourney")).toEqual([
      { label: "Home", to: "/" },
      { label: "Admin", to: "/admin" },
      { label: "Tools", to: "/admin/tools" },
      { label: "Midjourney", to: `/admin/tools/${id}` },
    ]);
    expect(buildBreadcrumbs("/admin/categories/12", "Animation").at(-1)?.label).toBe("Animation");
    expect(buildBreadcrumbs(`/admin/courses/${id}`, "Prompting for designers").at(-1)?.label).toBe("Prompting for designers");
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
