import { groupOf, mergeClasses } from "./merge-classes";
import { cn } from "./cn";

describe("mergeClasses", () => {
  it.each([
    // a component's own classes, then the caller's override
    ["inline-flex h-10 px-4 py-2 text-sm", "h-14 text-base", "inline-flex px-4 py-2 h-14 text-base"],
    [
      "rounded-md border border-border bg-card p-6",
      "p-0 bg-transparent",
      "rounded-md border border-border p-0 bg-transparent",
    ],
    ["text-sm text-muted-foreground", "text-xs", "text-muted-foreground text-xs"],
    ["text-sm text-muted-foreground", "text-destructive-text", "text-sm text-destructive-text"],
    ["px-2 pt-1 pb-3", "p-4", "p-4"],
    ["p-4", "px-2", "p-4 px-2"],
    ["h-10 w-10", "size-8", "size-8"],
    ["flex flex-col gap-2", "grid gap-4", "flex-col grid gap-4"],
    ["shadow-sm", "shadow-none", "shadow-none"],
    ["rounded-md", "rounded-t-none", "rounded-md rounded-t-none"],
    ["rounded-t-md", "rounded-xl", "rounded-xl"],
    ["border", "border-2 border-primary", "border-2 border-primary"],
    ["font-medium", "font-semibold font-mono", "font-semibold font-mono"],
    ["min-h-0 h-5", "h-auto", "min-h-0 h-auto"],
    ["mt-2", "-mt-1", "-mt-1"],
    ["overflow-x-auto", "overflow-hidden", "overflow-hidden"],
  ])("%s + %s -> %s", (own, override, merged) => {
    expect(mergeClasses(`${own} ${override}`)).toBe(merged);
  });

  it("keeps variants apart: a hover colour does not replace the plain one", () => {
    expect(mergeClasses("bg-primary hover:bg-primary/90 bg-secondary")).toBe("hover:bg-primary/90 bg-secondary");
    expect(mergeClasses("sm:px-6 px-4 md:px-8 sm:px-2")).toBe("px-4 md:px-8 sm:px-2");
    expect(mergeClasses("[&_svg]:size-4 size-6 [&_svg]:size-5")).toBe("size-6 [&_svg]:size-5");
  });

  it("keeps important classes apart from plain ones", () => {
    expect(mergeClasses("h-4 h-6!")).toBe("h-4 h-6!");
    expect(mergeClasses("!h-4 !h-6")).toBe("!h-6");
  });

  it("keeps classes it does not know (never drops them) and removes exact repeats", () => {
    expect(mergeClasses("sr-only tabular-nums translate-x-2 translate-x-4")).toBe(
      "sr-only tabular-nums translate-x-2 translate-x-4",
    );
    expect(mergeClasses("animate-pulse animate-pulse")).toBe("animate-pulse");
  });

  it("tells text sizes, colours and alignment apart", () => {
    expect(groupOf("text-2xl")).toBe("text-size");
    expect(groupOf("text-[13px]")).toBe("text-size");
    expect(groupOf("text-center")).toBe("text-align");
    expect(groupOf("text-primary-foreground")).toBe("text-color");
    expect(groupOf("border-transparent")).toBe("border-color");
    expect(groupOf("border-t-2")).toBe("border-width-t");
    expect(groupOf("pointer-events-none")).toBe("pointer-events");
    expect(groupOf("min-h-dvh")).toBe("min-h");
  });

  it("cn joins conditionals like clsx, then merges", () => {
    const active = true;
    expect(cn("px-4 text-sm", active && "text-lg", { hidden: false, "font-bold": true })).toBe(
      "px-4 text-lg font-bold",
    );
  });
});
