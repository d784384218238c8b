// A small Tailwind class merger: when two classes set the same thing (under the same variants),
// the later one wins, so `<Button className="h-14">` replaces the button's own `h-10`.
//
// tailwind-merge does this for every utility Tailwind has, and its tables weighed on every page's
// first load (docs/decisions/light-pages.md). This knows the groups this code base overrides; a class it
// does not recognise is simply kept (both stay, as with clsx alone), never dropped.

type Group = string;

const DISPLAY = new Set([
  "block",
  "inline-block",
  "inline",
  "flex",
  "inline-flex",
  "grid",
  "inline-grid",
  "hidden",
  "table",
  "table-cell",
  "table-row",
  "contents",
  "flow-root",
  "list-item",
]);
const POSITION = new Set(["static", "fixed", "absolute", "relative", "sticky"]);
const VISIBILITY = new Set(["visible", "invisible", "collapse"]);
const TEXT_SIZES = /^text-(xs|sm|base|lg|[2-9]?xl|\[[\d.]+(px|rem|em)\])$/;
const TEXT_ALIGN = /^text-(left|center|right|justify|start|end)$/;
const FONT_WEIGHTS = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const FONT_FAMILIES = /^font-(sans|serif|mono)$/;
const TEXT_TRANSFORM = new Set(["uppercase", "lowercase", "capitalize", "normal-case"]);
const TEXT_DECORATION = new Set(["underline", "overline", "line-through", "no-underline"]);
const TEXT_OVERFLOW = new Set(["truncate", "text-ellipsis", "text-clip"]);
const FONT_STYLE = new Set(["italic", "not-italic"]);
const BORDER_STYLES = /^border-(solid|dashed|dotted|double|hidden|none)$/;
const BORDER_WIDTH = /^border(-(\d+|\[[^\]]+px\]))?$/;
const BORDER_SIDE_WIDTH = /^border-([xytrblse])(-(\d+|\[[^\]]+\]))?$/;
const SHADOW_SIZES = /^shadow(-(2xs|xs|sm|md|lg|xl|2xl|inner|none))?$/;
const RING_WIDTH = /^ring(-(\d+|inset))?$/;
const ROUNDED = /^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|full|\[[^\]]+\]))?$/;
const ROUNDED_SIDE = /^rounded-(t|r|b|l|s|e|tl|tr|br|bl|ss|se|ee|es)(-|$)/;
const BG_NON_COLOR =
  /^bg-(cover|contain|auto|center|top|bottom|left|right|fixed|local|scroll|repeat|no-repeat|repeat-x|repeat-y|clip-.*|origin-.*|linear-.*|radial.*|conic.*|gradient-.*|none)$/;

// Utilities named `<prefix>-<value>` whose prefix alone is the group.
const PREFIX_GROUPS = [
  "min-w",
  "max-w",
  "min-h",
  "max-h",
  "size",
  "w",
  "h",
  "p",
  "px",
  "py",
  "pt",
  "pr",
  "pb",
  "pl",
  "ps",
  "pe",
  "m",
  "mx",
  "my",
  "mt",
  "mr",
  "mb",
  "ml",
  "ms",
  "me",
  "gap-x",
  "gap-y",
  "gap",
  "space-x",
  "space-y",
  "inset-x",
  "inset-y",
  "inset",
  "top",
  "right",
  "bottom",
  "left",
  "z",
  "items",
  "justify",
  "self",
  "content",
  "place-items",
  "place-content",
  "grid-cols",
  "grid-rows",
  "col-span",
  "row-span",
  "col-start",
  "col-end",
  "order",
  "basis",
  "leading",
  "tracking",
  "whitespace",
  "break",
  "opacity",
  "cursor",
  "overflow-x",
  "overflow-y",
  "overflow",
  "pointer-events",
  "select",
  "object",
  "aspect",
  "duration",
  "ease",
  "delay",
  "animate",
  "transition",
  "ring-offset",
  "underline-offset",
  "line-clamp",
  "fill",
  "stroke",
  "list",
  "align",
  "shrink",
  "grow",
  "scroll-m",
  "scroll-mt",
  "scroll-p",
].sort((a, b) => b.length - a.length); // longest first: "min-w" before "w", "gap-x" before "gap"

/** Which group a utility (without variants) belongs to; null when it is not one we merge. */
export function groupOf(utility: string): Group | null {
  const u = utility.startsWith("-") ? utility.slice(1) : utility; // -mt-2 is in mt
  if (DISPLAY.has(u)) return "display";
  if (POSITION.has(u)) return "position";
  if (VISIBILITY.has(u)) return "visibility";
  if (TEXT_TRANSFORM.has(u)) return "text-transform";
  if (TEXT_DECORATION.has(u)) return "text-decoration";
  if (TEXT_OVERFLOW.has(u)) return "text-overflow";
  if (FONT_STYLE.has(u)) return "font-style";
  if (u === "grow" || u === "grow-0") return "grow";
  if (u === "shrink" || u === "shrink-0") return "shrink";
  if (/^flex-(row|col)(-reverse)?$/.test(u)) return "flex-direction";
  if (/^flex-(wrap|nowrap|wrap-reverse)$/.test(u)) return "flex-wrap";
  if (/^flex-(\d+|auto|initial|none|\[.+\])$/.test(u)) return "flex";
  if (u === "transition") return "transition";
  if (TEXT_SIZES.test(u)) return "text-size";
  if (TEXT_ALIGN.test(u)) return "text-align";
  if (u.startsWith("text-")) return "text-color";
  if (FONT_WEIGHTS.test(u)) return "font-weight";
  if (FONT_FAMILIES.test(u)) return "font-family";
  if (u.startsWith("bg-")) return BG_NON_COLOR.test(u) ? null : "bg-color";
  if (BORDER_STYLES.test(u)) return "border-style";
  if (BORDER_WIDTH.test(u)) return "border-width";
  const side = BORDER_SIDE_WIDTH.exec(u);
  if (side) return `border-width-${side[1]}`;
  if (u.startsWith("border-")) return "border-color";
  if (SHADOW_SIZES.test(u)) return "shadow";
  if (u.startsWith("shadow-")) return "shadow-color";
  if (/^outline(-(none|solid|dashed|dotted|double|hidden))?$/.test(u)) return "outline-style";
  if (/^outline-(\d+|\[[^\]]+px\])$/.test(u)) return "outline-width";
  if (u.startsWith("outline-offset-")) return "outline-offset";
  if (u.startsWith("outline-")) return "outline-color";
  if (RING_WIDTH.test(u)) return "ring-width";
  if (u.startsWith("ring-offset-")) return /^ring-offset-\d+$/.test(u) ? "ring-offset-width" : "ring-offset-color";
  if (u.startsWith("ring-")) return "ring-color";
  if (ROUNDED.test(u)) return "rounded";
  const corner = ROUNDED_SIDE.exec(u);
  if (corner) return `rounded-${corner[1]}`;
  for (const prefix of PREFIX_GROUPS) if (u.startsWith(`${prefix}-`)) return prefix;
  return null;
}

// A later shorthand also replaces the longhands before it: `p-4` after `px-2 pt-1` leaves `p-4`.
// (line-clamp sets display and overflow itself.)
const LONGHANDS: Record<Group, Group[]> = {
  "line-clamp": ["display", "overflow", "overflow-x", "overflow-y"],
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  overflow: ["overflow-x", "overflow-y"],
  "border-width": ["x", "y", "t", "r", "b", "l", "s", "e"].map((s) => `border-width-${s}`),
  rounded: ["t", "r", "b", "l", "s", "e", "tl", "tr", "br", "bl", "ss", "se", "ee", "es"].map((s) => `rounded-${s}`),
};

/** Splits `md:hover:!px-4` into its variants (`md:hover:`), importance and utility. */
function parse(className: string): { variants: string; important: boolean; utility: string } {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) cut = i + 1;
  }
  let utility = className.slice(cut);
  let important = false;
  if (utility.startsWith("!")) [important, utility] = [true, utility.slice(1)];
  else if (utility.endsWith("!")) [important, utility] = [true, utility.slice(0, -1)];
  return { variants: className.slice(0, cut), important, utility };
}

// The same few hundred class lists are merged on every render: remember the answers.
const CACHE_LIMIT = 1000;
const cache = new Map<string, string>();

/** Joins class strings, the later class winning where two set the same thing. */
export function mergeClasses(classList: string): string {
  const known = cache.get(classList);
  if (known !== undefined) return known;
  const merged = merge(classList);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(classList, merged);
  return merged;
}

function merge(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i];
    const { variants, important, utility } = parse(className);
    const group = groupOf(utility);
    if (group === null) {
      if (!kept.includes(className)) kept.push(className);
      continue;
    }
    const scope = `${variants}${important ? "!" : ""}`;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const longhand of LONGHANDS[group] ?? []) taken.add(scope + longhand);
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
