import { monitorEventLoopDelay } from "node:perf_hooks";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { MalformedEmailError, parseEmail } from "./parse";
import { ParsePool } from "./parse-pool";

/** An HTML mail of `depth` nested <div> around one word, as the hostile mail of issue 23 (two million: 22 MB). */
function nestedHtmlMail(depth: number, subject: string) {
  return Buffer.from(
    [
      "From: Someone <someone@example.com>",
      "To: desk@hotel.test",
      `Subject: ${subject}`,
      "Content-Type: text/html; charset=utf-8",
      "",
      `${"<div>".repeat(depth)}hello${"</div>".repeat(depth)}`,
    ].join("\r\n"),
  );
}

async function mailOfSize(bytes: number, subject: string) {
  const line =
    "We would like to know whether breakfast is included and if late check-in after midnight is possible. ";
  const text = line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from: "guest@example.com", to: "desk@hotel.test", subject, text });
  return info.message as Buffer;
}

describe("reading hostile mail (issue 11)", () => {
  it("drops NUL characters from every part it returns", async () => {
    const raw = [
      `From: =?UTF-8?B?${Buffer.from("Ana\u0000 Lopez").toString("base64")}?= <ana@example.com>`,
      "To: desk@hotel.test",
      `Subject: =?UTF-8?B?${Buffer.from("Late\u0000 arrival").toString("base64")}?=`,
      "Content-Type: text/html; charset=utf-8",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from("<p>We arrive\u0000 at 23:00</p>").toString("base64"),
    ].join("\r\n");
    const parsed = await parseEmail(raw);
    expect(parsed.subject).toBe("Late arrival");
    expect(parsed.from).toEqual({ address: "ana@example.com", name: "Ana Lopez" });
    expect(parsed.text).toBe("We arrive at 23:00");
    expect(JSON.stringify(parsed)).not.toContain("\\u0000");
  });

  it("reads a 20 MB mail without holding the caller's thread (no tick delayed 300 ms)", async () => {
    const raw = await mailOfSize(20 * 1024 * 1024, "Big question");
    await parseEmail(await mailOfSize(300 * 1024, "warm-up")); // the parsing thread starts once
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const parsed = await parseEmail(raw);
    delay.disable();
    expect(parsed.subject).toBe("Big question");
    expect(parsed.text.length).toBe(20 * 1024 * 1024);
    expect(delay.max / 1e6).toBeLessThan(300);
  });

  it("refuses the 20 MB mail of two million nested <div> as unreadable instead of reading it for minutes", async () => {
    const raw = nestedHtmlMail(2_000_000, "Nested");
    expect(raw.length).toBeGreaterThan(20 * 1024 * 1024);
    await expect(parseEmail(raw)).rejects.toThrow(MalformedEmailError);
    await expect(parseEmail(raw)).rejects.toThrow(/HTML is larger than 8 MB/);
  });

  it("reads a mail of 200,000 nested <div> under the size budget: its text is kept, the markup past 256 levels dropped", async () => {
    // Before the nesting bound this took minutes (the HTML parser's cost grows with the depth of every tag).
    const parsed = await parseEmail(nestedHtmlMail(200_000, "Deep but small"));
    expect(parsed.subject).toBe("Deep but small");
    expect(parsed.text).toBe("hello");
    expect(parsed.html?.match(/<div>/g)?.length).toBe(256);
  });
});

describe("the mail-reading threads (issue 23: mail never waits behind one mail)", () => {
  it("reads other mail while one is over its time budget, refuses that one as unreadable, and replaces its thread", async () => {
    const pool = new ParsePool({ size: 2, timeBudgetMs: 500 });
    try {
      // Warm both threads, so the order below is decided by the mails, not by the threads' start.
      const small = await mailOfSize(300 * 1024, "warm-up");
      await Promise.all([pool.parse(small), pool.parse(small)]);
      expect(pool.started).toBe(2);
      const order: string[] = [];
      // 38 MB of text takes seconds to decode: far over half a second, under the 40 MB read at all.
      const slow = pool.parse(await mailOfSize(38 * 1024 * 1024, "Slow")).then(
        () => order.push("slow read"),
        (error: Error) => {
          order.push(error instanceof MalformedEmailError ? "slow unreadable" : `slow: ${error.message}`);
          return error;
        },
      );
      const normal = pool.parse(await mailOfSize(300 * 1024, "Normal")).then((m) => {
        order.push(`read ${m.subject}`);
      });
      await Promise.all([slow, normal]);
      expect(order).toEqual(["read Normal", "slow unreadable"]);
      expect(String(await slow)).toMatch(/took longer than 0.5 seconds/);
      // The stuck thread was terminated; the next mail gets a new one.
      expect((await pool.parse(await mailOfSize(300 * 1024, "After"))).subject).toBe("After");
      expect(pool.started).toBe(3);
    } finally {
      await pool.close();
    }
  });
});
