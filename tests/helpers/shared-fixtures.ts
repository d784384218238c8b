import { existsSync } from "node:fs";
import path from "node:path";

// Data recorded or collected by other projects (Yahoo answers, chart screenshots, price history)
// belongs to its authors and stays in ../shared/fixtures beside the checkout; it is read from
// there and never committed here. CI lays the same folder beside its clone.

export const SHARED_FIXTURES = path.resolve(process.cwd(), "..", "shared", "fixtures");

/** The shared fixture folder `name`, or an error that names the folder the tests expected. */
export function sharedFixtureDir(name: string): string {
  const dir = path.join(SHARED_FIXTURES, name);
  if (!existsSync(dir)) {
    throw new Error(
      `Shared test data not found: ${dir}. These recorded files are read from ../shared/fixtures/${name} ` +
        "beside the project checkout (they belong to their authors and are not committed here).",
    );
  }
  return dir;
}
