/**
 * A fixed set of searches as creative professionals type them (tasks, not
 * product names, and misspellings), each with the tools a person would want
 * near the top. The search integration test requires a good tool in the
 * first five for each; `npm run bench:search` reports recall at 5 over all.
 * When the catalogue gains a tool that is a right answer, it joins the list.
 */
export interface SearchExpectation {
  query: string;
  /** Tools any of which is a right answer. */
  expected: string[];
}

const TRANSCRIPTION = ["otter-ai", "rev", "trint", "sonix", "happy-scribe", "turboscribe", "descript", "macwhisper", "notta", "transkriptor", "temi", "amberscript", "aiko", "superwhisper", "reduct", "simon-says", "speechmatics", "assemblyai", "deepgram", "amazon-transcribe"];
const BACKGROUND_REMOVAL = ["remove-bg", "photoroom", "clipdrop", "pixian-ai", "picwish", "clipping-magic", "slazzer", "erase-bg", "removal-ai", "photoscissors", "pixelcut", "cutout-pro", "bria", "autoretouch", "backgroundremover"];
const UPSCALING = ["topaz-photo-ai", "magnific-ai", "lets-enhance", "upscayl", "bigjpg", "remini", "vanceai", "upscale-media", "icons8-smart-upscaler", "aiarty-image-enhancer", "myheritage-photo-enhancer", "hotpot-ai"];
const VOICEOVER = ["elevenlabs", "murf-ai", "wellsaid-labs", "lovo", "speechify", "cartesia", "resemble-ai", "typecast", "narakeet", "naturalreader", "fish-audio", "google-cloud-text-to-speech", "hume-ai"];
const PRESENTATIONS = ["gamma", "beautiful-ai", "pitch", "decktopus", "plus-ai", "presentations-ai", "slidebean", "slidesai", "magicslides", "prezi", "slidesgo", "visme", "storydoc"];
const LOGOS = ["looka", "brandmark", "logoai", "tailor-brands", "logo-diffusion", "wix-logo-maker", "design-com", "turbologo", "logo-com", "designs-ai", "fiverr-logo-maker"];

export const SEARCH_QUERY_SET: SearchExpectation[] = [
  { query: "transcribe an interview", expected: TRANSCRIPTION },
  { query: "speech to text", expected: TRANSCRIPTION },
  { query: "remove background from product photo", expected: BACKGROUND_REMOVAL },
  { query: "upscale an old photo", expected: UPSCALING },
  { query: "restore damaged family photos", expected: ["remini", "myheritage-photo-enhancer", "vanceai", "lets-enhance", "topaz-photo-ai", "hotpot-ai", "aiarty-image-enhancer", "cutout-pro"] },
  { query: "voiceover for an explainer video", expected: VOICEOVER },
  { query: "mockup for packaging", expected: ["kittl", "recraft", "freepik", "adobe-photoshop", "photopea", "pebblely", "flair-ai", "ideogram", "playground", "logoai", "pacdora"] },
  { query: "logo for my bakery", expected: LOGOS },
  { query: "meeting notes", expected: ["otter-ai", "fireflies-ai", "fathom", "granola", "tl-dv", "meetgeek", "read-ai", "supernormal", "sembly-ai", "jamie", "bluedot", "circleback", "tactiq", "grain"] },
  { query: "subtitles for reels", expected: ["captions", "submagic", "zeemo", "subly", "kapwing", "veed", "capcut", "matesub", "subtitlebee", "zubtitle", "opus-clip", "vizard"] },
  { query: "turn long videos into short clips", expected: ["opus-clip", "vizard", "klap", "submagic", "gling", "kapwing", "autopod", "capcut", "reduct", "grain"] },
  { query: "pitch deck", expected: PRESENTATIONS },
  { query: "dub a video into spanish", expected: ["rask-ai", "heygen", "elevenlabs", "dubverse", "camb-ai", "deepdub", "vozo", "synthesia", "captions", "akool", "sync"] },
  { query: "background music for youtube", expected: ["soundraw", "mubert", "beatoven-ai", "aiva", "suno", "udio", "soundful", "loudly", "boomy", "stable-audio"] },
  { query: "clean up podcast audio", expected: ["adobe-podcast", "auphonic", "cleanvoice-ai", "izotope-rx", "descript", "krisp", "podcastle", "alitu", "riverside", "adobe-audition"] },
  { query: "interior design room makeover", expected: ["interior-ai", "roomgpt", "reimaginehome", "homestyler", "planner-5d", "mnml-ai", "lookx-ai", "arkoai", "promeai"] },
  { query: "floor plan", expected: ["maket", "planner-5d", "finch", "testfit", "homestyler", "archicad", "vectorworks"] },
  { query: "3d model from text", expected: ["meshy", "tripo", "csm", "hyper3d-rodin", "sloyd", "kaedim", "hunyuan3d", "spline", "womp", "zoo-text-to-cad", "trellis"] },
  { query: "virtual try-on for clothing", expected: ["fashn", "the-new-black", "botika", "raspberry-ai", "resleeve", "cala", "style3d"] },
  { query: "schedule instagram posts", expected: ["buffer", "later", "hootsuite", "planoly", "sprout-social", "metricool", "socialbee", "publer", "loomly", "sendible", "socialpilot", "vista-social", "agorapulse", "tailwind", "planable", "contentstudio", "predis-ai", "emplifi"] },
  { query: "seo blog articles", expected: ["surfer-seo", "frase", "clearscope", "neuronwriter", "marketmuse", "scalenut", "koala-ai", "article-forge", "semrush", "writesonic", "seo-writing-ai", "brandwell", "search-atlas"] },
  { query: "talking avatar presenter", expected: ["heygen", "synthesia", "d-id", "colossyan", "elai-io", "deepbrain-ai", "tavus", "vidnoz", "hedra", "akool", "argil", "synthesys", "wondershare-virbo", "sadtalker"] },
  // Misspellings: every word, not only names.
  { query: "transcibe intervew", expected: TRANSCRIPTION },
  { query: "backgrund remover", expected: BACKGROUND_REMOVAL },
  { query: "upscal imges", expected: UPSCALING },
  { query: "presentaton slides", expected: PRESENTATIONS },
  { query: "midjurney", expected: ["midjourney"] },
  { query: "adobe firfly", expected: ["adobe-firefly"] },
];

/**
 * Searches for a kind of tool, not a tool, each with the market leaders a person means by it: the
 * search quality test wants the first three results to be among them, and the niche tools after.
 */
export const GENERIC_TASK_SET: SearchExpectation[] = [
  { query: "text to image", expected: ["midjourney", "adobe-firefly", "ideogram", "flux", "stable-diffusion", "leonardo-ai", "chatgpt"] },
  { query: "ai image generator", expected: ["midjourney", "adobe-firefly", "ideogram", "flux", "stable-diffusion", "leonardo-ai", "chatgpt"] },
  { query: "ai video editor", expected: ["capcut", "adobe-premiere-pro", "davinci-resolve", "final-cut-pro", "veed", "descript", "opus-clip"] },
  { query: "text to video", expected: ["runway", "sora", "kling-ai", "luma-dream-machine", "pika", "hailuo-ai", "google-flow"] },
  { query: "write marketing copy", expected: ["copy-ai", "jasper", "rytr", "anyword", "writesonic", "chatgpt"] },
  { query: "remove background from photo", expected: ["remove-bg", "photoroom", "clipdrop", "pixelcut", "canva", "adobe-express"] },
  { query: "logo", expected: ["looka", "brandmark", "tailor-brands", "design-com", "canva"] },
  { query: "text to speech", expected: ["elevenlabs", "murf-ai", "speechify", "wellsaid-labs"] },
  { query: "ai music generator", expected: ["suno", "udio", "aiva", "soundraw"] },
  { query: "upscale image", expected: ["topaz-photo-ai", "magnific-ai", "lets-enhance", "upscayl"] },
  { query: "presentation maker", expected: ["gamma", "beautiful-ai", "pitch", "prezi", "canva"] },
  { query: "website builder", expected: ["wix", "squarespace", "framer", "webflow", "durable"] },
  { query: "grammar checker", expected: ["grammarly", "quillbot", "deepl-write", "languagetool"] },
  { query: "meeting notes", expected: ["otter-ai", "fireflies-ai", "fathom", "granola"] },
  { query: "email marketing", expected: ["mailchimp", "klaviyo", "beehiiv", "kit"] },
  { query: "photo editor", expected: ["adobe-photoshop", "adobe-lightroom", "capture-one", "luminar-neo", "picsart", "photopea", "canva"] },
];

/** Share of the expected tools among the first five results (of at most five that could be expected). */
export function recallAtFive(expected: string[], found: string[]): number {
  const top = new Set(found.slice(0, 5));
  return expected.filter((slug) => top.has(slug)).length / Math.min(5, expected.length);
}
