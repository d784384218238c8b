import { escapeHtml, renderEmail } from "./layout";

describe("the e-mail layout", () => {
  it("escapes everything the admin typed: no HTML of theirs reaches a mail client", () => {
    const { html, text } = renderEmail("<b>Hi</b>", `<img src=x onerror="alert(1)"> & 'quotes'`);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;quotes&#39;");
    expect(html).not.toContain("<img");
    expect(html).toContain("<title>&lt;b&gt;Hi&lt;/b&gt;</title>");
    expect(text).toBe(`<img src=x onerror="alert(1)"> & 'quotes'`);
  });

  it("keeps paragraphs and line breaks, and makes only http(s) links clickable", () => {
    const { html } = renderEmail("s", "One\ntwo\n\nSee https://example.com/a?b=1&c=2 or javascript:alert(1)");
    expect(html).toContain("One<br>two</p>");
    expect(html).toContain(
      '<a href="https://example.com/a?b=1&amp;c=2" style="color:#2563eb">https://example.com/a?b=1&amp;c=2</a>',
    );
    expect(html).not.toContain('href="javascript');
  });

  it("a link cannot break out of its attribute", () => {
    const { html } = renderEmail("s", 'https://example.com/"><script>x</script>');
    expect(html).not.toContain("<script>");
    expect(html).toContain('href="https://example.com/"');
  });

  it("adds the unsubscribe footer to both parts only when given a link", () => {
    expect(renderEmail("s", "t").text).toBe("t");
    const withLink = renderEmail("s", "t", "https://app.test/unsubscribe?token=a.b.c");
    expect(withLink.text).toContain("Unsubscribe: https://app.test/unsubscribe?token=a.b.c");
    expect(withLink.html).toContain('href="https://app.test/unsubscribe?token=a.b.c"');
    expect(escapeHtml(`"'<>&`)).toBe("&quot;&#39;&lt;&gt;&amp;");
  });
});
