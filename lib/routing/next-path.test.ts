import { safeNext, withWelcome } from "./next-path";

describe("safeNext", () => {
  it.each([
    ["/profile", "/profile"],
    ["/analysis/1?x=2", "/analysis/1?x=2"],
    [null, "/"],
    ["https://evil.example/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
  ])("%s -> %s", (input, out) => expect(safeNext(input)).toBe(out));
});

describe("withWelcome", () => {
  it.each([
    ["/", "/?welcome=1"],
    ["/analysis/1?x=2", "/analysis/1?x=2&welcome=1"],
    ["/profile#top", "/profile?welcome=1#top"],
  ])("%s -> %s", (input, out) => expect(withWelcome(input)).toBe(out));
});
