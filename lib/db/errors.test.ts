import { isUniqueViolation, pgErrorCode, redactError, redactText } from "./errors";

// Shaped like drizzle-orm 0.45's DrizzleQueryError around a pg DatabaseError.
function drizzleUniqueError() {
  const pg = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    code: "23505",
    constraint: "users_email_unique",
    detail: "Key (email)=(ada@example.com) already exists.",
  });
  const hash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$0123456789abcdefABCDEF0123456789abcdefABC";
  return Object.assign(
    new Error(
      `Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ada@example.com,${hash}`,
    ),
    {
      name: "DrizzleQueryError",
      query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
      params: ["ada@example.com", hash],
      cause: pg,
    },
  );
}

describe("database errors", () => {
  it("finds the unique violation on the wrapped driver error (not the outer message)", () => {
    const error = drizzleUniqueError();
    expect(pgErrorCode(error)).toBe("23505");
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error("unique-ish message"))).toBe(false);
  });

  it("a log summary keeps the statement and constraint, never the parameters, hash or e-mail", () => {
    const line = redactError(drizzleUniqueError());
    expect(line).toContain('insert into "users"');
    expect(line).toContain("constraint=users_email_unique");
    expect(line).not.toMatch(/argon2|ada@example\.com|params/);
  });

  it("redacts tokens, keys and JWTs in free text", () => {
    const text = redactText(
      "token=abcdefghijklmnopqrstuvwxyz0123456789ABCD key sk_test_51Habcdefgh eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig",
    );
    expect(text).not.toMatch(/abcdefghijklmnop|sk_test|eyJ/);
  });
});
