import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { actionRequested, beforeSignOff, isAutomaticReply, isProviderMail } from "../decide/reading";

const files = readdirSync(new URL(".", import.meta.url))
  .filter((name) => name.endsWith(".json"))
  .map((name) => [name, JSON.parse(readFileSync(new URL(name, import.meta.url), "utf8"))] as const);

describe("the language files", () => {
  it.each(files)("%s names its language and writes its patterns as the folded text reads", (name, file) => {
    expect(`${file.language}.json`).toBe(name);
    for (const [kind, fragments] of Object.entries<string[]>(file.patterns ?? {})) {
      for (const fragment of fragments) {
        // Each fragment is a regular expression of its own, over text in lower case without accents.
        expect(() => new RegExp(fragment), `${kind}: ${fragment}`).not.toThrow();
        expect(fragment, `${kind}: ${fragment}`).not.toMatch(/[A-Z\u00c0-\u017f]/);
        // Questions are split where one of these starts: a capturing group would come back as a piece of the mail.
        if (kind === "questionStart" || kind === "compoundJoin")
          expect(fragment, `${kind}: ${fragment}`).not.toMatch(/\((?!\?)/);
      }
    }
  });
});

describe("reading a request through the language files", () => {
  it("tells each kind of request in the languages guests write", () => {
    expect(actionRequested("Could you please cancel my booking for March?")).toBe("a cancellation");
    expect(actionRequested("Nous voudrions annuler notre réservation.")).toBe("a cancellation");
    expect(actionRequested("Ich habe meine Brille im Zimmer liegen lassen.")).toBe("a lost item");
    expect(actionRequested("Vorremmo prenotare due camere per agosto.")).toBe("a booking or a quote");
    expect(actionRequested("A torneira do chuveiro não funciona.")).toBe("something to fix");
    expect(actionRequested("Wij willen graag een terugbetaling.")).toBe("a refund");
    expect(actionRequested("Penso di aver lasciato gli occhiali in camera.")).toBe("a lost item");
    expect(actionRequested("Was würde eine Suite für zwei Nächte im März kosten?")).toBe(
      "a booking or a quote",
    );
    expect(actionRequested("What time is breakfast?")).toBeNull();
  });

  it("knows automatic replies, pitches and invoices by their wording, and where a signature starts", () => {
    expect(isAutomaticReply("Estaré fuera de la oficina hasta el lunes.")).toBe(true);
    expect(isAutomaticReply("Is the garage open at night?")).toBe(false);
    expect(isProviderMail("Please find attached our invoice for October.")).toBe("invoice");
    expect(isProviderMail("Wir helfen Hotels, mehr Direktbuchungen zu bekommen.")).toBe("pitch");
    expect(
      isProviderMail("We're a small video studio with two free days in May. Reply STOP to opt out."),
    ).toBe("pitch");
    expect(isProviderMail("I'm a nurse on night shifts: can I check in at 9 am?")).toBeNull();
    expect(beforeSignOff("Do you allow cats?\nMet vriendelijke groet,\nAnnelies\nAdvocaat")).toBe(
      "Do you allow cats?",
    );
  });
});
