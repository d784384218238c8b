#!/usr/bin/env bash
# The whole test suite: lint and format, types, unit + integration on embedded PGlite, the integration tests again
# on the real PostgreSQL at 127.0.0.1:5432, three production servers sharing one PostgreSQL and
# Redis (scripts/multi-instance.ts), then end-to-end in Chromium.
#
# A lane whose service does not answer is skipped and counted as skipped in the closing summary
# (with the number of tests it would have run); under CI (CI=true) a missing PostgreSQL or Redis
# fails the run instead, so a green CI always means every lane ran.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/jest-*.json test-results/postgres-files.json test-results/playwright.json test-results/lanes.txt test-results/multi-instance.json test-results/e2e.log
status=0
export NODE_OPTIONS=--experimental-vm-modules
lane() { echo "$1 $2 ${3:-}" >>test-results/lanes.txt; } # name ran|skipped|failed [why]
# A step that fails says so by name and exit code, so a red run names its cause even when the
# runner's own report is green (its closing line below counts tests, not exit codes).
failed_steps=()
# Seconds each lane took, printed before the closing summary (the end-to-end lane runs beside others).
durations=()
t_last=$SECONDS
took() { durations+=("$1 $((SECONDS - t_last)) s"); t_last=$SECONDS; }
step_failed() { echo "!! $1 exited $2"; failed_steps+=("$1 exited $2"); status=1; }
# Jest exits 1 with every test passed when a test file logged after it finished ("Cannot log after
# tests are done") or touched the module system after teardown: its report then says success.
jest_failed() {
  step_failed "$1" "$2"
  node -e "process.exit(require('./'+process.argv[1]).success?0:1)" "$3" 2>/dev/null &&
    echo "!! every test passed: look above for 'Cannot log after tests are done' or 'torn down' (a timer or promise outlived its test file)"
}

PG_URL=${TEST_PG_URL:-postgres://postgres@127.0.0.1:5432/test}
REDIS_URL_FOR_TESTS=${TEST_REDIS_URL:-redis://127.0.0.1:6379}
pg_up=0; redis_up=0
node -e "const {Client}=require('pg');const c=new Client({connectionString:process.argv[1],connectionTimeoutMillis:2000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$PG_URL" 2>/dev/null && pg_up=1
node -e "const u=new URL(process.argv[1]);const s=require('net').connect(Number(u.port||6379),u.hostname);s.setTimeout(2000,()=>process.exit(1));s.on('error',()=>process.exit(1));s.on('connect',()=>s.write('PING\r\n'));s.on('data',d=>process.exit(String(d).startsWith('+PONG')?0:1))" "$REDIS_URL_FOR_TESTS" 2>/dev/null && redis_up=1
# Tests that need Redis read this while Jest collects them (tests/helpers/services.ts).
if [ $redis_up = 1 ]; then export TEST_REDIS=up; else export TEST_REDIS=down; fi
if [ $pg_up = 1 ]; then export TEST_PG=up; else export TEST_PG=down; fi
if [ "${CI:-}" = "true" ]; then
  [ $pg_up = 1 ] || { echo "!! CI: PostgreSQL does not answer at $PG_URL: the PostgreSQL lane cannot run"; lane postgres failed "PostgreSQL not reachable under CI"; status=1; }
  [ $redis_up = 1 ] || { echo "!! CI: Redis does not answer at $REDIS_URL_FOR_TESTS: the Redis tests cannot run"; lane redis failed "Redis not reachable under CI"; status=1; }
fi
[ $redis_up = 1 ] || lane redis skipped "Redis not reachable at $REDIS_URL_FOR_TESTS"

# The production build rewrites tsconfig.json once it has compiled (scripts/next-build.mjs puts it
# back), so that one file is format-checked before the build starts; the rest of the tree is
# checked beside the build. eslint and tsc read tsconfig.json as they start, long before the build
# gets there.
echo "== format (prettier): tsconfig.json"
npx prettier --check tsconfig.json --log-level warn || step_failed prettier $?

# One production build for the three-server and end-to-end lanes (scripts/test-build.ts), made while
# format, lint and the typecheck run beside it; each prints its output when it ends, under its own
# heading.
export MULTI_DIST_DIR=.next-test E2E_DIST_DIR=.next-test
npx prettier --check . '!tsconfig.json' --log-level warn >test-results/prettier.log 2>&1 &
prettier_pid=$!
npx eslint . --max-warnings=0 >test-results/eslint.log 2>&1 &
eslint_pid=$!
npx tsc --noEmit >test-results/tsc.log 2>&1 &
tsc_pid=$!
build_pid=
if { [ $pg_up = 1 ] && [ $redis_up = 1 ]; } || [ "${SKIP_E2E:-}" != "1" ]; then
  rm -rf .next-test
  (unset NODE_OPTIONS && exec npx tsx scripts/test-build.ts) >test-results/build.log 2>&1 &
  build_pid=$!
fi
finish() { # name pid log heading; returns the step's exit code
  wait "$2"
  local rc=$?
  echo "== $4"
  cat "$3"
  [ $rc = 0 ] || step_failed "$1" $rc
  return $rc
}
finish prettier $prettier_pid test-results/prettier.log "format (prettier)"
finish eslint $eslint_pid test-results/eslint.log "lint (eslint, with the import boundaries)"
finish tsc $tsc_pid test-results/tsc.log "typecheck"
build_ok=1
[ -z "$build_pid" ] || finish build $build_pid test-results/build.log "production build (three-server and end-to-end lanes)" || build_ok=0
took "prettier, eslint, tsc and the build"

# The end-to-end lane spends most of its time waiting on pages and requests, so it runs beside the
# Jest and three-server lanes rather than after them; its output goes to test-results/e2e.log and
# is printed when it ends. It uses PGlite folders and ports of its own (playwright.config.ts), the
# three-server lane free ports and Redis database 11, the Jest lanes a database per test file.
e2e_pid=
if [ "${SKIP_E2E:-}" = "1" ]; then
  lane e2e skipped "SKIP_E2E=1"
elif [ $build_ok = 0 ]; then
  lane e2e failed "the production build failed"
else
  echo "== end-to-end (Chromium) started beside the lanes below (test-results/e2e.log)"
  e2e_started=$SECONDS
  (unset NODE_OPTIONS && E2E_PREBUILT=1 exec npx playwright test) >test-results/e2e.log 2>&1 &
  e2e_pid=$!
  # Interrupted, the run stops its end-to-end lane too (Playwright then stops its servers).
  trap '[ -z "$e2e_pid" ] || kill "$e2e_pid" 2>/dev/null; exit 130' INT TERM
fi

echo "== unit and integration (PGlite)"
npx jest --ci --json --outputFile=test-results/jest-pglite.json || jest_failed "jest (PGlite)" $? test-results/jest-pglite.json
took "jest (PGlite)"

if [ $pg_up = 1 ]; then
  echo "== integration (PostgreSQL at $PG_URL): the test files that use the database (tests/helpers/db.ts)"
  TEST_DATABASE_URL=$PG_URL npx jest --ci --selectProjects server --findRelatedTests tests/helpers/db.ts --json --outputFile=test-results/jest-postgres.json || jest_failed "jest (PostgreSQL)" $? test-results/jest-postgres.json
  lane postgres ran
  took "jest (PostgreSQL)"
else
  echo "== PostgreSQL not reachable at $PG_URL: PostgreSQL lane skipped"
  # For the summary's count of the tests that lane would have run.
  npx jest --listTests --findRelatedTests tests/helpers/db.ts --json >test-results/postgres-files.json 2>/dev/null
  lane postgres skipped "PostgreSQL not reachable at $PG_URL"
fi

if [ $build_ok = 0 ]; then
  lane multi-instance failed "the production build failed"
elif [ $pg_up = 1 ] && [ $redis_up = 1 ]; then
  echo "== three production servers on one PostgreSQL and Redis"
  unset NODE_OPTIONS
  MULTI_PG_URL=$PG_URL MULTI_REDIS_URL=$REDIS_URL_FOR_TESTS npx tsx scripts/multi-instance.ts --reuse-build --json test-results/multi-instance.json || step_failed multi-instance $?
  export NODE_OPTIONS=--experimental-vm-modules
  lane multi-instance ran
  took multi-instance
else
  echo "== PostgreSQL or Redis not reachable: multi-instance lane skipped"
  lane multi-instance skipped "needs PostgreSQL and Redis"
fi

if [ -n "$e2e_pid" ]; then
  wait "$e2e_pid"
  e2e_rc=$?
  e2e_pid=
  echo "== end-to-end (Chromium), run beside the lanes above"
  cat test-results/e2e.log
  [ $e2e_rc = 0 ] || step_failed playwright $e2e_rc
  lane e2e ran
  durations+=("e2e $((SECONDS - e2e_started)) s (beside the Jest and three-server lanes)")
fi

lane_times=$(printf '%s, ' "${durations[@]}")
echo "lane times: ${lane_times%, }; total ${SECONDS} s"
node scripts/test-summary.mjs || step_failed summary $?
# Again at the very end: a log's tail is often all a reader gets.
for f in "${failed_steps[@]}"; do echo "!! failed step: $f"; done
exit $status
