import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sharedDataDir } from "../testing/shared-data";
import { MalformedEmailError, parseEmail } from "./parse";

const corpus = join(sharedDataDir(), "spamassassin-sample");
const folders = readdirSync(corpus, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const files = folders.flatMap((folder) =>
  readdirSync(join(corpus, folder))
    .filter((f) => f.endsWith(".eml"))
    .map((f) => ({ folder, path: join(corpus, folder, f) })),
);

describe("real-world mail (SpamAssassin public corpus)", () => {
  it("has the whole sample to read", () => {
    expect(files.length).toBe(506);
  });

  it("parses every message, each with a sender and a subject or a body", async () => {
    const problems: string[] = [];
    for (const file of files) {
      try {
        const mail = await parseEmail(readFileSync(file.path));
        if (!mail.from?.address) problems.push(`${file.path}: no sender`);
        if (!mail.subject && !mail.text) problems.push(`${file.path}: neither subject nor body`);
      } catch (error) {
        problems.push(`${file.path}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("filters every mailing-list message as automated", async () => {
    let listMail = 0;
    for (const file of files) {
      const raw = readFileSync(file.path, "latin1");
      const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
      if (!/^(List-Id|List-Unsubscribe|Precedence:\s*(bulk|list|junk))/im.test(head)) continue;
      listMail += 1;
      const mail = await parseEmail(readFileSync(file.path));
      expect(mail.automated, file.path).not.toBeNull();
    }
    expect(listMail).toBeGreaterThan(100);
  });
});

const mime = (lines: string[]) => Buffer.from(lines.join("\r\n"));

describe("parsing one message", () => {
  it("reads an HTML-only message in ISO-8859-1 with an attachment, listing the attachment and keeping no script", async () => {
    const mail = await parseEmail(
      mime([
        "From: =?ISO-8859-1?Q?Andr=E9_M=FCller?= <andre@gasthof-example.de>",
        "To: Info <info@hotel-example.com>",
        "Subject: =?ISO-8859-1?Q?Fr=FChst=FCck?=",
        "Message-ID: <abc123@gasthof-example.de>",
        "Date: Tue, 03 Jun 2025 09:15:00 +0200",
        "MIME-Version: 1.0",
        'Content-Type: multipart/mixed; boundary="b1"',
        "",
        "--b1",
        "Content-Type: text/html; charset=ISO-8859-1",
        "Content-Transfer-Encoding: quoted-printable",
        "",
        '<p>Gibt es Fr=FChst=FCck ab 6 Uhr?</p><script>alert(1)</script><img src=3D"http://track.example/x.gif">',
        "--b1",
        'Content-Type: application/pdf; name="booking.pdf"',
        'Content-Disposition: attachment; filename="booking.pdf"',
        "Content-Transfer-Encoding: base64",
        "",
        "JVBERi0xLjQKJcfsj6IK",
        "--b1--",
        "",
      ]),
    );
    expect(mail.from).toEqual({ address: "andre@gasthof-example.de", name: "André Müller" });
    expect(mail.subject).toBe("Frühstück");
    expect(mail.text).toBe("Gibt es Frühstück ab 6 Uhr?");
    expect(mail.html).toContain("Frühstück");
    expect(mail.html).not.toMatch(/script|track\.example|<img/);
    expect(mail.attachments).toEqual([{ filename: "booking.pdf", contentType: "application/pdf", size: 15 }]);
    expect(mail.messageId).toBe("<abc123@gasthof-example.de>");
    expect(mail.automated).toBeNull();
  });

  it("keeps threading headers and reads only the new part of a reply", async () => {
    const mail = await parseEmail(
      mime([
        "From: Ana Lopez <ana@example.com>",
        "To: info@hotel-example.com",
        "Subject: Re: Your booking",
        "Message-ID: <r2@example.com>",
        "In-Reply-To: <r1@hotel-example.com>",
        "References: <r0@example.com> <r1@hotel-example.com>",
        "",
        "Yes, please add a baby cot.",
        "",
        "Thanks,",
        "Ana",
        "",
        "On Mon, Jun 2, 2025 at 10:00 AM Hotel <info@hotel-example.com> wrote:",
        "> Would you like anything else for your stay?",
        "",
      ]),
    );
    expect(mail.inReplyTo).toBe("<r1@hotel-example.com>");
    expect(mail.references).toEqual(["<r0@example.com>", "<r1@hotel-example.com>"]);
    expect(mail.newContent).toContain("Yes, please add a baby cot.");
    expect(mail.newContent).not.toContain("Would you like anything else");
    expect(mail.text).toContain("Would you like anything else");
  });

  it("cuts an Outlook-style quoted original", async () => {
    const mail = await parseEmail(
      mime([
        "From: guest@example.com",
        "Subject: RE: parking",
        "",
        "Is the garage open at night?",
        "",
        "From: Hotel Info <info@hotel-example.com>",
        "Sent: Monday, June 2, 2025 10:00",
        "To: guest@example.com",
        "Subject: parking",
        "",
        "Parking costs 20 EUR per night.",
      ]),
    );
    expect(mail.newContent).toBe("Is the garage open at night?");
  });

  it("marks auto-replies, bounces and no-reply senders as automated", async () => {
    const autoReply = await parseEmail(
      mime(["From: a@example.com", "Auto-Submitted: auto-replied", "Subject: Out of office", "", "Away"]),
    );
    expect(autoReply.automated).toBe("auto-submitted");
    const notAuto = await parseEmail(
      mime(["From: a@example.com", "Auto-Submitted: no", "Subject: Hi", "", "Hello"]),
    );
    expect(notAuto.automated).toBeNull();
    const bounce = await parseEmail(
      mime([
        "From: MAILER-DAEMON@mx.example.com",
        'Content-Type: multipart/report; report-type=delivery-status; boundary="x"',
        "Subject: Undelivered Mail",
        "",
        "--x",
        "Content-Type: text/plain",
        "",
        "failed",
        "--x--",
      ]),
    );
    expect(bounce.automated).toBe("delivery-report");
    const noReply = await parseEmail(
      mime(["From: no-reply@booking-example.com", "Subject: Confirmation", "", "Booked"]),
    );
    expect(noReply.automated).toBe("no-reply-sender");
  });

  it("says clearly when the input is not an email at all", async () => {
    await expect(parseEmail(Buffer.alloc(0))).resolves.toMatchObject({ from: null, text: "" });
    await expect(parseEmail("\u0000\u0001garbage without headers")).resolves.toMatchObject({ from: null });
    expect(new MalformedEmailError("x")).toBeInstanceOf(Error);
  });
});
