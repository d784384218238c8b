// The one production build of `npm test` (scripts/test.sh), shared by the three-server lane
// (standalone output, `node server.js`, scripts/multi-instance.ts --reuse-build) and the
// end-to-end lane (`next start` on the same folder, E2E_PREBUILT=1). Built with the end-to-end
// server's variables, as playwright.config.ts would build it; both lanes set their own at run time.
// The folder is MULTI_DIST_DIR, which must equal E2E_DIST_DIR (scripts/test.sh sets both).
import { E2E_SERVER_ENV } from "../playwright.config";
import { buildStandalone, DIST } from "./multi/servers";

if (E2E_SERVER_ENV.NEXT_DIST_DIR !== DIST) {
  console.error(`E2E_DIST_DIR (${E2E_SERVER_ENV.NEXT_DIST_DIR}) and MULTI_DIST_DIR (${DIST}) must name one folder`);
  process.exit(2);
}
Object.assign(process.env, E2E_SERVER_ENV);
const ms = buildStandalone();
console.log(`production build (${DIST}): ${(ms / 1000).toFixed(0)} s`);
