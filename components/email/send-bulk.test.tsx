import { toast } from "@/lib/client/use-toast";
import { sendBulk } from "./send-bulk";
import { jsonResponse } from "@/tests/helpers/json-response";

jest.mock("@/lib/client/use-toast", () => ({ toast: jest.fn() }));
const toastMock = toast as jest.Mock;

const ok = { recipients: ["a@example.com", "b@example.com"], subject: "Hi", content: "Hello" };

describe("sending a bulk e-mail from the dashboard (spec part 2, sections 5 and 8)", () => {
  beforeEach(() => toastMock.mockClear());

  it("asks for subject and content before anything else, then for recipients, without calling the server", async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    expect(await sendBulk({ recipients: [], subject: " ", content: "" })).toBe(false);
    expect(toastMock).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: "Please provide both subject and email content", variant: "destructive" }),
    );
    expect(await sendBulk({ recipients: [], subject: "Hi", content: "Hello" })).toBe(false);
    expect(toastMock).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: "Please select at least one user to send email to" }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears the form only when nothing failed", async () => {
    globalThis.fetch = jest.fn(async () =>
      jsonResponse(200, {
        success: true,
        sent: 2,
        total: 2,
        failed: [],
        skipped: 0,
        queued: 0,
        outboxOnly: false,
        message: "Sent 2 of 2 e-mails",
      }),
    );
    expect(await sendBulk(ok)).toBe(true);
    expect(toastMock).toHaveBeenLastCalledWith({
      title: "Emails Sent",
      description: "Sent 2 of 2 e-mails",
      variant: "default",
    });

    globalThis.fetch = jest.fn(async () =>
      jsonResponse(200, {
        success: true,
        sent: 1,
        total: 2,
        failed: [{ email: "b@example.com", reason: "x" }],
        skipped: 0,
        queued: 0,
        outboxOnly: false,
        message: "Sent 1 of 2 e-mails, 1 failed",
      }),
    );
    expect(await sendBulk(ok)).toBe(false);
    expect(toastMock).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: "Sent 1 of 2 e-mails, 1 failed" }),
    );
  });

  it("says the e-mails are queued, not sent, when no e-mail provider is configured", async () => {
    globalThis.fetch = jest.fn(async () =>
      jsonResponse(200, {
        success: true,
        sent: 2,
        total: 2,
        failed: [],
        skipped: 0,
        queued: 0,
        outboxOnly: true,
        message: "Saved 2 of 2 e-mails to the outbox (no e-mail provider is configured)",
      }),
    );
    expect(await sendBulk(ok)).toBe(true);
    expect(toastMock).toHaveBeenLastCalledWith({
      title: "Queued: no e-mail provider is configured",
      description: "Saved 2 of 2 e-mails to the outbox (no e-mail provider is configured)",
      variant: "default",
    });
  });

  it("says 'Email Send Failed' with the message, or 'All emails failed to send'", async () => {
    globalThis.fetch = jest.fn(async () =>
      jsonResponse(200, { success: false, sent: 0, total: 2, failed: [], message: "" }),
    );
    expect(await sendBulk(ok)).toBe(false);
    expect(toastMock).toHaveBeenLastCalledWith({
      title: "Email Send Failed",
      description: "All emails failed to send",
      variant: "destructive",
    });

    globalThis.fetch = jest.fn(async () =>
      jsonResponse(429, { message: "You can send one bulk e-mail per minute. Please wait 40 seconds and try again." }),
    );
    await sendBulk(ok);
    expect(toastMock).toHaveBeenLastCalledWith({
      title: "Email Send Failed",
      description: "You can send one bulk e-mail per minute. Please wait 40 seconds and try again.",
      variant: "destructive",
    });
  });

  it("says 'Email Send Error' / 'Failed to send bulk emails' when the request itself breaks", async () => {
    globalThis.fetch = jest.fn(async () => Promise.reject(new TypeError("network down")));
    expect(await sendBulk(ok)).toBe(false);
    expect(toastMock).toHaveBeenLastCalledWith({
      title: "Email Send Error",
      description: "Failed to send bulk emails",
      variant: "destructive",
    });
    globalThis.fetch = jest.fn(async () =>
      jsonResponse(500, { message: "Something went wrong on our side. Please try again." }),
    );
    await sendBulk(ok);
    expect(toastMock).toHaveBeenLastCalledWith({
      title: "Email Send Error",
      description: "Failed to send bulk emails",
      variant: "destructive",
    });
  });
});
