import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { PAGE_FORM_MAX_BYTES } from "@/lib/http/form-post";

const BOUNDARY = "----candlewise";
const post = (path: string, body: string, type = `multipart/form-data; boundary=${BOUNDARY}`) =>
  new NextRequest(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { host: "localhost:3000", "content-type": type },
    body,
  });
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

describe("multipart posts to pages (what Next reads as a possible server action)", () => {
  it("one that cannot be read is a 400 from the proxy, never the framework's 500", async () => {
    for (const broken of [
      "not a multipart body",
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated`,
      part("x", "1"), // no closing boundary
    ]) {
      const res = await proxy(post("/", broken));
      expect(res.status).toBe(400);
      expect(await res.text()).toBe("Bad request: the form could not be read\n");
    }
    expect((await proxy(post("/login", "garbage", "multipart/form-data"))).status).toBe(400);
  });

  it("one over the server-action size is a 413", async () => {
    const big = part("x", "y".repeat(PAGE_FORM_MAX_BYTES)) + `--${BOUNDARY}--\r\n`;
    expect((await proxy(post("/", big))).status).toBe(413);
  });

  it("a readable form, a form to an API route and other posts go on to Next", async () => {
    const form = part("next", "/dashboard") + `--${BOUNDARY}--\r\n`;
    for (const res of [
      await proxy(post("/login", form)),
      await proxy(post("/", "a=1", "application/x-www-form-urlencoded")),
    ])
      expect(res.headers.get("x-middleware-next")).toBe("1");
    expect((await proxy(post("/api/analyses", "garbage"))).status).not.toBe(400);
  });
});
