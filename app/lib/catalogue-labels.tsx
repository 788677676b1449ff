/**
 * The catalogue pages' words for facts, prices, platforms, tasks, orders, filters and changes, in the
 * page's language. The English lists they mirror (tool-facts.ts, tool-search-params.ts,
 * public-changes.ts) stay as they are for the admin pages, the API, the feeds and the e-mails.
 */
import { Fragment, type ReactNode } from "react";
import * as m from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { baseLocale } from "./i18n";
import { entryOf } from "./records";
import type { ChangeWords, PublicChangeGroup, PublicChangeKind } from "./public-changes";
import { factWords, labelOfUseCase, platformLabel, type FactDefinition, type TOOL_FACTS } from "./tool-facts";
import type { FLAG_FILTERS, SORT_OPTIONS } from "./tool-search-params";

/**
 * The `lang` of a text kept in its original language (names, descriptions, features from the
 * catalogue): nothing on English pages, "en" on the others so screen readers read it as English.
 */
export const originalLang = (): "en" | undefined => (getLocale() === baseLocale ? undefined : "en");

const SLOT = "\u241f";

/** A placeholder's stand-in, for a message whose value is an element: see `withSlots`. */
export const slot = (name: string) => `${SLOT}${name}${SLOT}`;

/** A message given `slot(name)` for some values, with those values put back as elements. */
export function withSlots(message: string, nodes: Record<string, ReactNode>): ReactNode {
  return message.split(new RegExp(`${SLOT}(\\w+)${SLOT}`)).map((part, index) => <Fragment key={index}>{index % 2 === 1 ? nodes[part] : part}</Fragment>);
}

/** A number as the page's language writes it. */
export const formatCount = (value: number) => new Intl.NumberFormat(getLocale()).format(value);

type SortValue = (typeof SORT_OPTIONS)[number]["value"];
const SORT_LABELS: Record<SortValue, () => string> = {
  "": m.catalogue_sort_best,
  notable: m.catalogue_sort_notable,
  newest: m.catalogue_sort_newest,
  name: m.catalogue_sort_name,
  favourites: m.catalogue_sort_favourites,
  rating: m.catalogue_sort_rating,
  price: m.catalogue_sort_price,
};
export const sortLabel = (value: SortValue) => SORT_LABELS[value]();

type FlagKey = (typeof FLAG_FILTERS)[number]["key"];
const FLAG_LABELS: Record<FlagKey, () => string> = {
  freeTier: m.catalogue_flag_free,
  openSource: m.catalogue_flag_open_source,
  commercialUse: m.catalogue_flag_commercial,
  commercialFreePlan: m.catalogue_flag_commercial_free_plan,
  commercialPaidPlans: m.catalogue_flag_commercial_paid_plans,
  noWatermark: m.catalogue_flag_no_watermark,
  noCard: m.catalogue_flag_no_card,
  noTraining: m.catalogue_flag_no_training,
};
export const flagLabel = (key: FlagKey) => FLAG_LABELS[key]();

const PRICING_LABELS: Record<string, () => string> = {
  Free: m.catalogue_pricing_free,
  Freemium: m.catalogue_pricing_freemium,
  Paid: m.catalogue_pricing_paid,
  Subscription: m.catalogue_pricing_subscription,
  "One-time Payment": m.catalogue_pricing_one_time,
};
/** A pricing model ("Freemium") as the page's language says it; the stored value stays the filter's value. */
export const pricingLabel = (model: string) => PRICING_LABELS[model]?.() ?? model;

// The other platforms are products, named the same in every language.
const PLATFORM_LABELS: Record<string, () => string> = {
  web: m.catalogue_platform_web,
  "browser-extension": m.catalogue_platform_browser_extension,
  figma: m.catalogue_platform_figma,
  canva: m.catalogue_platform_canva,
  jetbrains: m.catalogue_platform_jetbrains,
};
export const platformName = (slug: string) => PLATFORM_LABELS[slug]?.() ?? platformLabel(slug) ?? slug;

const USE_CASE_LABELS: Record<string, () => string> = {
  "generate-images": m.catalogue_task_generate_images,
  "edit-photos": m.catalogue_task_edit_photos,
  "remove-backgrounds": m.catalogue_task_remove_backgrounds,
  "upscale-images": m.catalogue_task_upscale_images,
  "restore-photos": m.catalogue_task_restore_photos,
  "headshots": m.catalogue_task_headshots,
  "product-photos": m.catalogue_task_product_photos,
  "mockups": m.catalogue_task_mockups,
  "social-graphics": m.catalogue_task_social_graphics,
  "logo-design": m.catalogue_task_logo_design,
  "brand-identity": m.catalogue_task_brand_identity,
  "ui-design": m.catalogue_task_ui_design,
  "wireframes-prototypes": m.catalogue_task_wireframes_prototypes,
  "illustration": m.catalogue_task_illustration,
  "concept-art": m.catalogue_task_concept_art,
  "vector-graphics": m.catalogue_task_vector_graphics,
  "patterns-textures": m.catalogue_task_patterns_textures,
  "3d-models": m.catalogue_task_3d_models,
  "character-animation": m.catalogue_task_character_animation,
  "motion-graphics": m.catalogue_task_motion_graphics,
  "generate-video": m.catalogue_task_generate_video,
  "edit-video": m.catalogue_task_edit_video,
  "short-clips": m.catalogue_task_short_clips,
  "subtitles": m.catalogue_task_subtitles,
  "avatars-presenters": m.catalogue_task_avatars_presenters,
  "dubbing": m.catalogue_task_dubbing,
  "screen-recording": m.catalogue_task_screen_recording,
  "compose-music": m.catalogue_task_compose_music,
  "sound-effects": m.catalogue_task_sound_effects,
  "voiceover": m.catalogue_task_voiceover,
  "voice-cloning": m.catalogue_task_voice_cloning,
  "clean-audio": m.catalogue_task_clean_audio,
  "transcribe": m.catalogue_task_transcribe,
  "podcast-production": m.catalogue_task_podcast_production,
  "write-articles": m.catalogue_task_write_articles,
  "write-copy": m.catalogue_task_write_copy,
  "proofread": m.catalogue_task_proofread,
  "rewrite": m.catalogue_task_rewrite,
  "scripts-stories": m.catalogue_task_scripts_stories,
  "translate": m.catalogue_task_translate,
  "summarise": m.catalogue_task_summarise,
  "social-posts": m.catalogue_task_social_posts,
  "schedule-posts": m.catalogue_task_schedule_posts,
  "seo": m.catalogue_task_seo,
  "email-campaigns": m.catalogue_task_email_campaigns,
  "ad-creatives": m.catalogue_task_ad_creatives,
  "lead-capture": m.catalogue_task_lead_capture,
  "market-research": m.catalogue_task_market_research,
  "build-websites": m.catalogue_task_build_websites,
  "presentations": m.catalogue_task_presentations,
  "meeting-notes": m.catalogue_task_meeting_notes,
  "automate-workflows": m.catalogue_task_automate_workflows,
  "research": m.catalogue_task_research,
  "chat-assistant": m.catalogue_task_chat_assistant,
  "build-agents": m.catalogue_task_build_agents,
  "write-code": m.catalogue_task_write_code,
  "knowledge-base": m.catalogue_task_knowledge_base,
  "interior-design": m.catalogue_task_interior_design,
  "architecture-renders": m.catalogue_task_architecture_renders,
  "floor-plans": m.catalogue_task_floor_plans,
  "fashion-design": m.catalogue_task_fashion_design,
  "product-design": m.catalogue_task_product_design,
};
export const taskLabel = (slug: string) => USE_CASE_LABELS[slug]?.() ?? labelOfUseCase(slug) ?? slug;

/** The facts a visitor reads by name (those with a row on the tool page): each must have its message here, or the type check fails. */
type VisitorFactKey = Extract<(typeof TOOL_FACTS)[number], { row: true }>["key"];
const FACT_LABELS: Record<VisitorFactKey, () => string> = {
  freeTier: m.catalogue_fact_free_tier,
  startingPrice: m.catalogue_fact_starting_price,
  openSource: m.catalogue_fact_open_source,
  selfHostable: m.catalogue_fact_self_hostable,
  commercialFree: m.catalogue_fact_commercial_free,
  commercialPaid: m.catalogue_fact_commercial_paid,
  trainsOnContent: m.catalogue_fact_trains_on_content,
  freeWatermark: m.catalogue_fact_free_watermark,
  freeCardRequired: m.catalogue_fact_free_card_required,
  freeAllowance: m.catalogue_fact_free_allowance,
};
/** A fact's name as a visitor reads it (publicLabel in the page's language). */
export const factLabel = (definition: FactDefinition) => entryOf(FACT_LABELS, definition.key)?.() ?? definition.publicLabel ?? definition.label;

const CHOICE_LABELS: Record<string, () => string> = {
  allowed: m.catalogue_fact_allowed,
  restricted: m.catalogue_fact_restricted,
  "not-allowed": m.catalogue_fact_not_allowed,
  "no-free-plan": m.catalogue_fact_no_free_plan,
  unknown: m.catalogue_unknown,
};
const TRAINING_LABELS: Record<string, () => string> = { yes: m.catalogue_fact_trains_yes, no: m.catalogue_fact_no, unknown: m.catalogue_unknown };
const YES_NO_LABELS: Record<string, () => string> = { yes: m.catalogue_fact_yes, no: m.catalogue_fact_no, unknown: m.catalogue_unknown };

const yesNoUnknown = (value: boolean | null) => (value === null ? m.catalogue_unknown() : value ? m.catalogue_fact_yes() : m.catalogue_fact_no());

/** A choice's value ("restricted") as a visitor reads it. */
function choiceWords(definition: FactDefinition, value: string): string {
  const labels = definition.key === "trainsOnContent" ? TRAINING_LABELS : definition.key === "freeWatermark" || definition.key === "freeCardRequired" ? YES_NO_LABELS : CHOICE_LABELS;
  return labels[value]?.() ?? (definition.kind === "choice" ? definition.labels[value] : undefined) ?? value;
}

/** A fact as a visitor reads it beside its name, in the page's language: "Unknown" when not on record; a free tool has no paid plan. */
export function factText(definition: FactDefinition, tool: Partial<Record<string, unknown>> & { pricing: string }): string {
  const value = tool[definition.key];
  // A tool that is free has no paid plan to price or to set terms for.
  if ((definition.key === "startingPrice" && value === null) || (definition.key === "commercialPaid" && value === "unknown"))
    return tool.pricing === "Free" ? m.catalogue_fact_no_paid_plan() : m.catalogue_unknown();
  if (value === null || value === undefined) return m.catalogue_unknown();
  if (value === "") return definition.kind === "yesNo" ? m.catalogue_unknown() : m.catalogue_fact_none();
  if (definition.kind === "yesNo" && typeof value === "boolean") return yesNoUnknown(value);
  if (definition.kind === "choice") return choiceWords(definition, String(value));
  if (definition.kind === "slugs") {
    const name = definition.vocabulary === "useCases" ? taskLabel : platformName;
    return (Array.isArray(value) ? value.map(String) : String(value).split(", ")).map(name).join(", ");
  }
  return factWords(definition, value);
}

const GROUP_LABELS: Record<PublicChangeGroup, () => string> = {
  tools: m.catalogue_group_tools,
  prices: m.catalogue_group_prices,
  terms: m.catalogue_group_terms,
  discontinued: m.catalogue_group_discontinued,
  links: m.catalogue_group_links,
  courses: m.catalogue_group_courses,
  articles: m.catalogue_group_articles,
};
export const changeGroupLabel = (group: PublicChangeGroup) => GROUP_LABELS[group]();

const LINK_LABELS: Record<string, () => string> = { website: m.catalogue_link_website, pricing: m.catalogue_link_pricing, terms: m.catalogue_link_terms };
/** A tool's link by its kind ("pricing page"), as in LINK_NAMES. */
export const linkName = (kind: string) => LINK_LABELS[kind]?.() ?? m.catalogue_link_other();

const arrow = (before: string, after: string) => `${before} → ${after}`;
const yesNo = (value: string | null) => yesNoUnknown(value === null ? null : value === "true");
const factName = (key: VisitorFactKey) => FACT_LABELS[key]();

/** changeWords (public-changes.ts) in the page's language. */
export function changeWordsIn(change: { kind: PublicChangeKind; before: string | null; after: string | null }): ChangeWords {
  const { before, after } = change;
  switch (change.kind) {
    case "tool-added":
      return { what: m.catalogue_change_added() };
    case "price":
      return { what: factName("startingPrice"), fromTo: arrow(before ?? "", after ?? "") };
    case "pricing-model":
      return { what: m.catalogue_change_pricing(), fromTo: arrow(before ? pricingLabel(before) : "", after ? pricingLabel(after) : "") };
    case "free-plan":
      return { what: factName("freeTier"), fromTo: arrow(yesNo(before), yesNo(after)) };
    case "commercial-free":
    case "commercial-paid": {
      const label = (value: string | null) => (value === null ? "" : (CHOICE_LABELS[value]?.() ?? value));
      return { what: factName(change.kind === "commercial-free" ? "commercialFree" : "commercialPaid"), fromTo: arrow(label(before), label(after)) };
    }
    case "training": {
      const label = (value: string | null) => (value === null ? "" : (TRAINING_LABELS[value]?.() ?? value));
      return { what: factName("trainsOnContent"), fromTo: arrow(label(before), label(after)) };
    }
    case "discontinued":
      return { what: m.catalogue_change_discontinued() };
    case "link-dead":
      return { what: m.catalogue_change_link_dead({ link: linkName(after ?? "") }) };
    case "link-back":
      return { what: m.catalogue_change_link_back({ link: linkName(after ?? "") }) };
    case "course-added":
      return { what: m.catalogue_change_new_course() };
    case "article-added":
      return { what: m.catalogue_change_new_article() };
  }
}

const REPORT_REASON_LABELS: Record<string, () => string> = {
  "Broken link": m.catalogue_report_broken_link,
  "Wrong price": m.catalogue_report_wrong_price,
  Discontinued: m.catalogue_report_discontinued,
  "Wrong category": m.catalogue_report_wrong_category,
  Other: m.catalogue_report_other,
};
/** A reason to report a listing, as the page's language says it; the form still sends the English value. */
export const reportReasonLabel = (reason: string) => REPORT_REASON_LABELS[reason]?.() ?? reason;
