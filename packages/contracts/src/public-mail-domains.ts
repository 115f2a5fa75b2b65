/**
 * Public mail providers: anyone can have an address there, so a domain among them says nothing about who writes.
 * Blocking one, or taking one for a partner, would silence or misroute every guest who writes from it; the
 * do-not-reply list and the partner forms refuse them as a whole domain. `name.*` stands for the provider under any
 * country ending (hotmail.com, hotmail.co.uk, hotmail.fr). Add a provider here when a guest's mail shows one missing.
 */
export const PUBLIC_MAIL_DOMAINS = [
  "gmail.com",
  "googlemail.com",
  "outlook.*",
  "hotmail.*",
  "live.*",
  "msn.com",
  "windowslive.com",
  "passport.com",
  "yahoo.*",
  "ymail.com",
  "rocketmail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.*",
  "aim.com",
  "gmx.*",
  "web.de",
  "t-online.de",
  "freenet.de",
  "arcor.de",
  "posteo.de",
  "mailbox.org",
  "orange.fr",
  "wanadoo.fr",
  "free.fr",
  "laposte.net",
  "sfr.fr",
  "neuf.fr",
  "bbox.fr",
  "libero.it",
  "virgilio.it",
  "alice.it",
  "tiscali.it",
  "tim.it",
  "email.it",
  "inwind.it",
  "telefonica.net",
  "terra.es",
  "sapo.pt",
  "bluewin.ch",
  "hispeed.ch",
  "telenet.be",
  "skynet.be",
  "ziggo.nl",
  "kpnmail.nl",
  "planet.nl",
  "btinternet.com",
  "sky.com",
  "virginmedia.com",
  "talktalk.net",
  "ntlworld.com",
  "comcast.net",
  "verizon.net",
  "att.net",
  "sbcglobal.net",
  "bellsouth.net",
  "cox.net",
  "charter.net",
  "earthlink.net",
  "shaw.ca",
  "rogers.com",
  "sympatico.ca",
  "bigpond.com",
  "optusnet.com.au",
  "xtra.co.nz",
  "proton.me",
  "protonmail.*",
  "pm.me",
  "tutanota.com",
  "tuta.io",
  "zoho.com",
  "zohomail.*",
  "fastmail.*",
  "hey.com",
  "mail.com",
  "email.com",
  "mail.ru",
  "inbox.ru",
  "list.ru",
  "bk.ru",
  "rambler.ru",
  "yandex.*",
  "ya.ru",
  "ukr.net",
  "qq.com",
  "foxmail.com",
  "163.com",
  "126.com",
  "yeah.net",
  "sina.com",
  "sohu.com",
  "aliyun.com",
  "naver.com",
  "daum.net",
  "hanmail.net",
  "rediffmail.com",
  "uol.com.br",
  "bol.com.br",
  "terra.com.br",
  "seznam.cz",
  "centrum.cz",
  "atlas.cz",
  "post.cz",
  "wp.pl",
  "o2.pl",
  "onet.pl",
  "interia.pl",
  "op.pl",
  "gazeta.pl",
  "abv.bg",
  "freemail.hu",
  "citromail.hu",
  "azet.sk",
  "walla.co.il",
] as const;

/** A country ending after a provider's name: one label (com, fr) or a second-level one (co.uk, com.br). */
const COUNTRY_ENDING = /^[a-z]{2,3}(\.[a-z]{2})?$/;

/** True for a domain of a public mail provider (any case, subdomains of one included). */
export function isPublicMailDomain(domain: string): boolean {
  const host = domain.trim().toLowerCase().replace(/\.$/, "");
  if (!host) return false;
  const labels = host.split(".");
  // mail.yahoo.co.jp or a provider's regional host is the provider too: try each suffix of the domain.
  for (let i = 0; i < labels.length - 1; i += 1) {
    const suffix = labels.slice(i).join(".");
    for (const entry of PUBLIC_MAIL_DOMAINS) {
      if (entry.endsWith(".*")) {
        const name = entry.slice(0, -1);
        if (suffix.startsWith(name) && COUNTRY_ENDING.test(suffix.slice(name.length))) return true;
      } else if (suffix === entry) return true;
    }
  }
  return false;
}

/** Why a public provider cannot be taken as a whole domain: shown beside the choice and by the server. */
export function publicDomainRefusal(domain: string, use: "block" | "partner"): string {
  return use === "block"
    ? `${domain} is a public mail provider: blocking the whole domain would stop replies to every guest who writes from it. Block this address only.`
    : `${domain} is a public mail provider: every guest who writes from it would be taken for this partner. Add this address only.`;
}
