/** The waiting review that tests/e2e/open-review-moderation.ts writes and tests/e2e/admin.spec.ts moderates. */
export const PENDING_REVIEW = { id: "00000000-0000-4000-8000-00000000e2e1", title: "Zaps for every client", tool: "Zapier" } as const;
