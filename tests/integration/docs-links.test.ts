import fs from "node:fs";
import path from "node:path";

// The README is the page a newcomer reads first: it stays short, and every page it (or any page
// under docs/) links to exists, so a moved or renamed file breaks the suite instead of the reader.
const ROOT = path.resolve(__dirname, "../..");
const README_MAX_LINES = 200;

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith(".md") ? [full] : [];
  });
}

/** Relative link targets of a markdown text, code blocks and code spans left out. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
  const inline = [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
  const references = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]);
  return [...inline, ...references].filter((target) => !/^([a-z][a-z0-9+.-]*:|#)/i.test(target));
}

const pages = [path.join(ROOT, "README.md"), ...markdownFiles(path.join(ROOT, "docs"))];

test(`README.md is at most ${README_MAX_LINES} lines`, () => {
  const lines = fs.readFileSync(path.join(ROOT, "README.md"), "utf8").trimEnd().split("\n").length;
  expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
});

test("the link reader finds relative links only, outside code", () => {
  const text = [
    "[a](docs/a.md) [b](./b.md#part) ![c](img/c.png) [web](https://example.com) [top](#top)",
    "`[code](not/a/link.md)`",
    "```",
    "[fenced](not/a/link.md)",
    "```",
    '[ref]: docs/ref.md "title"',
  ].join("\n");
  expect(relativeLinks(text)).toEqual(["docs/a.md", "./b.md#part", "img/c.png", "docs/ref.md"]);
});

test("every npm script the README names exists in package.json", () => {
  const scripts = Object.keys(JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts);
  const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
  const named = [...readme.matchAll(/npm run ([\w:*-]+)/g)].map((m) => m[1]);
  const unknown = named.filter((name) => {
    const pattern = new RegExp(`^${name.replace(/\*/g, ".+")}$`);
    return !scripts.some((script) => pattern.test(script));
  });
  expect(named.length).toBeGreaterThan(0);
  expect(unknown).toEqual([]);
});

test.each(pages.map((p) => [path.relative(ROOT, p), p]))("every relative link in %s points to a file", (_, page) => {
  const missing = relativeLinks(fs.readFileSync(page, "utf8"))
    .map((target) => decodeURIComponent(target.split("#")[0].split("?")[0]))
    .filter((file) => file !== "" && !fs.existsSync(path.resolve(path.dirname(page), file)));
  expect(missing).toEqual([]);
});
