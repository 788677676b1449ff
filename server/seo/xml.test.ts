import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { rssXml } from "../feeds/rss";
import { xmlText } from "./xml";

describe("XML text", () => {
  it("escapes markup and drops characters XML cannot hold, so a pasted description never breaks a feed", () => {
    expect(xmlText(`Tom & "Jerry" <b>'s</b>\u0000\u000B`)).toBe("Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s&lt;/b&gt;");
    const feed = rssXml({
      title: "T",
      link: "https://site.test/",
      selfLink: "https://site.test/rss.xml",
      description: "D",
      items: [{ title: "A <script> & \u0007bell", link: "https://site.test/a?x=1&y=2", description: "\u001Fd", publishedAt: new Date(0) }],
    });
    expect(XMLValidator.validate(feed)).toBe(true);
  });
});
