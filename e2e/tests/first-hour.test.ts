import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signUpViaApi, uniqueEmail } from "../support/accounts";
import { type AppServer, startAppServer } from "../support/app-server";
import { launchBrowser, newPage, toast } from "../support/browser";

// What a new hotel owner trips over in the first hour (issue 15), each as they would meet it.

const baseUrl = inject("baseUrl");
let browser: Browser;
/** Started as `npm start` starts it: no BASE_URL, the demo workspace, opened at 127.0.0.1 rather than localhost. */
let local: AppServer;

beforeAll(async () => {
  [browser, local] = await Promise.all([
    launchBrowser(),
    startAppServer(
      { DEMO_WORKSPACE: "true", LOG_LEVEL: "info" },
      { withoutBaseUrl: true, withOriginCheck: true },
    ),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await local?.stop();
});

const api = async (page: Page, method: "POST" | "PUT", path: string, data: unknown, at = baseUrl) => {
  const res = await page.request.fetch(`${at}/api${path}`, { method, data, headers: { origin: at } });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return res.json();
};

/** An owner who has done every onboarding step up to the mailbox. */
async function ownerAtEmailStep(page: Page) {
  await signUpViaApi(page, { email: uniqueEmail("first-hour") });
  await api(page, "POST", "/companies", { name: "Hotel Aurora", url: "https://hotel-aurora.test" });
  await api(page, "PUT", "/company/plan", { plan: "standard" });
  await api(page, "POST", "/agent-config", { faqContent: "Q: Parking?\nA: Yes, 15 EUR per night." });
  await api(page, "PUT", "/brand-brief", { content: "# Hotel Aurora\n\n## Tone of Voice\nWarm." });
}

async function signInDemo(page: Page) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill("demo@hotel-aurora.example");
  await page.getByLabel("Password", { exact: true }).fill("autopilot-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/dashboard");
}

describe("opening the product at 127.0.0.1 or another address (BASE_URL unset)", () => {
  it("signs up and in at http://127.0.0.1, and a page at an unknown name is told which BASE_URL to set", async () => {
    expect(local.output()).toContain("running at http://localhost:");
    const { page, context } = await newPage(browser, local.baseUrl);
    expect(local.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await page.goto("/signup");
    await page.getByLabel("Full name").fill("Ana Lopez");
    await page.getByLabel("Work email").fill(uniqueEmail("loopback"));
    await page.getByLabel("Password", { exact: true }).fill("secret-pass-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/user-signup", { timeout: 30_000 });
    await context.close();

    // The same server reached by a name it was not set up for (a LAN host name, a reverse proxy without BASE_URL).
    const named = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--host-resolver-rules=MAP hotel.example 127.0.0.1",
      ],
    });
    try {
      const at = `http://hotel.example:${local.port}`;
      const { page: other } = await newPage(named, at);
      await other.goto("/signup");
      await other.getByLabel("Work email").fill(uniqueEmail("named"));
      await other.getByLabel("Password", { exact: true }).fill("secret-pass-1");
      await other.getByRole("button", { name: "Create account" }).click();
      const alert = other.getByRole("alert").filter({ hasText: "BASE_URL" });
      // The demo workspace is still being processed on this server's first start: allow for a slow answer.
      await alert.waitFor({ timeout: 30_000 });
      expect(await alert.textContent()).toBe(
        `This server does not accept sign-ins from ${at}: it is set up for http://localhost:${local.port}. Open http://localhost:${local.port} instead, or set BASE_URL=${at} in the server's environment and restart it.`,
      );
      expect(other.url()).toBe(`${at}/signup`);
    } finally {
      await named.close();
    }
    // Better Auth's own complaint is a structured log line, like every other line the server writes.
    await expect.poll(() => local.output()).toContain("sign-in refused: the page's address is not trusted");
    const authLines = local
      .output()
      .split("\n")
      .filter((l) => /Invalid origin|sign-in refused/.test(l));
    expect(authLines.length).toBeGreaterThan(0);
    for (const line of authLines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(local.output()).not.toMatch(/^\S*\s*(ERROR|WARN|INFO) \[Better Auth\]/m);
  });
});

describe("email connection", () => {
  it("opening it creates nothing; choosing forwarding shows how real mail reaches it, then the usecase", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await ownerAtEmailStep(page);
    await page.goto("/email-connection");
    await page.getByRole("heading", { name: "Now, let's connect your support email" }).waitFor();
    await page.getByRole("button", { name: "Use a forwarding address" }).waitFor();
    expect(await page.getByTestId("forwarding-address").count()).toBe(0);
    expect(await (await page.request.get(`${baseUrl}/api/support-mailboxes`)).json()).toEqual([]);

    await page.getByRole("button", { name: "Use a forwarding address" }).click();
    await toast(page, "Email connected!").waitFor();
    const address = (await page.getByTestId("forwarding-address").textContent()) ?? "";
    expect(address).toMatch(/^hotel-aurora-[0-9a-f]{8}@inbound\.localhost$/);
    const note = page.getByRole("note", { name: "Real mail cannot reach this address yet" });
    await note.getByText("inbound.localhost", { exact: true }).waitFor();
    await note.getByText("INBOUND_MAIL_DOMAIN=inbound.yourhotel.com").waitFor();
    await note.getByText(/MX 10/).waitFor();
    await note.getByText(/add a forwarding rule that sends every email to your info@ address/).waitFor();
    expect(await (await page.request.get(`${baseUrl}/api/support-mailboxes`)).json()).toHaveLength(1);

    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL("**/define-usecase");
    await page.getByRole("button", { name: "Support" }).click();
    await toast(page, "Usecase defined")
      .getByText("Your mailbox has been configured for Support use.")
      .waitFor();
    await page.waitForURL("**/library");
    await context.close();
  });

  it("skipping leaves no mailbox behind", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await ownerAtEmailStep(page);
    await page.goto("/email-connection");
    await page.getByRole("button", { name: "Skip for now" }).click();
    await page.waitForURL("**/dashboard");
    expect(await (await page.request.get(`${baseUrl}/api/support-mailboxes`)).json()).toEqual([]);
    await context.close();
  });
});

describe("signed in without a company", () => {
  it("reaching /dashboard leads to Create Your Company, and from there to the inbox", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await signUpViaApi(page, { email: uniqueEmail("no-company") });
    await page.goto("/dashboard");
    await page.waitForURL("**/create-company");
    await page.getByRole("heading", { name: "Create Your Company" }).waitFor();
    expect(await page.getByText(/Unable to find user company/).count()).toBe(0);
    await page.getByLabel("Company Name").fill("Hotel Aurora");
    await page.getByLabel("Company Website").fill("https://hotel-aurora.test");
    await page.getByRole("button", { name: "Create Company & Continue" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByText("No processed messages found").waitFor();
    await context.close();
  });
});

describe("the spec's texts", () => {
  it("landing: Schedule a Demo mails sales without a booking page, the product is shown, Free lists its limits", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await page.goto("/");
    const demo = page.getByRole("link", { name: "Schedule a Demo" });
    await expect.poll(() => demo.count()).toBe(3);
    for (const href of await demo.evaluateAll((links) => links.map((l) => l.getAttribute("href"))))
      expect(href).toBe("mailto:sales@inbox-autopilot.com?subject=Inbox%20Autopilot%20demo");
    expect(await page.getByRole("contentinfo").getByRole("link", { name: "Schedule a Demo" }).count()).toBe(
      1,
    );

    const howItWorks = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "How it Works" }) });
    const poster = howItWorks.getByRole("img", { name: /drafted from the hotel's FAQ/ });
    const inbox = page.getByRole("img", { name: /The Support Inbox of a demo hotel/ });
    for (const shot of [inbox, poster]) {
      expect(await shot.getAttribute("loading")).toBe("lazy");
      await shot.scrollIntoViewIfNeeded();
      await expect
        .poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(1000);
    }

    const limits = page.getByRole("list", { name: "Free plan limitations" });
    await expect(limits.getByRole("listitem").allTextContents()).resolves.toEqual([
      "No customer database integration",
      "Limited customization",
    ]);
    await context.close();
  });

  it("the product's screenshots are small, optimised images", async () => {
    for (const name of ["product-inbox.webp", "product-reply-draft.webp"]) {
      const res = await fetch(`${baseUrl}/${name}`);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect((await res.arrayBuffer()).byteLength).toBeLessThan(150_000);
    }
  });

  it("an ended session says Authentication required in the page's words, then goes to sign in", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await signUpViaApi(page, { email: uniqueEmail("expired") });
    await api(page, "POST", "/companies", { name: "Hotel Aurora", url: "https://hotel-aurora.test" });
    await page.goto("/subscription-selection");
    await page.getByRole("button", { name: "Choose Standard" }).waitFor();
    await context.clearCookies();
    await page.getByRole("button", { name: "Choose Standard" }).click();
    const notice = toast(page, "Authentication required");
    await notice.getByText("Please sign in to select a plan.").waitFor();
    await page.waitForURL("**/signin?next=%2Fsubscription-selection");
    expect(await toast(page, /Failed to select plan|Error/).count()).toBe(0);
    await context.close();
  });

  it("an empty brand brief says it cannot be empty; Brand brief saved! is still there on the next page", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await signUpViaApi(page, { email: uniqueEmail("brief-saved") });
    await api(page, "POST", "/companies", { name: "Hotel Aurora", url: "https://hotel-aurora.test" });
    await api(page, "PUT", "/company/plan", { plan: "free" });
    await api(page, "POST", "/agent-config", { faqContent: "Q: Parking?\nA: Yes." });
    await page.goto("/brand-brief");
    // An empty brief is refused in words that say why.
    const editor = page.getByLabel("Brand brief");
    await expect.poll(() => editor.inputValue()).toContain("Hotel Aurora");
    await editor.fill("   ");
    await page.getByRole("button", { name: "Save Brand Brief" }).click();
    await toast(page, "Save failed")
      .getByText("The brand brief cannot be empty. Write how your company speaks to its guests, then save.")
      .waitFor();
    await editor.fill("# Hotel Aurora\n\n## Tone of Voice\nWarm and short.");
    await page.getByRole("button", { name: "Save Brand Brief" }).click();
    await page.waitForURL("**/email-connection");
    await toast(page, "Brand brief saved!").waitFor();
    await context.close();
  });

  it("sign-up and sign-in errors say what to do, not a field path", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await page.goto("/signup");
    await page.getByLabel("Work email").fill("ana@hotel");
    await page.getByLabel("Password", { exact: true }).fill("secret-pass-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await page
      .getByRole("alert")
      .getByText("Please enter a valid email address, like name@yourhotel.com.")
      .waitFor();
    await page.goto("/signin");
    await page.getByLabel("Email").fill("nobody@hotel-example.com");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page
      .getByRole("alert")
      .getByText(/The email or password is not right\. Check them and try again/)
      .waitFor();
    expect(await page.getByText(/\[body\./).count()).toBe(0);
    await context.close();
  });
});

describe("layout at 1280 and 390 px", () => {
  it("the inbox fits at 1280 px with every column, and is a list at 390 px", async () => {
    const { page, context } = await newPage(browser, local.baseUrl, { width: 1280, height: 900 });
    await signInDemo(page);
    const table = page.getByRole("table");
    await expect.poll(() => page.locator("tbody tr").count(), { timeout: 30_000 }).toBeGreaterThan(3);
    const headers = await page.getByRole("columnheader").allTextContents();
    expect(headers).toEqual([
      "ID",
      "Subject",
      "Channel",
      "Type",
      "Intent",
      "Requester",
      "Date",
      "Assigned to",
    ]);
    for (const name of ["Date", "Assigned to"]) {
      const box = (await page.getByRole("columnheader", { name, exact: true }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
    }
    const card = table.locator("xpath=..");
    expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

    await page.setViewportSize({ width: 390, height: 844 });
    const list = page.getByRole("list", { name: "Processed messages" });
    await list.waitFor();
    expect(await table.isVisible()).toBe(false);
    expect(await list.getByRole("link").count()).toBeGreaterThan(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await list.getByRole("link", { name: /Parking/ }).click();
    await page.waitForURL("**/ticket/**");
    await context.close();
  });

  it("the landing header keeps its links at 390 px behind a menu button", async () => {
    const { page, context } = await newPage(browser, baseUrl, { width: 390, height: 844 });
    await page.goto("/");
    const menu = page.getByRole("button", { name: "Menu" });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL("**/#pricing");
    expect(await page.getByRole("navigation", { name: "Menu" }).count()).toBe(0);
    await expect
      .poll(() => page.locator("#pricing").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await context.close();
  });
});

describe("focus, warnings and logs", () => {
  it("focus goes back to the button that opened a dialog", async () => {
    const { page, context } = await newPage(browser, local.baseUrl);
    await signInDemo(page);
    for (const [button, dialog] of [
      ["User profile", "User Profile"],
      ["Settings", "Settings"],
    ] as const) {
      await page.getByRole("button", { name: button }).click();
      await page.getByRole("dialog", { name: dialog }).waitFor();
      await page.keyboard.press("Escape");
      await page.getByRole("dialog", { name: dialog }).waitFor({ state: "hidden" });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
        .toBe(button);
    }
    await context.close();
  });

  it("no React Router warning when a page loads", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning" || m.type() === "error") warnings.push(m.text());
    });
    for (const path of ["/", "/signin", "/signup", "/no-such-page"]) {
      await page.goto(path);
      await page.locator("h1").first().waitFor();
    }
    expect(warnings.filter((w) => /HydrateFallback|hydration/i.test(w))).toEqual([]);
    await context.close();
  });
});
