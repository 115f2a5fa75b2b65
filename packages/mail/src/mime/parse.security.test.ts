import { monitorEventLoopDelay } from "node:perf_hooks";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { parseEmail } from "./parse";

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
});
