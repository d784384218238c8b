import {
  LOGIN_PASSWORD_MAX_LENGTH,
  loginSchema,
  registerFormSchema,
  registerSchema,
  toRegisterInput,
  type RegisterFormValues,
} from "./schemas";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0].message;
const form: RegisterFormValues = {
  fullName: "",
  username: "",
  email: "ada@example.com",
  password: "secret1",
  confirmPassword: "secret1",
  termsAccepted: true,
};

describe("login form rules", () => {
  it("asks for both fields", () => {
    expect(firstMessage(loginSchema.safeParse({ email: "", password: "x" }))).toBe("Please fill in all fields");
    expect(firstMessage(loginSchema.safeParse({ email: "a@b.co", password: "" }))).toBe("Please fill in all fields");
    expect(loginSchema.safeParse({ email: " a@b.co ", password: "x" }).success).toBe(true);
  });

  it("refuses a password longer than any the app lets anyone set, before reading it", () => {
    const at = (n: number) => loginSchema.safeParse({ email: "a@b.co", password: "p".repeat(n) });
    expect(at(LOGIN_PASSWORD_MAX_LENGTH).success).toBe(true);
    expect(firstMessage(at(LOGIN_PASSWORD_MAX_LENGTH + 1))).toBe("Password is too long");
    expect(firstMessage(at(1024 * 1024))).toBe("Password is too long");
    expect(firstMessage(loginSchema.safeParse({ email: "a@b.co", password: `${"p".repeat(2000)}\u0000` }))).toBe(
      "Password is too long",
    );
  });
});

describe("register form rules, in the spec's order", () => {
  it.each<[Partial<RegisterFormValues>, string]>([
    [{ email: "" }, "Please fill in all required fields"],
    [{ confirmPassword: "" }, "Please fill in all required fields"],
    // terms before mismatch, mismatch before length
    [
      { termsAccepted: false, confirmPassword: "other" },
      "You must accept the Terms of Service and Privacy Policy to create an account",
    ],
    [{ password: "123", confirmPassword: "456" }, "Passwords do not match"],
    [{ password: "123", confirmPassword: "123" }, "Password must be at least 6 characters"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
  ])("%o -> %s", (change, message) => {
    expect(firstMessage(registerFormSchema.safeParse({ ...form, ...change }))).toBe(message);
  });

  it("accepts a complete form, and the body it sends passes the handler's schema", () => {
    expect(registerFormSchema.safeParse(form).success).toBe(true);
    const body = toRegisterInput(form);
    expect(body.termsAcceptedAt).toEqual(expect.any(String));
    expect(registerSchema.parse(body)).toEqual({
      email: "ada@example.com",
      password: "secret1",
      termsAccepted: true,
      fullName: undefined,
      username: undefined,
    });
  });
});
