import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RegisterForm, signUpToast } from "./register-form";
import { submitAuth } from "./auth-submit";

jest.mock("./auth-submit", () => ({ submitAuth: jest.fn(async () => true) }));

beforeAll(() => {
  // Radix's checkbox measures itself; jsdom has no ResizeObserver.
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

// The sign-up toast claims a welcome e-mail only when one can leave the server.
test.each([
  [false, /Welcome to Candlewise/, /sent/],
  [true, /we have sent you a welcome message/, /^$/],
])("with an e-mail provider %s the toast reads right", async (emailDelivers, says, never) => {
  const user = userEvent.setup();
  render(<RegisterForm next="/dashboard" emailDelivers={emailDelivers} />);
  await user.type(screen.getByLabelText("Email"), "new.trader@example.com");
  await user.type(screen.getByLabelText("Password"), "test-password-1");
  await user.type(screen.getByLabelText("Confirm Password"), "test-password-1");
  await user.click(screen.getByRole("checkbox"));
  await user.click(screen.getByRole("button", { name: /create account/i }));
  await waitFor(() => expect(submitAuth).toHaveBeenCalled());
  const toast = (submitAuth as jest.Mock).mock.calls.at(-1)[2] as { description: string };
  expect(toast.description).toMatch(says);
  if (!emailDelivers) expect(toast.description).not.toMatch(never);
});

test("the default is the honest one: no provider, no claim", () => {
  expect(signUpToast(false).description).not.toMatch(/e-mail|sent/i);
});
