import { beforeAll, describe, expect, it } from "vitest";
import { createLlmBrain } from "../brains/llm";
import { localBrain } from "../brains/local";
import { intentCatalogue } from "../catalogue/intents";
import { composeReply } from "../compose/reply";
import { mockModel } from "../testing";
import { decide, planFromAnswer } from "./decide";
import { type Facts, newMailFacts } from "./facts";
import { type AgentSetup, buildAgentSetup } from "./setup";

// Issue 22 with the real local brain: mail a person must see is never answered, an entry near a question does not
// answer a detail it does not give, mail not from a guest is closed, languages the agent does not read go to a person,
// and replies read as a hotel's. Each mail here is written for this test, in the kinds the issue names.

const FAQ = `Q: What time is check-in and check-out?
A: Check-in is from 15:00 and check-out until 11:00. The night desk is open 24 hours, so late arrivals are welcome.

Q: Do you have parking?
A: Yes, our private garage has 20 spaces. Parking costs 18 EUR per night; no reservation needed.

Q: Are pets allowed?
A: Dogs are welcome for 12 EUR per night, bowls and a blanket included.

Q: Is breakfast included?
A: Breakfast is included in all rates and served from 7:00 to 10:30 in the Lake Room.

Q: Avez-vous un parking ?
R: Oui, notre garage privé compte 20 places. Le parking coûte 18 EUR par nuit, sans réservation.

Frage: Sind Haustiere erlaubt?
Antwort: Hunde sind für 12 EUR pro Nacht willkommen, Napf und Decke inklusive.`;

let setup: AgentSetup;
const brains = { brain: localBrain, local: localBrain };

function setupWith(brandBrief: string, faqContent = FAQ) {
  return buildAgentSetup({
    company: { id: "c", name: "Hotel Aurora", url: "https://aurora.test", email: "info@aurora.test" },
    owner: { id: "u", mode: "sandbox" },
    config: { id: "cfg", faqContent, actionIfTeammate: "Do nothing", bookingUrl: null },
    brandBrief,
    aiRepliesPerDay: null,
    intents: intentCatalogue.map((i) => ({ id: `i-${i.key}`, key: i.key, name: i.name })),
    examples: intentCatalogue.flatMap((i) => i.examples.map((text) => ({ intentId: `i-${i.key}`, text }))),
    groups: [],
    responsables: [
      { id: "r", firstName: "Lea", lastName: "Marti", email: "lea@aurora.test", isDefaultResponsable: true },
    ],
    responsableIntents: [],
    learned: [],
    features: [],
  });
}

function facts(
  content: string,
  from = "Anna Weber <anna@guest.test>",
  subject = "Question",
  with_ = setup,
): Facts {
  const [, name = "", address = ""] = /^(.*)<(.+)>$/.exec(from) ?? [];
  return newMailFacts(with_, {
    id: `m-${content.length}`,
    subject,
    from: { address: address.trim(), name: name.trim() },
    content,
    automated: null,
    mailboxType: "support",
  });
}

const decideMail = (content: string, from?: string, subject?: string) =>
  decide(facts(content, from, subject), brains);

/** A mail from a no-reply address, as the parser marks it. */
function decideFromNoReply(content: string, from: string, subject: string) {
  const mail = facts(content, from, subject);
  return decide({ ...mail, message: { ...mail.message, automated: "no-reply-sender" } }, brains);
}

beforeAll(async () => {
  setup = setupWith("Tone of voice\nWarm.\nSign-off: Warm regards, the Aurora front desk");
  await localBrain.understand("warm up", setup.brainContext);
}, 120_000);

describe("the agent on mail it has never seen (issue 22)", () => {
  it.each([
    [
      "en",
      "Hello, our daughter has a severe peanut allergy. Could someone confirm with the kitchen what she can eat at breakfast?",
      "health and safety",
    ],
    [
      "de",
      "Guten Tag, beim Ausparken aus Ihrer Garage wurde unser Auto an der Tür beschädigt. Wie gehen wir jetzt vor?",
      "damage, loss or theft",
    ],
    [
      "fr",
      "Bonjour, conformément au RGPD, je vous demande de supprimer mes données de votre fichier clients.",
      "legal and privacy",
    ],
    [
      "es",
      "Hola, mi madre se cayó junto a la piscina ayer y tiene una herida en la rodilla.",
      "health and safety",
    ],
    [
      "it",
      "Buongiorno, il mio avvocato vi scriverà in merito al parcheggio addebitato due volte.",
      "legal and privacy",
    ],
    [
      "pt",
      "Bom dia, roubaram a minha mala do carro enquanto estava na vossa garagem.",
      "damage, loss or theft",
    ],
    [
      "nl",
      "Goedemiddag, ik ben woedend: niemand reageert en ik eis de manager spreken over de parkeerkosten.",
      "threats",
    ],
  ])(
    "sends sensitive mail in %s to a person at high priority, though it names a FAQ word",
    async (_language, text, kind) => {
      const plan = await decideMail(text);
      expect(plan.outcome).toBe("escalate");
      expect(plan.result).toContain("a sensitive matter");
      expect(plan.result).toContain(kind);
      expect(plan.ticket?.priority).toBe("high");
      expect(plan.ticket?.assignee?.name).toBe("Lea Marti");
      expect(plan.reply).toBeNull();
      expect(plan.feedbackQuestion).toBeNull();
      expect(plan.emails.map((e) => e.to)).toEqual(["lea@aurora.test"]);
    },
  );

  it("never learns a responsable's answer about a sensitive matter for other guests", () => {
    const plan = planFromAnswer(
      setup,
      {
        id: "t-9",
        status: "Open",
        type: "guest",
        intent: "Breakfast",
        intentId: null,
        priority: "high",
        language: "en",
        assignedTo: "Lea Marti",
        messageContent: "My son is allergic to nuts: is the breakfast buffet safe for him?",
        requesterEmail: "guest@guest.test",
        isInFeedbackLoop: false,
      },
      "The kitchen keeps a nut-free tray for guests who ask at the breakfast desk.",
    );
    expect(plan.reply?.text).toContain("nut-free tray");
    expect(plan.learned).toBeNull();
    expect(plan.trace.at(-1)?.reason).toContain("a sensitive matter");
  });

  it.each([
    ["the alternative", "We travel with two dogs: is the 12 EUR charged per dog or per room?"],
    ["the animal", "Could we bring our cat along? She is very calm."],
    ["the time", "Our train gets in early: could we check in at 8 am?"],
    ["the vehicle", "Can a motorhome that is 3.10 m high fit in your garage?"],
    ["the object", "Do you have a high chair for our toddler at breakfast?"],
    ["the animal, in German", "Sind bei Ihnen auch Katzen erlaubt?"],
  ])("leaves a question open when the nearest entry does not give %s", async (_what, text) => {
    const plan = await decideMail(text);
    expect(plan.outcome).toBe("ask_responsable");
    expect(plan.reply).toBeNull();
    expect(plan.feedbackQuestion?.content).toContain(text.slice(0, 20));
  });

  it("answers a detail the entry does give: a time within its hours, an alternative it names", async () => {
    const evening = await decideMail("We land late. Can we check in at 9 pm?");
    expect(evening.outcome).toBe("reply");
    expect(evening.reply?.text).toContain("Check-in is from 15:00");
    const night = await decideMail(
      "Our flight is delayed and we will only arrive around 01:30. Can we still check in that late?",
    );
    expect(night.outcome).toBe("reply");
    expect(night.reply?.text).toContain("night desk is open 24 hours");
  });

  it("reads the question, not what the guest says before it: a lead-in, the party, the dates, an emoji", async () => {
    // What comes before a colon or a dash, and a sentence ended by an emoji, is context, not a detail asked.
    const leadIn = await decideMail(
      "Checking one last thing before we drive up on 11 Dec: do we have to reserve a space in the garage?",
    );
    expect(leadIn.outcome).toBe("reply");
    expect(leadIn.reply?.text).toContain("no reservation needed");
    const party = await decideMail(
      "My brother and I are coming for his 40th birthday 🥳 What time can we check in on the Saturday?",
    );
    expect(party.outcome).toBe("reply");
    expect(party.reply?.text).toContain("Check-in is from 15:00");
    // The check-out bound ("until 11:00") is not an answer to an early check-in.
    const early = await decideMail("Our train gets in at 9. Two of us: could we check in at 9 am already?");
    expect(early.outcome).toBe("ask_responsable");
  });

  it("reads a short follow-on question that names nothing as asking about the one before it", async () => {
    const plan = await decideMail(
      "Bonjour, avez-vous un parking ? Quel est le tarif et faut-il réserver à l'avance ?",
    );
    expect(plan.outcome).toBe("reply");
    expect(plan.reply?.text).toContain("18 EUR");
    expect(plan.reply?.text).toContain("sans réservation");
  });

  it("reads a question asked without a question mark ('ich wollte fragen, ob …') and answers it", async () => {
    const plan = await decideMail(
      "Guten Tag, wir kommen im März zu zweit. Ich wollte daher fragen, ob für unseren Hund noch etwas dazukommt.",
    );
    expect(plan.outcome).toBe("reply");
    expect(plan.reply?.text).toContain("12 EUR");
  });

  it("does not take a guest who says what they do for a living for a vendor", async () => {
    const guest = await decideMail(
      "Hi, I'm a freelance photographer and will stay with you next week. Is the wifi fast enough for uploading big files?",
    );
    expect(guest.outcome).not.toBe("skip");
    const vendor = await decideMail(
      "Hello, I'm a hotel photographer based nearby. I would love to shoot your rooms for your new website.",
    );
    expect(vendor.outcome).toBe("skip");
  });

  it("answers what it can of a mail and hands over exactly the rest, saying the team follows up", async () => {
    const plan = await decideMail("Hi! What time is check-in? And do you have a travel cot we could borrow?");
    expect(plan.outcome).toBe("reply_and_handover");
    expect(plan.reply?.text).toContain("Check-in is from 15:00");
    expect(plan.reply?.text).toContain("get back to you shortly about the rest");
    expect(plan.feedbackQuestion?.content).toContain("travel cot");
    expect(plan.feedbackQuestion?.content).not.toContain("> Hi! What time is check-in?\n\n>");
  });

  it("does not close an angry mail that mentions automated replies, and still filters an out-of-office", async () => {
    const angry = await decideMail(
      "Third mail this week about the noise from room 214. Do not send me another automated reply, I want the manager to call me.",
    );
    expect(angry.outcome).toBe("escalate");
    expect(angry.ticket).not.toBeNull();
    const away = await decideMail(
      "I am out of the office until 7 December with no access to email. For anything urgent, please contact my colleague.",
      "Pia Lind <pia@agency.test>",
      "Automatic reply: group booking for May",
    );
    expect(away.outcome).toBe("filter");
    expect(away.ticket).toBeNull();
  });

  it.each([
    [
      "phishing",
      "Your mailbox storage quota is full. Verify your account within 24 hours or it will be suspended: https://mail-verify.example.net/login",
      "IT Desk <admin@mailsecure.test>",
      "skip",
    ],
    [
      "a newsletter without list headers",
      "Winter offers for hoteliers! Read more https://news.example.org/a https://news.example.org/b\nView this email in your browser. Unsubscribe: https://news.example.org/u",
      "HotelNews <news@hotelnews.test>",
      "filter",
    ],
    [
      "an out-of-office in Swedish",
      "Hej! Jag är på semester och tillbaka på kontoret den 4 januari. Med vänliga hälsningar, Sara",
      "Sara Berg <sara@firma.test>",
      "filter",
    ],
    [
      "thanks in Portuguese",
      "Muito obrigado pela ajuda, até sexta-feira!",
      "Rui Costa <rui@guest.test>",
      "skip",
    ],
    ["thanks in Polish", "Dziękuję bardzo za szybką odpowiedź!", "Ewa Nowak <ewa@guest.test>", "skip"],
    [
      "a confirmation",
      "Brilliant, that settles it. See you on Saturday!",
      "Tom Hale <tom@guest.test>",
      "skip",
    ],
    [
      "an influencer's pitch",
      "Hi! I'm a travel content creator with 80k followers on Instagram and TikTok. I'd love a complimentary stay in exchange for three reels.",
      "Mia Travels <mia@creator.test>",
      "skip",
    ],
  ])("closes %s, with the reason", async (_kind, text, from, outcome) => {
    const plan = await decideMail(text, from, "Hello");
    expect(plan.outcome).toBe(outcome);
    expect(plan.reply).toBeNull();
    expect(plan.feedbackQuestion).toBeNull();
    expect(plan.emails).toEqual([]);
    expect(plan.result).toMatch(/^(skipped|filtered): /);
  });

  it.each([
    ["Polish", "Dzień dobry, czy mają Państwo parking dla gości? Ile kosztuje za noc?"],
    ["Japanese", "こんにちは。駐車場はありますか？一泊いくらですか？"],
    ["Swedish", "Hej! Får man ta med hund till hotellet? Vad kostar det?"],
  ])("sends a question in %s to a person as a language it does not read", async (name, text) => {
    const plan = await decideMail(text);
    expect(plan.outcome).toBe("escalate");
    expect(plan.result).toBe(`escalated: language not supported (${name})`);
    expect(plan.reply).toBeNull();
    expect(plan.feedbackQuestion).toBeNull();
    expect(plan.learned).toBeNull();
  });

  it("with the LLM brain, a detail the cited entry does not give is still left for a person", async () => {
    const pets = setup.brainContext.knowledge.find((k) => k.answer.startsWith("Dogs are welcome"))!;
    const llm = createLlmBrain(
      { AI_PROVIDER: "openai", AI_TIMEOUT_MS: 5_000 },
      localBrain,
      mockModel((prompt) =>
        prompt.includes("Knowledge entries")
          ? { found: true, citations: [pets.id], body: "Yes, pets are welcome for 12 EUR per night." }
          : { language: "en", intents: [{ key: "pets", confidence: 0.95 }] },
      ),
    );
    const plan = await decide(facts("Can we bring our rabbit? He stays in his cage."), {
      brain: llm,
      local: localBrain,
    });
    expect(plan.outcome).toBe("ask_responsable");
    expect(plan.reply).toBeNull();
    const allergy = await decide(facts("My wife is allergic to dogs: are there dogs on your floor?"), {
      brain: llm,
      local: localBrain,
    });
    expect(allergy.outcome).toBe("escalate");
  });
});

describe("replies a hotel would send (issue 22)", () => {
  it("greets a guest who writes their name in capitals as they would write it, and an agency neutrally", async () => {
    const shouted = await decideMail(
      "Guten Tag, sind Hunde bei Ihnen erlaubt?",
      "HELMUT KRÄMER <hk@guest.test>",
    );
    expect(shouted.reply?.text).toMatch(/^Guten Tag Helmut Krämer,/);
    const agency = await decideMail("Hello, do you have parking?", "Alpine Travel Agency <desk@alpine.test>");
    expect(agency.reply?.text).toMatch(/^Hello,\n/);
  });

  it("keeps one register in a French reply to a guest who says tu", () => {
    const reply = composeReply({
      customerFirstName: "Léo",
      language: "fr",
      formality: "informal",
      answers: [{ text: "Le parking coûte 18 EUR par nuit.", language: "fr" }],
      companyName: "Hotel Aurora",
      acknowledge: true,
    });
    expect(reply.text).toContain("Merci pour ton message");
    expect(reply.text).not.toMatch(/vous/i);
  });

  it("signs as the brand brief says, in prose or per language, and with the company's name where it gives none", async () => {
    const brief = setupWith(
      "## Tone of voice\nWarm.\nSign-off: Warm regards, the Aurora front desk\n\nFrom now on please sign every reply as Marta and the Aurora team.\nSign-off (de): Herzliche Grüße, Marta und das Aurora-Team",
    );
    const english = await decide(facts("Hello, do you have parking?", undefined, "Parking", brief), brains);
    expect(english.reply?.text).toMatch(/Marta and the Aurora team$/);
    expect(english.reply?.text).not.toContain("front desk");
    const german = await decide(
      facts("Hallo, sind Hunde bei Ihnen erlaubt?", undefined, "Hund", brief),
      brains,
    );
    expect(german.reply?.text).toMatch(/Herzliche Grüße,\nMarta und das Aurora-Team$/);
    const french = await decide(
      facts("Bonjour, avez-vous un parking ?", undefined, "Parking", brief),
      brains,
    );
    expect(french.reply?.text).toMatch(/\nHotel Aurora$/);
  });

  it("reads a pronoun and a follow-on price as asking about the dog named before", async () => {
    const plan = await decideMail(
      "Hallo, wir reisen mit unserem Dackel Oskar. Darf er mit ins Zimmer, und gibt es einen Aufpreis?",
      "Jonas Keller <jonas@guest.test>",
      "Hund",
    );
    expect(plan.outcome).toBe("reply");
    expect(plan.reply?.text).toContain("12 EUR");
  });

  it("takes a weight told in brackets as describing the dog, and a weight asked about as a detail", async () => {
    const described = await decideMail("Hi, can we bring our terrier (7 kg, very calm) along?");
    expect(described.outcome).toBe("reply");
    const asked = await decideMail("Hi, is a dog of 45 kg fine in the rooms?");
    expect(asked.outcome).toBe("ask_responsable");
  });

  it("answers a question asked only in the subject over a body that asks nothing", async () => {
    const plan = await decideMail("Sent from my phone", undefined, "Is there parking at the hotel?");
    expect(plan.outcome).toBe("reply");
    expect(plan.reply?.text).toContain("18 EUR");
  });

  it("does not take a time asked about something else for the previous answer's time", async () => {
    const plan = await decideMail("Hello, what time is check-in? And until when can we cancel for free?");
    expect(plan.outcome).not.toBe("reply");
  });

  it("does not answer for an animal or a person the mail named before with an entry that does not speak of them", async () => {
    const cat = await decideMail(
      "Good morning, our elderly cat travels everywhere with us in her basket. May she stay in our room?",
    );
    expect(cat.outcome).toBe("ask_responsable");
    const visitor = await decideMail(
      "Hi, my brother lives in town and is not staying at the hotel. Could he park in your garage while we have dinner?",
    );
    expect(visitor.outcome).not.toBe("reply");
  });

  it("checks a time the mail gave before a question that points back to it", async () => {
    const plan = await decideMail(
      "Hello, our train leaves at 6:15 on Sunday. Could we have breakfast before that?",
    );
    expect(plan.outcome).not.toBe("reply");
  });

  it("escalates a police request for camera footage though it asks a question", async () => {
    const plan = await decideMail(
      "Dear manager, this is DC Holloway. We are investigating an incident near your car park on Friday night. Could you keep any CCTV footage of the entrance from 22:00 to 23:00?",
    );
    expect(plan.outcome).toBe("escalate");
  });

  it("never takes a hotel's mail for a software buyer: a supplier's demo is a pitch, an agency's 'your system' a guest's matter", async () => {
    const pitch = await decideMail(
      "Dear team, EcoLinen supplies organic bed linen to over 400 hotels. I'd love to arrange a short demo with your purchasing manager.",
      "Maya Stone <maya@ecolinen.test>",
    );
    expect(pitch.ticket?.type).not.toBe("sales lead");
    expect(pitch.reply?.text ?? "").not.toMatch(/PMS/);
    const agency = await decideMail(
      "Dear colleagues, our clients arrive on 16 July. Could you tell us the breakfast hours, and confirm that the booking shows as prepaid in your system?",
      "Tom Reed <tom@travelagency.test>",
    );
    expect(agency.ticket?.type).not.toBe("sales lead");
    expect(agency.outcome).not.toBe("reply");
  });
});

describe("session 13's kinds: asked without a question mark, told before, named, not a request", () => {
  it("reads questions without a question mark, and a signature's slogan as no question", async () => {
    const listed = await decideMail(
      "Hello,\n\nmy colleague and I are staying with you next week. Could you tell me:\n- from when is breakfast?\n- the wifi password\n\nBest regards,\nLars",
    );
    expect(listed.outcome).toBe("reply_and_handover"); // the wifi is in no entry of this FAQ
    expect(listed.reply?.text).toContain("7:00");
    const typed = await decideMail("hi is breakfast incl in the room price thx\nkev");
    expect(typed.outcome).toBe("reply");
    expect(typed.reply?.text).toContain("included in all rates");
    const signed = await decideMail(
      "Hi,\n\nQuick one: what's the latest we can check out on the 5th?\n\nThanks,\nCatherine\n\nCATHERINE DOYLE\nHead of Operations\nDo you really need to print this email?",
    );
    expect(signed.outcome).toBe("reply");
    expect(signed.reply?.text).toContain("11:00");
  });

  it("asks the responsable about a policy, but escalates a cancellation the guest asks for", async () => {
    const policy = await decideMail(
      "Hi, before I book: what's your cancellation policy? How late can we cancel without paying?",
    );
    expect(policy.outcome).toBe("ask_responsable");
    const request = await decideMail(
      "Guten Tag, leider müssen wir unseren Aufenthalt vom 8. bis 10. Januar stornieren. Ist die Stornierung kostenlos? Bitte bestätigen Sie uns die Stornierung.",
    );
    expect(request.outcome).toBe("escalate");
  });

  it("does not answer what was told before the question and the entry does not give", async () => {
    const van = await decideMail(
      "Hello, our SUV with a roof box is 2.05 m high. Will it fit in the garage? Thanks, Tiago",
    );
    expect(van.outcome).toBe("ask_responsable");
    const named = await decideMail(
      "Dear team, I am blind and travel with my guide dog, Oscar. Can Oscar come with me into the breakfast room?",
    );
    expect(named.reply).toBeNull();
    const rabbit = await decideMail("Olá! Vi que aceitam cães. E coelhos? Obrigada, Mariana");
    expect(rabbit.outcome).not.toBe("reply");
    expect(rabbit.reply?.text ?? "").not.toContain("12 EUR");
    const late = await decideMail(
      "Ciao! Il 27 il nostro treno parte alle 17: sarebbe possibile lasciare la camera verso le 14 invece che la mattina?",
    );
    expect(late.outcome).toBe("escalate");
  });

  it.each([
    [
      "en",
      "I woke up with itchy red bites along my arm and there are tiny dark spots along the mattress seam.",
    ],
    ["en", "There's a strong smell like gas in the corridor and my wife feels dizzy. What should we do?"],
    [
      "en",
      "We act for a client in a family law matter: could you confirm whether a Mr Paul Ashdown stayed with you?",
    ],
    [
      "fr",
      "Votre compte Instagram a publié des photos de notre mariage. Personne ne nous a demandé notre accord.",
    ],
  ])(
    "sends %s mail about bites, gas, a third party's stay or published photos to a person",
    async (_l, text) => {
      const plan = await decideMail(text);
      expect(plan.outcome).toBe("escalate");
      expect(plan.result).toContain("a sensitive matter");
    },
  );

  it("reads who writes: a customer's invoice to correct, a platform relaying a guest, a thank-you after the stay", async () => {
    const invoice = await decideMail(
      "Dear team, we received invoice no. 2026-4471 for our employee's stay, made out to him personally. Could you please reissue it to our company?",
      "Joanne Feeney <accounts@veltro.test>",
    );
    expect(invoice.outcome).toBe("escalate");
    const relayed = await decideFromNoReply(
      'You have a new message from your guest.\n\nMessage:\n"Is there parking at the hotel and how much does it cost per night?"\n\nYou can reply to this message directly by replying to this email.',
      "Staybook <noreply@staybook.test>",
      "New message from a guest",
    );
    expect(relayed.outcome).not.toBe("filter");
    const thanks = await decideMail(
      "Liebes Aurora-Team, wir sind gestern gut zu Hause angekommen und wollten uns noch einmal herzlich bedanken. Das Frühstück mit Blick aufs Wasser war jeden Morgen ein Genuss. Wir kommen bestimmt wieder!",
    );
    expect(thanks.outcome).toBe("skip");
  });

  it("answers a German guest from the German entry when the English one matched the words better", async () => {
    const both = setupWith(
      "Tone of voice\nWarm.",
      `${FAQ}\n\nFrage: Wann sind Check-in und Check-out?\nAntwort: Check-in ab 15:00 Uhr, Check-out bis 11:00 Uhr. Die Nachtrezeption ist rund um die Uhr besetzt, eine späte Anreise ist also kein Problem.\n\nFrage: Haben Sie Parkplätze?\nAntwort: Ja, unsere Privatgarage hat 20 Stellplätze. Parken kostet 18 EUR pro Nacht.`,
    );
    const plan = await decide(
      facts("Guten Tag, drei kurze Fragen: Ab wann können wir ins Zimmer?", undefined, "Anreise", both),
      brains,
    );
    expect(plan.outcome).toBe("reply");
    expect(plan.reply?.text).toContain("Check-in ab 15:00 Uhr");
  });

  it("reads session 14's kinds: an allergy inside a compound word, small talk, a note that needs no reply, a follow-up on the same entry", async () => {
    // "Haselnussallergie", "notenallergie": the allergy is the end of a compound word, and still a person's matter.
    const nuts = await decideMail(
      "Sehr geehrtes Team, unsere Tochter hat eine schwere Erdnuss- und Haselnussallergie. Gibt es beim Frühstück Produkte ohne Nüsse?",
    );
    expect(nuts.outcome).toBe("escalate");
    expect(nuts.ticket?.priority).toBe("high");
    const dutch = await decideMail(
      "Beste, mijn man heeft een ernstige notenallergie. Kan er bij het ontbijt rekening mee gehouden worden?",
    );
    expect(dutch.outcome).toBe("escalate");
    // "Hallo, wie geht's?" is no question to look up: the dog and its price are all that is asked.
    const smallTalk = await decideMail(
      "Hallo, wie geht's? Darf ich meinen Hund mitbringen? Er ist ein Border Collie. Was kostet das?\n\nLG Paul",
    );
    expect(smallTalk.outcome).toBe("reply");
    // A confirmation that says no reply is needed is closed, however long.
    const note = await decideMail(
      "Hi, just confirming we'll be with you on Friday 11 December around 4pm, booking AUR-51127 under Tait. No need to reply, looking forward to it!\n\nAlison",
    );
    expect(note.outcome).toBe("skip");
    // "Avez-vous un parking ? Faut-il réserver la place à l'avance ?": the parking entry answers both.
    const parking = await decideMail(
      "Bonjour, disposez-vous d'un parking à l'hôtel ? Faut-il réserver la place à l'avance ? Nous arrivons en voiture le 2 janvier.",
    );
    expect(parking.outcome).toBe("reply");
    // "I was also wondering whether …" asks, and the breakfast entry says nothing of vegan food: that part is open.
    const vegan = await decideMail(
      "Hello! Quick one – what time does breakfast run until? My partner is vegan, so I was also wondering whether there's anything plant-based on the buffet.\n\nLucy",
    );
    expect(vegan.outcome).toBe("reply_and_handover");
  });

  it("reads who is writing: a vendor selling cover for damage, a lawyer's title under the sign-off", async () => {
    const pitch = await decideMail(
      "Hello, CrispLine rents and launders hotel-grade linen with a guaranteed replacement of any damaged item within 24 hours. Would you be open to a 15-minute call next week?\n\nDaniel Kerr\nBusiness Development Manager",
    );
    expect(pitch.outcome).toBe("skip");
    // "Advogado" under "Com os meus cumprimentos" is the sender's title, not a legal matter: the questions are asked.
    const lawyer = await decideMail(
      "Exmos. Senhores,\n\nagradecia que me informassem se o pequeno-almoço está incluído.\n\nCom os meus cumprimentos,\n\nHenrique Tavares\nAdvogado\nTavares & Associados",
    );
    expect(lawyer.outcome).not.toBe("escalate");
  });

  it("closes phishing with its reason, even when it names a chargeback or comes from a no-reply address", async () => {
    const chargeback = await decideMail(
      "Hello Merchant,\n\nA cardholder has opened a chargeback for EUR 742.00. To avoid an automatic loss, download the dispute documents and sign in to respond:\n\nhttps://paygate-verify.example/disputes/CB-449201/login\n\nPayments Risk Department",
      "Payments Dispute Team <disputes@secure-paygate.test>",
      "Chargeback notice #CB-449201 - response required",
    );
    expect(chargeback.outcome).toBe("skip");
    expect(chargeback.result).toContain("phishing");
    const quota = await decideFromNoReply(
      "Your mailbox has reached 98% of its storage quota. To avoid losing email, verify your mailbox now: https://aurora.mailbox-verify.example/upgrade\n\nFailure to verify will result in permanent suspension of your account.",
      "Mail Administrator <no-reply@mailbox-quota.test>",
      "[Action Required] Your mailbox has exceeded its storage limit",
    );
    // Closed with a ticket and its reason (the team sees what was tried), not filtered without one.
    expect(quota.outcome).toBe("skip");
    expect(quota.result).toContain("phishing");
  });

  it("tells a vendor's pitch and a partner's business from a guest's question", async () => {
    const photos = await decideMail(
      "Olá equipa do Hotel Aurora,\n\nSomos uma agência de fotografia especializada em hotelaria. Este inverno temos uma sessão completa por apenas 890 EUR. Podemos marcar uma chamada de 15 minutos esta semana?\n\nCumprimentos,\nRenata Alves",
    );
    expect(photos.outcome).toBe("skip");
    const seo = await decideMail(
      "Hi there, RatePilot's pricing engine helped 40 lakeside hotels grow RevPAR by 18% in one season. Would you have 15 minutes next week for a quick demo?\n\nMark",
    );
    expect(seo.outcome).toBe("skip");
    const commission = await decideMail(
      "Hi Aurora team, attached is the commission statement for July to September: 14 guests referred, 168 EUR total. Could you confirm the figures so we can pay out?\n\nMarta, Lakeside Boat Tours",
    );
    expect(commission.outcome).toBe("escalate");
    // A guest whose conference starts at 7.45 is no vendor.
    const guest = await decideMail(
      "Hello, I'm attending a summit in April and have booked three nights. Sessions start at 7.45 every day. Do you have parking?\n\nYusuf",
    );
    expect(guest.outcome).toBe("reply");
  });

  it("reads a short Portuguese mail as Portuguese, and a wife asking about her husband's booking as a privacy matter", async () => {
    const dog = await decideMail(
      "Boa tarde,\n\nVamos ficar aí de 27 a 30 de dezembro e gostaríamos de levar o nosso cão, um beagle. É possível? Há algum custo adicional?\n\nObrigado,\nRicardo",
    );
    // No Portuguese entry: a person translates; never a Spanish reply to a Portuguese guest.
    expect(dog.language).toBe("pt");
    expect(dog.outcome).toBe("handover_translation");
    const wife = await decideMail(
      "Hello, I have reason to believe my husband has booked a room at your hotel this weekend. Could you confirm whether he has a reservation and with whom?\n\nKaren",
    );
    expect(wife.outcome).toBe("escalate");
    expect(wife.ticket?.priority).toBe("high");
  });
});

describe("session 15's kinds: a time asked as a bound, what the guest travels for, a word said of the subject", () => {
  it.each([
    ["en", "Hi, is it possible to check in before 15:00 if the room is ready?"],
    ["es", "Hola: ¿Es posible hacer el check-in antes de las 15:00? Viajamos temprano."],
    ["de", "Guten Tag, können wir schon vor 15:00 Uhr einchecken?"],
    ["en", "Could we check out after 11:00 on the Sunday?"],
  ])(
    "does not answer a time asked before or after the entry's own bound with that bound (%s)",
    async (_, mail) => {
      const plan = await decideMail(mail);
      expect(plan.reply).toBeNull();
      expect(["ask_responsable", "escalate"]).toContain(plan.outcome);
    },
  );

  it("still answers a time asked on the side of the bound the entry gives", async () => {
    const late = await decideMail("Hello, we can only check in after 18:00. Is that ok?");
    expect(late.outcome).toBe("reply");
    expect(late.reply?.text).toContain("15:00");
  });

  it("answers a question asked after the occasion of the trip, which sets the scene", async () => {
    const concert = await decideMail(
      "Hello, we're at the Lakeside Jazz concert on Saturday and so we won't check in before about 1am. Is that ok?\n\nThanks, Olga",
    );
    expect(concert.outcome).toBe("reply");
    expect(concert.reply?.text).toContain("24 hours");
  });

  it("leaves for a person what a question says of the subject in a word the agent does not know", async () => {
    const guarded = await decideMail(
      "Buongiorno, il vostro garage è custodito di notte? Viaggio con una moto d'epoca.",
    );
    expect(guarded.reply).toBeNull();
    expect(guarded.outcome).toBe("ask_responsable");
  });

  it("reads an angry mail about the agent's own answer, an invoice to issue and a Dutch thank-you", async () => {
    const bot = await decideMail(
      "Was that answer written by a bot? It said breakfast is included and now my invoice shows breakfast twice. I want this corrected and an explanation from an actual person.\n\nColin",
      "Colin Ashby <colin@guest.test>",
      "Re: Breakfast included?",
    );
    expect(bot.outcome).toBe("escalate");
    const invoice = await decideMail(
      "Bonjour,\n\nPourriez-vous établir la facture de mon séjour au nom de la société Medilac SAS, avec notre numéro de TVA ?\n\nMerci,\nSophie",
    );
    expect(invoice.outcome).toBe("escalate");
    const thanks = await decideMail("Dank jullie wel voor de snelle reactie! Tot over twee weken.\n\nJoost");
    expect(thanks.outcome).toBe("skip");
  });

  it("reads a room asked ready early as arrival, not as check-out's 11:00, through the words that soften it", async () => {
    const early = await decideMail(
      "Hello! Our wedding is on Saturday and I've booked a room from Friday. What time is check-in normally? And could my room possibly be ready at 11:00 on the Friday?\n\nChloe",
    );
    expect(early.outcome).toBe("reply_and_handover");
    expect(early.reply?.text).toContain("15:00");
  });

  it("closes a vendor's brochure-and-demo pitch and an influencer's reel for free nights", async () => {
    const booth = await decideMail(
      "Hi there,\n\nSnapBooth rents premium photo booths to hotels hosting weddings, with a 20% revenue share for the venue. Can I send you our brochure and book a quick demo call next week?\n\nRyan",
    );
    expect(booth.outcome).toBe("skip");
    const reel = await decideMail(
      "Hallo liebes Team,\n\nich bin Lisa von @pfotenreise (92.000 Follower). Wir würden euch gern in einem Reel vorstellen – im Gegenzug für zwei kostenlose Übernachtungen inkl. Hundegebühr. Habt ihr im April Zeit?\n\nLisa",
    );
    expect(reel.outcome).toBe("skip");
  });

  it("never closes as thanks a request said beside the thanks, in a language it reads or not", async () => {
    const cancel = await decideMail(
      "annullate la prenotazione AUR-61120 per favore, non possiamo più venire. grazie",
    );
    expect(cancel.outcome).toBe("escalate");
    const czech = await decideMail(
      "Dobrý den, potřebuji zrušit rezervaci AUR-61342 na 12.–13. prosince. Děkuji, Petr Novák",
    );
    expect(czech.outcome).toBe("escalate");
    const dictated = await decideMail(
      "hallo ik wil graag weten hoe laat we moeten uitchecken en of er wifi is op de kamer want ik moet nog werken alvast bedankt ruben",
    );
    expect(dictated.outcome).not.toBe("skip");
    // Thanks alone is still closed.
    const danish = await decideMail(
      "Tusind tak for det hurtige svar! Så glæder vi os til at komme.\n\nVenlig hilsen\nMette",
    );
    expect(danish.outcome).toBe("skip");
  });
});

describe("session 16's kinds: a sensitive mail in words no list holds, read by its meaning; capitals; invoices", () => {
  it.each([
    "Hi, the light switch in our bathroom gives a little electric shock every time we touch it and there's water near it. Can someone come and look?",
    "Hello, my son locked himself in the bathroom and we can't open the door, he is panicking, please send someone now",
    "Hi, our toddler swallowed one of the little soaps from the bathroom, what should we do?",
    "Hello, my elderly mother cannot find her heart tablets; she thinks she left them at breakfast. Please help.",
  ])("sends it to a person at high priority, naming the topic: %s", async (mail) => {
    const plan = await decideMail(mail);
    expect(plan.outcome).toBe("escalate");
    expect(plan.reply).toBeNull();
    expect(plan.ticket?.priority).toBe("high");
    expect(plan.result).toMatch(/a sensitive matter \(health and safety: read by its meaning/);
  });

  it("hears capitals as shouting unless the mail reads plainly calm", async () => {
    const desk = await decideMail(
      "DEAR SIR, OUR GUEST MR. JOHN OKORO WILL ARRIVE ON FRIDAY AROUND MIDNIGHT. KINDLY CONFIRM THAT SOMEONE WILL BE AT THE DESK TO CHECK HIM IN. REGARDS, TRAVEL OFFICE",
    );
    expect(desk.outcome).toBe("reply");
    expect(desk.reply?.text).toContain("24 hours");
    const waited = await decideMail(
      "WE WAITED FORTY MINUTES AT YOUR DESK LAST NIGHT AND NOBODY CAME, MY WIFE WAS IN TEARS. WHAT KIND OF HOTEL IS THIS? I WANT TO KNOW WHO WAS ON DUTY.",
    );
    expect(waited.outcome).toBe("escalate");
    expect(waited.ticket?.priority).toBe("high");
  });

  it("hands an invoice to send to a person, and reads 'dog-friendly' as whether dogs are welcome", async () => {
    const invoices = await decideMail(
      "Thank you for a lovely week with you! One more thing: could you send us the invoices for both rooms? Our accounts team needs them.",
    );
    expect(invoices.outcome).toBe("escalate");
    const friendly = await decideMail("Hi, is the hotel dog-friendly? We'd come with our spaniel in March.");
    expect(friendly.outcome).toBe("reply");
    expect(friendly.reply?.text).toContain("12 EUR");
  });

  it("answers what the asking sentence names, not the children the guest travels with", async () => {
    const desk = await decideMail(
      "Hi, we're travelling with our two children and will only arrive around 1am. Is someone at the desk then?",
    );
    expect(desk.outcome).toBe("reply");
    expect(desk.reply?.text).toContain("24 hours");
    const dutch = await decideMail(
      "Goedenavond, onze vlucht landt pas om 23.15 uur, dus met de kinderen zijn we er pas rond half één. Is de receptie dan nog open?",
    );
    expect(dutch.outcome).toBe("handover_translation");
    expect(dutch.reply?.text).toContain("24");
    // A desk to work at is not the night desk.
    const work = await decideMail("Hi, is there a desk in the room? I need to work in the evenings.");
    expect(work.reply).toBeNull();
  });

  it.each([
    [
      "en",
      "Our little boy drew with crayons on the wallpaper by the bed and it won't come off. Please tell us what we owe for the repair.",
      "damage, loss or theft",
    ],
    [
      "de",
      "Guten Morgen, das Frühstück war um 7:15 Uhr noch nicht fertig. So geht das nicht, ich erwarte eine Gutschrift.",
      "threats and angry complaints",
    ],
    [
      "en",
      "Hello, my brother is staying with you this week and I'd like to surprise him. Which room is he in, and when does he check out?",
      "legal and privacy",
    ],
  ])(
    "hears damage a guest offers to pay for, a demand after a complaint and another guest's room asked (%s)",
    async (_, mail, kind) => {
      const plan = await decideMail(mail);
      expect(plan.outcome).toBe("escalate");
      expect(plan.ticket?.priority).toBe("high");
      expect(plan.result).toContain(kind);
    },
  );

  it("reads a bare hour after 'before' as a time the entry must give", async () => {
    const early = await decideMail(
      "Hi, could we get breakfast before 7, or something packed to take along? We have an early train.",
    );
    expect(early.reply).toBeNull();
    expect(early.outcome).toBe("ask_responsable");
  });

  it("closes a prize scam as not from a guest, and hands a guest's request for discretion to a person", async () => {
    const prize = await decideMail(
      "CONGRATULATIONS! Your email has been selected in our annual draw and you have won 500,000 USD. To claim your prize send your full name and the processing fee of 80 USD.",
    );
    expect(prize.outcome).toBe("skip");
    expect(prize.result).toContain("not from a guest");
    const discreet = await decideMail(
      "Hi, I'm arriving on the 12th. If anyone calls asking whether I am staying with you, please do not confirm that I am here, not even to family. Thank you.",
    );
    expect(discreet.outcome).toBe("escalate");
    expect(discreet.ticket?.priority).toBe("high");
    expect(discreet.result).toContain("legal and privacy");
  });

  it("leaves an ordinary question near the same words to the answer", async () => {
    const vet = await decideMail(
      "Dear team, the dog we bring is quite old and we'd like to know if there is a vet nearby, just in case.",
    );
    expect(vet.result).not.toMatch(/sensitive/);
    const breakfast = await decideMail("Hi there, what time is breakfast served on Sunday?");
    expect(breakfast.outcome).toBe("reply");
  });
});

describe("session 17's kinds: the guest's own stay, refusing automatic replies, languages the agent does not read", () => {
  it("hands a moved arrival for the guest's own booking to a person, and asks a service question of the responsable", async () => {
    const early = await decideMail(
      "Hello, we're booked in under AUR-33210 for Friday 12 March. Our train gets in at 10:30 and we'll come straight over. Could we have the room then?",
    );
    expect(early.outcome).toBe("escalate");
    expect(early.reply).toBeNull();
    expect(early.result).toContain("another time for their own stay");
    const service = await decideMail(
      "Hi, we're staying with you from 4 March (AUR-22110). Could you pack us something for an early hike instead of breakfast on the last day?",
    );
    expect(service.outcome).toBe("ask_responsable");
  });

  it("does not take a guest refusing automatic replies for one, and still knows an out-of-office", async () => {
    const angry = await decideMail(
      "É a terceira vez que escrevo sobre a cobrança em duplicado da minha estadia e até hoje ninguém me respondeu. Não quero mais uma resposta automática.",
    );
    expect(angry.outcome).toBe("escalate");
    const away = await decideMail(
      "Ich bin vom 21.12. bis einschließlich 04.01. nicht im Büro und habe keinen Zugriff auf meine E-Mails. Ihre Nachricht wird nicht weitergeleitet.",
      "Petra Lang <p.lang@werk.test>",
      "Abwesenheitsnotiz: Ihre Anfrage",
    );
    expect(away.outcome).toBe("filter");
  });

  it.each([
    [
      "sv",
      "Stort tack för en underbar helg hos er! Barnen pratar fortfarande om frukosten vid sjön och vi kommer gärna tillbaka i sommar.\n\nHälsningar\nKarin",
      "skip",
    ],
    [
      "sv",
      "Tack för en fin vistelse. Tyvärr glömde vi en laddare i rummet, vänligen skicka den till oss.\n\nKarin",
      "escalate",
    ],
    [
      "cs",
      "Vážený uživateli, zaznamenali jsme neobvyklé přihlášení. Vaše schránka bude zablokována. Ověřte prosím své údaje do 24 hodin: https://posta-overeni.test/login",
      "skip",
    ],
    [
      "pl",
      "Dzień dobry, oferujemy pozycjonowanie stron hoteli w Google, teraz z rabatem 30%. Szczegóły: https://seo-hotel.test/oferta",
      "skip",
    ],
  ])(
    "closes what is not from a guest in a language it does not read, and no more (%s, %s)",
    async (_, mail, outcome) => {
      const plan = await decideMail(mail, "Karin Berg <karin@post.test>", "Hej");
      expect(plan.outcome).toBe(outcome);
      expect(plan.reply).toBeNull();
    },
  );

  it("answers a question beside a receipt to send, and hands the receipt over", async () => {
    const plan = await decideMail(
      "Hello, I need a receipt with our company's VAT number for my stay last week (AUR-44120), my employer needs it for expenses. One more question for our next visit: do you have a garage for the car?",
    );
    expect(plan.outcome).toBe("reply_and_handover");
    expect(plan.reply?.text).toContain("18 EUR");
  });

  it("reads 'forgot to mention', the sender's own name and a holiday as no request and no detail", async () => {
    const dog = await decideMail(
      "Hallo, wir haben vergessen zu erwähnen, dass unser Hund Bruno mitkommt. Ist das in Ordnung?",
    );
    expect(dog.outcome).toBe("reply");
    expect(dog.reply?.text).toContain("12 EUR");
    const signed = await decideMail(
      "Thanks for the confirmation. My husband would like to know what time breakfast is served.\n\nGwen",
      "Gwen Harper <gwen@guest.test>",
    );
    expect(signed.outcome).toBe("reply");
    expect(signed.reply?.text).toContain("7:00");
    const holiday = await decideMail("We'll be bringing our terrier with us over Christmas. How much is it?");
    expect(holiday.outcome).toBe("reply");
    expect(holiday.reply?.text).toContain("12 EUR");
  });
});

describe("session 18's kinds: phishing from its own site, statements read as questions, words the entry does not give", () => {
  it("closes phishing sent from the look-alike site it links to, a fake invoice to download, and a change of bank details", async () => {
    const complaint = await decideMail(
      "Dear Partner,\n\nA guest has submitted a serious complaint about your property. Your listing will be suspended unless you respond within 24 hours.\n\nView the guest complaint and respond:\nhttps://partner-verify.staybook.test/login\n\nStayBook Partner Support",
      "StayBook Partner Support <support@partner-verify.staybook.test>",
      "Guest complaint: action required within 24h",
    );
    expect(complaint.outcome).toBe("skip");
    expect(complaint.result).toContain("phishing");
    const invoice = await decideMail(
      "Estimado cliente:\n\nAdjuntamos su factura pendiente Nº 0923. Para evitar recargos, descargue el documento y proceda al pago hoy mismo.\n\nDescargar factura: http://proveedor.test/Factura_0923.zip",
      "Administración <facturas@proveedor.test>",
      "Su factura pendiente",
    );
    expect(invoice.outcome).toBe("skip");
    expect(invoice.result).toContain("a file that runs or unpacks");
    const bank = await decideMail(
      "Dear Sir/Madam,\n\nPlease be informed that our bank account has changed. All outstanding payments should be made to the new account below with immediate effect. Please do not call our office as the lines are being upgraded.\n\nAccounts Department",
      "Accounts <accounts@linen-supplies.test>",
      "URGENT: change of bank details",
    );
    expect(bank.outcome).toBe("skip");
    const russian = await decideMail(
      "Уважаемый клиент! Ваш последний платёж был отклонён. Чтобы избежать блокировки карты, подтвердите данные по ссылке: http://bank-verify.test/confirm",
      "Служба безопасности <security@bank-verify.test>",
      "Ваш платёж отклонён",
    );
    expect(russian.outcome).toBe("skip");
  });

  it("still hands a guest's complaint with a link to a person", async () => {
    const plan = await decideMail(
      "I am writing to complain: the photos on https://aurora.test/rooms showed a lake view and we got a car park. I want to speak to the manager.",
    );
    expect(plan.outcome).toBe("escalate");
  });

  it("knows a French out-of-office written by a woman, with no header", async () => {
    const plan = await decideMail(
      "Bonjour,\n\nje suis absente du 23 novembre au 6 décembre inclus. Votre message ne sera pas transféré.\nEn cas d'urgence, merci de contacter l'agence au 01 99 00 27 41.\n\nCordialement,\nAurélie Masson",
      "Aurélie Masson <a.masson@agence.test>",
      "Absence du bureau",
    );
    expect(plan.outcome).toBe("filter");
  });

  it("answers an arrival 'at 23 o'clock' from the entry in the guest's language", async () => {
    const plan = await decideMail(
      "Dear team, I wanted to ask if we can arrive late in the evening, about 23 o'clock, and until when we must leave the room on the departure day. With best regards, Jürgen",
    );
    expect(plan.outcome).toBe("reply");
    expect(plan.reply?.text).toContain("11:00");
  });

  it("reads a Portuguese sentence that tells as telling, and asks the garage's height of the responsable", async () => {
    const plan = await decideMail(
      "Boa noite,\n\nqual é a altura máxima da entrada da garagem? Temos uma carrinha com barras no tejadilho.\n\nObrigado,\nNuno",
    );
    expect(plan.outcome).toBe("ask_responsable");
    expect(plan.reply).toBeNull();
  });

  it("reads a word in capitals as a thing asked for, and printing at the desk as not the check-in entry", async () => {
    const vpn = await decideMail(
      "Hello, our company laptops only work over VPN. Does your guest wifi allow VPN connections? Thanks, Kwabena",
    );
    expect(vpn.outcome).toBe("ask_responsable");
    // The German FAQ here has the pets entry only: the check-in entry found by "Rezeption" is English.
    const printing = await decideMail(
      "Hallo, was kostet unser Hund pro Nacht? Und kann ich bei Ihnen an der Rezeption ein paar Seiten ausdrucken lassen?",
    );
    expect(printing.outcome).toBe("reply_and_handover");
    expect(printing.reply?.text).toContain("12 EUR");
    expect(printing.reply?.text).not.toContain("15:00");
  });

  it("hands a parcel lost after it was signed for at the desk to a person at high priority", async () => {
    const plan = await decideMail(
      "Good morning, our supplier's tracking shows a box of brochures for our sales manager, who is staying with you this week, was delivered to your front desk on Tuesday at 9:15. At the desk last night he heard that nothing came. Could someone look for it soon? If it has been lost we will have to file a claim.",
    );
    expect(plan.result).toContain("a sensitive matter");
    expect(plan.outcome).toBe("escalate");
    expect(plan.ticket?.priority).toBe("high");
  });

  it("closes thanks said outright whatever intent it reads as, and answers thanks that goes on to ask", async () => {
    const german = await decideMail(
      "Vielen Dank für die schnelle Antwort, dann sehen wir uns am 18.12.!\n\nSchönes Wochenende\nFamilie Brandt",
      "Familie Brandt <brandt@guest.test>",
      "Re: Anfrage Anreise",
    );
    expect(german.outcome).toBe("skip");
    const portuguese = await decideMail(
      "Bom dia,\n\nQueria agradecer a toda a equipa pela estadia da semana passada. O quarto era muito calmo, ótimo para trabalhar, e a receção foi sempre muito simpática.\n\nVoltaremos com certeza na próxima viagem.\n\nCumprimentos,\nMarta",
      "Marta Sousa <marta@guest.test>",
      "Obrigada!",
    );
    expect(portuguese.outcome).toBe("skip");
    const asking = await decideMail(
      "Thank you so much for sorting out the extra bed, what a relief! Oh, and my mum asked if breakfast is included in our rate.\n\nBest, Ellie",
      "Ellie Ward <ellie@guest.test>",
      "Re: Extra bed",
    );
    // The question is not closed with the thanks: it is answered or a person sees it.
    expect(["reply", "ask_responsable"]).toContain(asking.outcome);
    expect(asking.ticket?.status).not.toBe("Solved");
  });

  it("closes a supplier's invoice in German as a supplier's, and still hands a guest's invoice question over", async () => {
    const german = await decideMail(
      "Sehr geehrte Damen und Herren,\n\nanbei erhalten Sie unsere Rechnung Nr. 2026-118 für die Reinigung der Teppiche im Seesaal.\n\nRechnungsbetrag: 412,50 EUR, zahlbar innerhalb von 14 Tagen.\n\nMit freundlichen Grüßen\nTeppichpflege Huber",
      "Teppichpflege Huber <buchhaltung@huber-teppich.test>",
      "Rechnung Nr. 2026-118",
    );
    expect(german.outcome).toBe("skip");
    expect(german.result).toContain("a supplier's invoice");
    const guest = await decideMail(
      "Guten Tag, in der Rechnung für unseren Aufenthalt fehlt die Firmenadresse. Könnten Sie die Rechnung bitte neu ausstellen?",
    );
    expect(guest.outcome).toBe("escalate");
  });

  it("reads a doubt in brackets as no question, and knows a Portuguese out-of-office and a French vendor's offer", async () => {
    const thanks = await decideMail(
      "Hello,\n\nI want to say a big thank you to the night receptionist (I think her name is Ana?) who helped us when our car would not start in front of the hotel. She was very kind and even brought us tea.\n\nBest regards,\nNikos",
      "Nikos Pappas <nikos@guest.test>",
      "Thank you to the night reception",
    );
    expect(thanks.outcome).toBe("skip");
    const asking = await decideMail(
      "Thank you for the lovely stay. We'd like to come back in May with our dog (is that possible?)",
      "Nikos Pappas <nikos@guest.test>",
      "Thank you",
    );
    expect(asking.outcome).not.toBe("skip");
    const away = await decideMail(
      "Olá,\n\nObrigado pela sua mensagem. Estou ausente do escritório até segunda-feira, 7 de dezembro, com acesso limitado ao e-mail.\n\nCumprimentos,\nRui",
      "Rui Costa <rui@empresa.test>",
      "Ausência do escritório: Re: Fatura",
    );
    expect(away.outcome).toBe("filter");
    const offer = await decideMail(
      "Madame, Monsieur,\n\nNotre société accompagne plus de 80 hôtels pour l'entretien de leur linge. Pour tout nouveau contrat signé avant le 31 janvier, nous offrons le premier mois.\n\nJe serais ravi de vous présenter notre offre.\n\nCordialement,\nPaul Girard",
      "Paul Girard <p.girard@linge.test>",
      "Offre spéciale linge hôtelier",
    );
    expect(offer.outcome).toBe("skip");
  });

  it("hands a Dutch refund and a chased lost item to a person, never to the feedback loop", async () => {
    const refund = await decideMail(
      "Goedendag,\n\nOp de rekening staan twee nachten parkeren, maar wij kwamen met de trein. Kunt u dit bedrag terugstorten?\n\nMet vriendelijke groet,\nJoost",
      "Joost Vos <joost@guest.test>",
      "Parkeerkosten op de rekening",
    );
    expect(refund.outcome).toBe("escalate");
    expect(refund.ticket?.priority).toBe("high");
    const chased = await decideMail(
      "Hi again, I wrote on Monday about the scarf I left in room 12 but haven't heard back. Could someone let me know if it was found?\n\nThanks, Sam",
      "Sam Reed <sam@guest.test>",
      "Re: Scarf left in room 12",
    );
    expect(chased.outcome).toBe("escalate");
  });
});
