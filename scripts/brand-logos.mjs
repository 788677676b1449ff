// Copies the brand marks the catalogue names (data/catalogue/tools.json "logo") from their npm
// packages into public/brand-logos/, so the site serves them itself (the CSP stays 'self').
// Runs before every build and dev start. Licences: simple-icons and @iconify-json/logos are CC0-1.0,
// @lobehub/icons-static-svg and @iconify-json/devicon are MIT; the marks themselves remain their
// owners' trademarks (docs/decisions/0004-finding-tools.md).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const out = path.join(root, "public/brand-logos");

// Read from node_modules directly: neither package exports its icon files as modules.
const packages = {
  "simple-icons": path.join(root, "node_modules/simple-icons"),
  lobehub: path.join(root, "node_modules/@lobehub/icons-static-svg"),
  logos: path.join(root, "node_modules/@iconify-json/logos"),
  devicon: path.join(root, "node_modules/@iconify-json/devicon"),
};
/** Iconify's packages hold every mark in one icons.json: a body each, and its size or the set's. */
const iconifySets = new Map();
function iconifySvg(pack, name) {
  if (!iconifySets.has(pack)) iconifySets.set(pack, JSON.parse(readFileSync(path.join(packages[pack], "icons.json"), "utf8")));
  const set = iconifySets.get(pack);
  const icon = set.icons[name];
  if (!icon) throw new Error(`${pack} has no mark named ${name}`);
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}">${icon.body}</svg>`;
}
const simpleIconColours = new Map(
  JSON.parse(readFileSync(path.join(packages["simple-icons"], "data/simple-icons.json"), "utf8")).map((icon) => [icon.slug, icon.hex]),
);

/** The SVG for a mark: simple-icons ship one path in black, so it gets the brand's own colour. */
function brandSvg(mark) {
  const [pack, file] = mark.split("/");
  if (pack === "logos" || pack === "devicon") return iconifySvg(pack, file.replace(/\.svg$/, ""));
  const source = path.join(packages[pack], "icons", file);
  let svg = readFileSync(source, "utf8");
  if (pack === "simple-icons") {
    const hex = simpleIconColours.get(file.replace(/\.svg$/, ""));
    svg = svg.replace("<svg ", `<svg fill="#${hex ?? "111111"}" `);
  } else {
    // Lobe's monochrome marks draw in currentColor, which is black in an <img>; size comes from the page.
    svg = svg.replace(/ (height|width)="1em"/g, "").replace(/ style="[^"]*"/, "");
  }
  return svg;
}

const tools = JSON.parse(readFileSync(path.join(root, "data/catalogue/tools.json"), "utf8"));
rmSync(out, { recursive: true, force: true });
let copied = 0;
for (const tool of tools) {
  if (!tool.logo) continue;
  const target = path.join(out, tool.logo);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, brandSvg(tool.logo));
  copied++;
}
console.log(`Brand logos: ${copied} of ${tools.length} tools have their mark in public/brand-logos.`);
