/**
 * The admin areas, one entry each: the /admin overview shows them as cards with
 * what waits there, the dashboard lists them for admins. A new admin page gets
 * its entry here (the e2e test checks every admin route of app/routes.ts has one).
 */
import { ClipboardCheck, ClipboardList, Clock, FileText, FolderTree, GraduationCap, Inbox, Link2, MailX, MessagesSquare, Newspaper, SearchCheck, Star, Wrench } from "~/components/icons";

/** The figures the overview reads from server/<area>; see the /admin loader. */
export interface AdminCounts {
  unhandledInboxItems: number;
  failedMail: number;
  draftTools: number;
  publishedTools: number;
  categories: number;
  courses: number;
  draftPosts: number;
  featuredTools: number;
  searchMisses: number;
  flaggedLinks: number;
  openSourceChanges: number;
  pendingLogos: number;
  /** First reviews waiting for approval and published reviews with open reports. */
  reviewsToModerate: number;
  heldNewsletterIssues: number;
  scheduledNewsletterIssues: number;
  /** Background jobs whose last run failed. */
  failingJobs: number;
  /** Readers' and makers' suggested edits waiting for an editor. */
  pendingEdits: number;
}

export interface AdminArea {
  to: string;
  label: string;
  text: string;
  Icon: typeof Inbox;
  /** What waits there, in a few words; `waiting` is true when something needs an admin. */
  status: (counts: AdminCounts) => { text: string; waiting: boolean };
}

const counted = (n: number, one: string, many: string) => `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;

export const ADMIN_AREAS: AdminArea[] = [
  {
    to: "/admin/inbox",
    label: "Inbox",
    text: "Read what visitors sent: messages and sign-ups.",
    Icon: Inbox,
    status: ({ unhandledInboxItems: n }) => ({ text: n ? `${counted(n, "item", "items")} not handled` : "Everything handled", waiting: n > 0 }),
  },
  {
    to: "/admin/mail",
    label: "Failed e-mails",
    text: "E-mails that could not be delivered, to send again.",
    Icon: MailX,
    status: ({ failedMail: n }) => ({ text: n ? `${counted(n, "e-mail", "e-mails")} not delivered` : "No failed e-mails", waiting: n > 0 }),
  },
  {
    to: "/admin/jobs",
    label: "Background work",
    text: "What the server does on its own: each job's last run, next run and last failure.",
    Icon: Clock,
    status: ({ failingJobs: n }) => ({ text: n ? `${counted(n, "job", "jobs")} failing` : "No job failing", waiting: n > 0 }),
  },
  {
    to: "/admin/links",
    label: "Link health",
    text: "Tool links that failed their checks.",
    Icon: Link2,
    status: ({ flaggedLinks: n }) => ({ text: n ? `${counted(n, "link", "links")} failing` : "No failing links", waiting: n > 0 }),
  },
  {
    to: "/admin/edits",
    label: "Review queue",
    text: "Everything brought for an editor: readers' and makers' suggested edits and makers' claims, with the link checker's source changes and logos one link away.",
    Icon: ClipboardList,
    status: ({ pendingEdits, openSourceChanges, pendingLogos }) => {
      const waiting = [
        pendingEdits && `${counted(pendingEdits, "suggested edit", "suggested edits")}`,
        openSourceChanges && `${counted(openSourceChanges, "source change", "source changes")}`,
        pendingLogos && `${counted(pendingLogos, "logo", "logos")}`,
      ].filter(Boolean);
      return { text: waiting.length ? `${waiting.join(", ")} to review` : "Nothing to review", waiting: waiting.length > 0 };
    },
  },
  {
    to: "/admin/review",
    label: "Source changes and logos",
    text: "Pricing and terms pages that changed since their facts were checked, and logos found on makers' sites.",
    Icon: ClipboardCheck,
    status: ({ openSourceChanges, pendingLogos }) => {
      const waiting = [openSourceChanges && `${counted(openSourceChanges, "change", "changes")} to review`, pendingLogos && `${counted(pendingLogos, "logo", "logos")} to review`].filter(Boolean);
      return { text: waiting.length ? waiting.join(", ") : "Nothing to review", waiting: waiting.length > 0 };
    },
  },
  {
    to: "/admin/reviews",
    label: "Reviews",
    text: "First reviews waiting for approval, reported reviews, and recent ones that show signs of spam.",
    Icon: MessagesSquare,
    status: ({ reviewsToModerate: n }) => ({ text: n ? `${counted(n, "review", "reviews")} to moderate` : "No review waits", waiting: n > 0 }),
  },
  {
    to: "/admin/tools",
    label: "Tools",
    text: "Add, edit, retire and delete listings.",
    Icon: Wrench,
    status: ({ draftTools, publishedTools }) => ({
      text: `${counted(draftTools, "draft", "drafts")}, ${publishedTools.toLocaleString("en-GB")} published`,
      waiting: draftTools > 0,
    }),
  },
  {
    to: "/admin/blog",
    label: "Manage Blog",
    text: "Write, edit and publish posts.",
    Icon: FileText,
    status: ({ draftPosts: n }) => ({ text: n ? `${counted(n, "draft post", "draft posts")}` : "No drafts", waiting: n > 0 }),
  },
  {
    to: "/admin/newsletter",
    label: "Newsletter",
    text: "Edit, test, schedule and send the weekly issue.",
    Icon: Newspaper,
    status: ({ heldNewsletterIssues: held, scheduledNewsletterIssues: scheduled }) => ({
      text: held ? `${counted(held, "issue", "issues")} held for you` : scheduled ? `${counted(scheduled, "issue", "issues")} scheduled` : "Nothing scheduled",
      waiting: held > 0,
    }),
  },
  {
    to: "/admin/featured-tools",
    label: "Featured Tools",
    text: "Choose this week's featured tools.",
    Icon: Star,
    status: ({ featuredTools: n }) => ({ text: n ? `${counted(n, "tool", "tools")} featured` : "No tool featured", waiting: n === 0 }),
  },
  {
    to: "/admin/search",
    label: "Search words",
    text: "Synonyms, and searches that found nothing.",
    Icon: SearchCheck,
    status: ({ searchMisses: n }) => ({ text: n ? `${counted(n, "search", "searches")} found nothing` : "Every search found something", waiting: n > 0 }),
  },
  {
    to: "/admin/categories",
    label: "Categories",
    text: "Names, addresses, icons, colours and order.",
    Icon: FolderTree,
    status: ({ categories: n }) => ({ text: counted(n, "category", "categories"), waiting: false }),
  },
  {
    to: "/admin/courses",
    label: "Courses",
    text: "Add, edit and remove courses.",
    Icon: GraduationCap,
    status: ({ courses: n }) => ({ text: counted(n, "course", "courses"), waiting: false }),
  },
];
