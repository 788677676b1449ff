// The post editor (spec: Blog management and editor, publish rules). Drafts are not checked for
// completeness; a post to publish needs every field below. Checked in the browser and by the action.
import { z } from "zod/mini";
import { BLOG_CATEGORIES } from "../blog";
import { CHECKED } from "../forms";

export const POST_LIMITS = { title: 200, excerpt: 500, author: 100, tags: 300, metaDescription: 300, content: 200_000 } as const;

export const blogPostFields = ["id", "version", "title", "excerpt", "content", "author", "category", "tags", "featured", "published", "metaDescription", "imageUrl"] as const;
export type BlogPostField = (typeof blogPostFields)[number];

/** What publishing needs, with the editor's words for each field. */
const REQUIRED_TO_PUBLISH = [
  ["title", "Title", "Title is required"],
  ["content", "Content", "Content is required"],
  ["author", "Author", "Author is required"],
  ["category", "Category", "Category is required"],
  ["excerpt", "Excerpt", "Excerpt is required"],
  ["metaDescription", "Meta description", "Meta description is required for SEO"],
] as const;

const text = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, `${label} must be ${max} characters or fewer.`));

/** Editor HTML with no text in it (an empty paragraph) counts as no content. */
export function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ").trim() !== "" || /<img\s/i.test(html);
}

export const blogPostSchema = z
  .object({
    id: z.string(),
    version: z.string(),
    title: text(POST_LIMITS.title, "Title"),
    excerpt: text(POST_LIMITS.excerpt, "Excerpt"),
    content: z.string().check(z.maxLength(POST_LIMITS.content, "The post is too long.")),
    author: text(POST_LIMITS.author, "Author"),
    category: z.union([z.literal(""), z.enum(BLOG_CATEGORIES)], { error: "Please choose a category from the list." }),
    tags: text(POST_LIMITS.tags, "Tags"),
    featured: z.pipe(z.string(), z.transform((value) => value === CHECKED)),
    published: z.pipe(z.string(), z.transform((value) => value === CHECKED)),
    metaDescription: text(POST_LIMITS.metaDescription, "Meta description"),
    imageUrl: z.string().check(z.regex(/^(\/uploads\/[a-z0-9/_-]+\.webp)?$/, "Please upload the image again.")),
  })
  .check(
    z.superRefine((post, context) => {
      if (!post.published) return;
      for (const [field, , message] of REQUIRED_TO_PUBLISH) {
        const value = post[field];
        if (field === "content" ? !hasText(value) : value === "") context.issues.push({ code: "custom", path: [field], message, input: value });
      }
    }),
  );
export type BlogPostInput = z.output<typeof blogPostSchema>;

/** 'Please fill required fields: Title, Excerpt', from the field errors of a post to publish. */
export function missingFieldsMessage(errors: Partial<Record<string, string>>): string | undefined {
  const missing = REQUIRED_TO_PUBLISH.filter(([field, , message]) => errors[field] === message).map(([, label]) => label);
  return missing.length > 0 ? `Please fill required fields: ${missing.join(", ")}` : undefined;
}
