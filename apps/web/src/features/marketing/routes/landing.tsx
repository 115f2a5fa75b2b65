import { plans } from "@inbox/contracts/plans";
import {
  ArrowRight,
  Brain,
  Check,
  Clock,
  MailCheck,
  Menu,
  Route,
  ShieldCheck,
  Sparkles,
  X,
} from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Link, Navigate } from "react-router";
import { Logo } from "@/components/logo";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useMe } from "@/features/auth/api/get-me";
import { usePublicConfig } from "../api/public-config";

const STATS = [
  { value: "38%", label: "increase in first contact resolution" },
  { value: "65%", label: "faster response time" },
  { value: "14%", label: "increase in CSAT score" },
  { value: "52%", label: "reduction in customer churn" },
];

const FEATURES = [
  {
    icon: MailCheck,
    title: "Answers 24/7",
    text: "Reads every email of your shared mailbox and answers in your tone of voice, around the clock.",
  },
  {
    icon: Route,
    title: "Routes by intent",
    text: "Classifies each question and hands refunds, complaints or anything you choose to the right person.",
  },
  {
    icon: Brain,
    title: "Learns from your team",
    text: "When it does not know, it asks the responsable and remembers the answer for the next guest.",
  },
  {
    icon: Sparkles,
    title: "Qualifies leads",
    text: "Recognises new sales leads, asks what is missing and offers your demo calendar.",
  },
  {
    icon: ShieldCheck,
    title: "Never invents",
    text: "Every price, time and promise must come from your knowledge, or the reply goes to a human.",
  },
  {
    icon: Clock,
    title: "Setup in minutes",
    text: "Connect Gmail, Outlook or any mailbox in under 5 minutes. No software to install.",
  },
];

const STEPS = [
  { title: "Connect your mailbox", text: "Gmail, Outlook, any IMAP mailbox or a forwarding address." },
  { title: "Teach it your business", text: "Pick your PMS features, paste your FAQ and brand brief." },
  {
    title: "Try it in sandbox",
    text: "The agent drafts replies for you to check; switch to live when you trust it.",
  },
];

/** The public landing page (spec 000 §2). A signed-in visitor goes on to the app. */
export function Component() {
  const me = useMe();
  const config = usePublicConfig();
  if (me.data) return <Navigate to={paths.dashboard.getHref()} replace />;
  const demo = demoLink(config.data);
  return (
    <div className="min-h-screen bg-white text-slate-900">
      <LandingHeader />

      <main>
        <section className="bg-gradient-to-b from-brand-50 to-white px-4 pb-16 pt-32">
          <div className="mx-auto max-w-4xl text-center">
            <Badge variant="secondary">Designed for SMBs</Badge>
            <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">
              Your info@ inbox, on autopilot
            </h1>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
              Autonomous AI that reads, replies, and routes your support emails, 24/7 instantly.
            </p>
            <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
              <Button asChild size="lg">
                <Link to={paths.signup.getHref()}>
                  Start 15-Day Free Trial <ArrowRight aria-hidden className="size-4" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <DemoLink demo={demo}>Schedule a Demo</DemoLink>
              </Button>
            </div>
            <p className="mt-3 text-sm text-slate-500">
              No credit card required · No software to install · Setup in minutes
            </p>
            <dl className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-4">
              {STATS.map((s) => (
                <div key={s.label} className="rounded-xl border border-slate-200 bg-white p-4">
                  <dt className="text-sm text-slate-600">{s.label}</dt>
                  <dd className="order-first text-3xl font-bold text-brand-700">{s.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <section id="features" className="scroll-mt-20 px-4 py-16">
          <div className="mx-auto max-w-6xl">
            <h2 className="text-center text-3xl font-bold">Everything your front desk does by email</h2>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map((f) => (
                <li key={f.title} className="rounded-xl border border-slate-200 p-6">
                  <f.icon aria-hidden className="size-6 text-brand-600" />
                  <h3 className="mt-3 font-semibold">{f.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{f.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="bg-slate-50 px-4 py-16">
          <div className="mx-auto grid max-w-6xl items-center gap-8 md:grid-cols-[2fr_3fr]">
            <div>
              <h2 className="text-3xl font-bold">One shared mailbox, no more lost emails</h2>
              <p className="mt-3 text-slate-600">
                Your info@ address stays yours. The agent answers what it knows, saves 10+ hours a week, and
                puts the rest in front of the right colleague with the question already summarised.
              </p>
            </div>
            <ProductShot
              src="/product-inbox.webp"
              width={1200}
              height={610}
              alt="The Support Inbox of a demo hotel: guest emails with their status, intent, requester and who handles them."
              caption="The Support Inbox: every guest email, what it is about, and who handles it."
            />
          </div>
        </section>

        <section className="px-4 py-16">
          <div className="mx-auto max-w-6xl">
            <h2 className="text-center text-3xl font-bold">How it Works</h2>
            {config.data?.landingVideoUrl ? (
              // biome-ignore lint/a11y/useMediaCaption: a product walkthrough without speech
              <video
                className="mx-auto mt-8 w-full max-w-3xl rounded-xl border"
                controls
                preload="none"
                poster="/product-reply-draft.webp"
                src={config.data.landingVideoUrl}
              />
            ) : (
              <div className="mx-auto mt-8 max-w-3xl">
                <ProductShot
                  src="/product-reply-draft.webp"
                  width={1100}
                  height={709}
                  alt="A guest's question about parking and the reply the agent drafted from the hotel's FAQ, waiting in sandbox for a person to send."
                  caption="A guest asks about parking; the agent drafts the answer from your FAQ, in your tone. In sandbox you check it and send it with one click."
                />
              </div>
            )}
            <ol className="mt-10 grid gap-6 md:grid-cols-3">
              {STEPS.map((s, i) => (
                <li key={s.title} className="rounded-xl border border-slate-200 p-6">
                  <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                    {i + 1}
                  </span>
                  <h3 className="mt-3 font-semibold">{s.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{s.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section id="pricing" className="scroll-mt-20 bg-slate-50 px-4 py-16">
          <div className="mx-auto max-w-6xl">
            <h2 className="text-center text-3xl font-bold">Simple pricing</h2>
            <div className="mt-10 grid gap-6 md:grid-cols-3">
              {plans.map((plan) => (
                <article
                  key={plan.id}
                  className={`flex flex-col rounded-xl border bg-white p-6 ${plan.badge ? "border-brand-600 shadow-lg" : "border-slate-200"}`}
                >
                  {plan.badge && <Badge className="self-start">{plan.badge}</Badge>}
                  <h3 className="mt-2 text-xl font-semibold">{plan.name}</h3>
                  <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
                  <p className="mt-4">
                    <span className="text-3xl font-bold">{`$${plan.price}`}</span>{" "}
                    <span className="text-sm text-slate-500">{plan.period}</span>
                  </p>
                  <div className="mt-4 flex-1 space-y-2 text-sm">
                    <ul className="space-y-2" aria-label={`${plan.name} plan includes`}>
                      {plan.features.map((f) => (
                        <li key={f} className="flex gap-2">
                          <Check aria-hidden className="size-4 shrink-0 text-green-600" />
                          {f}
                        </li>
                      ))}
                    </ul>
                    {plan.limitations.length > 0 && (
                      <ul className="space-y-2 text-slate-500" aria-label={`${plan.name} plan limitations`}>
                        {plan.limitations.map((l) => (
                          <li key={l} className="flex gap-2">
                            <X aria-hidden className="size-4 shrink-0 text-slate-400" />
                            {l}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                  <Button asChild className="mt-6" variant={plan.badge ? "default" : "outline"}>
                    <Link to={paths.signup.getHref()}>{plan.cta}</Link>
                  </Button>
                </article>
              ))}
            </div>
          </div>
        </section>

        <section className="px-4 py-16 text-center">
          <h2 className="text-3xl font-bold">Put your inbox on autopilot today</h2>
          <p className="mt-2 text-slate-600">15-day free trial. No credit card required.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to={paths.signup.getHref()}>Start Free Trial</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <DemoLink demo={demo}>Schedule a Demo</DemoLink>
            </Button>
          </div>
        </section>
      </main>

      <footer className="border-t border-slate-200 px-4 py-10 text-sm text-slate-600">
        <div className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-3">
          <div>
            <p className="font-semibold text-slate-900">Product</p>
            <ul className="mt-2 space-y-1">
              <li>
                <a href="#features">Features</a>
              </li>
              <li>
                <a href="#pricing">Pricing</a>
              </li>
              <li>
                <DemoLink demo={demo}>Schedule a Demo</DemoLink>
              </li>
            </ul>
          </div>
          <div>
            <p className="font-semibold text-slate-900">Support</p>
            <ul className="mt-2 space-y-1">
              <li>
                <a href={`mailto:${config.data?.supportEmail ?? "support@inbox-autopilot.com"}`}>
                  Contact Us
                </a>
              </li>
              <li>Status: all systems normal</li>
              <li>Email: available · WhatsApp: coming soon</li>
            </ul>
          </div>
          <div>
            <p className="font-semibold text-slate-900">Legal</p>
            <ul className="mt-2 space-y-1">
              <li>
                <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>
              </li>
              <li>
                <Link to={paths.termsOfService.getHref()}>Terms of Service</Link>
              </li>
            </ul>
          </div>
        </div>
      </footer>
    </div>
  );
}

interface Demo {
  href: string;
  external: boolean;
}

/** The booking page when DEMO_BOOKING_URL is set; otherwise an email to sales asking for a demo. */
function demoLink(config: { demoBookingUrl: string | null; salesEmail: string } | undefined): Demo {
  if (config?.demoBookingUrl) return { href: config.demoBookingUrl, external: true };
  const to = config?.salesEmail ?? "sales@inbox-autopilot.com";
  return { href: `mailto:${to}?subject=${encodeURIComponent("Inbox Autopilot demo")}`, external: false };
}

function DemoLink({ demo, children, ...props }: { demo: Demo; children: ReactNode; className?: string }) {
  return demo.external ? (
    <a href={demo.href} target="_blank" rel="noreferrer" {...props}>
      {children}
    </a>
  ) : (
    <a href={demo.href} {...props}>
      {children}
    </a>
  );
}

/** A real screenshot of the product, loaded only when scrolled near (it sits below the fold). */
function ProductShot({
  src,
  width,
  height,
  alt,
  caption,
}: {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}) {
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg">
      <img
        src={src}
        width={width}
        height={height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className="block h-auto w-full"
      />
      <figcaption className="border-t border-slate-200 px-4 py-2 text-sm text-slate-600">
        {caption}
      </figcaption>
    </figure>
  );
}

const SECTION_LINKS = [
  { href: "#features", label: "Features" },
  { href: "#pricing", label: "Pricing" },
];

/** The fixed header: section links inline from 640 px, behind a menu button on a phone. */
function LandingHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:gap-4">
        <Logo to="/" />
        <span className="hidden text-sm text-slate-500 lg:inline">Your mailbox on autopilot</span>
        <nav className="ml-auto hidden items-center gap-5 text-sm sm:flex" aria-label="Sections">
          {SECTION_LINKS.map((l) => (
            <a key={l.href} href={l.href} className="hover:text-brand-700">
              {l.label}
            </a>
          ))}
        </nav>
        <Badge variant="success" className="hidden md:inline-flex">
          15-day free trial
        </Badge>
        <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
          <Link to={paths.signin.getHref()}>Sign In</Link>
        </Button>
        <Button asChild size="sm" className="ml-auto sm:ml-0">
          <Link to={paths.signup.getHref()}>Start Free Trial</Link>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="sm:hidden"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((v) => !v)}
        >
          {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
        </Button>
      </div>
      {menuOpen && (
        <nav id={menuId} aria-label="Menu" className="border-t border-slate-200 bg-white px-4 py-2 sm:hidden">
          <ul>
            {SECTION_LINKS.map((l) => (
              <li key={l.href}>
                <a
                  href={l.href}
                  className="block rounded-md px-2 py-2.5 text-slate-800 hover:bg-slate-100"
                  onClick={() => setMenuOpen(false)}
                >
                  {l.label}
                </a>
              </li>
            ))}
            <li>
              <Link
                to={paths.signin.getHref()}
                className="block rounded-md px-2 py-2.5 text-slate-800 hover:bg-slate-100"
              >
                Sign In
              </Link>
            </li>
            <li className="px-2 py-2.5">
              <Badge variant="success">15-day free trial</Badge>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
