import { describe, expect, it } from "vitest";
import { isPublicMailDomain } from "./public-mail-domains";

describe("public mail providers", () => {
  it("knows the providers guests write from, under any country ending and any case", () => {
    for (const domain of [
      "gmail.com",
      "GoogleMail.com",
      "hotmail.co.uk",
      "hotmail.fr",
      "live.de",
      "outlook.com",
      "yahoo.co.jp",
      "yahoo.es",
      "gmx.net",
      "gmx.de",
      "web.de",
      "orange.fr",
      "libero.it",
      "proton.me",
      "protonmail.com",
      "yandex.ru",
      "qq.com",
      "seznam.cz",
      "wp.pl",
      "mail.yahoo.com",
    ])
      expect(isPublicMailDomain(domain), domain).toBe(true);
  });

  it("leaves a company's own domain alone, even one that looks like a provider's", () => {
    for (const domain of [
      "hotel-aurora.example",
      "booking.com",
      "gmail.company.com",
      "hotmailer.com",
      "livestock.de",
      "myyahoo.com",
      "yahoo.travel-agency.com",
      "",
    ])
      expect(isPublicMailDomain(domain), domain).toBe(false);
  });
});
