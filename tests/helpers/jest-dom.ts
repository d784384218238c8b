import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// findBy*/waitFor give up after 1 s by default. In `npm test` the UI files share two cores with
// the build's end-to-end lane, and a Radix dialog's first render has taken longer than that (CI
// failed on "Unable to find role=dialog"). A wait that succeeds returns as soon as the element is
// there, so the longer limit costs nothing when the machine is quiet.
configure({ asyncUtilTimeout: 10_000 });
