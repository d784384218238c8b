import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { buttonVariants } from "./button";
import { mergeClasses } from "@/lib/ui/merge-classes";

// The oracle: for every class list written in components/ and app/, on its own and after each
// Button variant and size (the base a className most often overrides), mergeClasses keeps the
// same classes tailwind-merge would. tailwind-merge stays a test dependency only.
const ROOT = path.resolve(__dirname, "../..");

function classLiterals(): Set<string> {
  const literals = new Set<string>();
  for (const dir of ["components", "app"])
    for (const file of readdirSync(path.join(ROOT, dir), { recursive: true }) as string[]) {
      if (!file.endsWith(".tsx")) continue;
      const src = readFileSync(path.join(ROOT, dir, file), "utf8");
      for (const m of src.matchAll(/className="([^"]+)"/g)) literals.add(m[1]);
      for (const m of src.matchAll(/cn\(\s*"([^"]+)"/g)) literals.add(m[1]);
    }
  return literals;
}

const sorted = (classes: string) => classes.split(" ").sort().join(" ");

it("keeps what tailwind-merge keeps for every class list in the app", () => {
  const literals = classLiterals();
  expect(literals.size).toBeGreaterThan(300);
  const bases = [""];
  for (const variant of ["default", "destructive", "outline", "secondary", "ghost", "link"] as const)
    for (const size of ["default", "sm", "lg", "icon"] as const) bases.push(buttonVariants({ variant, size }));
  const differences: string[] = [];
  for (const base of bases)
    for (const literal of literals) {
      const input = `${base} ${literal}`;
      if (sorted(mergeClasses(input)) !== sorted(twMerge(input)))
        differences.push(`${input}\n  tailwind-merge: ${twMerge(input)}\n  mergeClasses:   ${mergeClasses(input)}`);
    }
  expect(differences).toEqual([]);
});
