import { AppError, isAppError } from "./errors";

// Two bundles may each hold a copy of lib/errors: an error made by one copy must still be an
// AppError to the other (a busy image pool's 503 was taken for a crash).
const otherCopy = (): typeof import("./errors") => {
  let copy!: typeof import("./errors");
  jest.isolateModules(() => {
    copy = jest.requireActual("./errors");
  });
  return copy;
};

it("recognises an AppError made by another copy of the module", () => {
  const other = otherCopy();
  expect(other.AppError).not.toBe(AppError);
  const busy = new other.AppError("unavailable", "The server is busy", { reason: "SERVER_BUSY" });
  expect(isAppError(busy)).toBe(true);
  expect(other.isAppError(new AppError("bad_request", "x"))).toBe(true);
});

it("does not take a plain error, or one that only looks like an AppError, for one", () => {
  expect(isAppError(new Error("boom"))).toBe(false);
  expect(isAppError({ code: "unavailable", message: "busy", status: 503 })).toBe(false);
  expect(isAppError(null)).toBe(false);
  expect(isAppError("busy")).toBe(false);
});
