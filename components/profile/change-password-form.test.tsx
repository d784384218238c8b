import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { jsonResponse } from "@/tests/helpers/json-response";
import { ChangePasswordForm } from "./change-password-form";

// An old error does not stay on screen under the browser's validation bubble.
beforeEach(() => {
  global.fetch = jest.fn(async () =>
    jsonResponse(400, { message: "The current password is not correct." }),
  ) as typeof fetch;
});

test("the server's answer goes when the browser stops the next submit, or when the user types", async () => {
  const user = userEvent.setup();
  render(<ChangePasswordForm />);
  await user.type(screen.getByLabelText("Current password"), "wrong-one");
  await user.type(screen.getByLabelText("New password"), "new-password-1");
  await user.click(screen.getByRole("button", { name: "Change Password" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("The current password is not correct.");
  // The browser's own check refuses an empty field: its bubble is the only message then.
  fireEvent.invalid(screen.getByLabelText("Current password"));
  expect(screen.queryByRole("alert")).toBeNull();

  await user.click(screen.getByRole("button", { name: "Change Password" }));
  expect(await screen.findByRole("alert")).toBeInTheDocument();
  await user.type(screen.getByLabelText("New password"), "2");
  expect(screen.queryByRole("alert")).toBeNull();
});
