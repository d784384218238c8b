import { buildAuthConfig } from "@/lib/auth/auth-config";
import { authErrorLine, printable } from "@/lib/auth/auth-log";
import { getDb } from "@/lib/db/client";
import { useTestDb } from "../helpers/db";

useTestDb();

describe("Auth.js log lines", () => {
  it("keep printable ASCII and write every other character as \\uXXXX, cut to 300", () => {
    expect(printable("a\u0000b\ud800c\u001b[2J")).toBe("a\\u0000b\\ud800c\\u001b[2J");
    expect(printable("x".repeat(1000))).toHaveLength(303);
  });

  it("an error from a malformed body is logged without its raw bytes or stack", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const cause = new SyntaxError('Unexpected token "\u0000", "\u0000\uFEFF{\u0000"... is not valid JSON');
      const failure = Object.assign(new Error("Unknown action. Read more at https://errors.authjs.dev#unknownaction"), {
        name: "UnknownAction",
        cause: { err: cause },
      });
      const config = buildAuthConfig(await getDb(), null);
      config.logger!.error!(failure as never);
      const printed = error.mock.calls.flat().map(String).join(" ");
      expect(printed).not.toMatch(/[\u0000-\u001f\u007f-\uffff]/);
      expect(printed).toContain("UnknownAction");
      expect(printed).toContain("\\u0000");
      expect(printed).not.toContain("    at ");
      expect(authErrorLine("plain")).toBe("plain");
    } finally {
      error.mockRestore();
    }
  });
});
