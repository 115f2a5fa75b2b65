import {
  addMembership,
  agentConfigs,
  aiAgentIntents,
  brandBriefs,
  companies,
  customers,
  escalationResponsableIntents,
  escalationResponsables,
  profiles,
  supportMailboxes,
} from "@inbox/db";
import { eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { AppContext } from "./context";
import { storeInboundMessage } from "./mail/ingest";

export const DEMO_EMAIL = "demo@hotel-aurora.example";
export const DEMO_PASSWORD = "autopilot-demo";
const DEMO_FORWARDING = "aurora-demo@inbound.localhost";

const FAQ = `Q: What time is check-in and check-out?
A: Check-in is from 15:00 and check-out until 11:00. The night desk is open 24 hours, so late arrivals are welcome.

Q: Do you have parking?
A: Yes, our private garage has 20 spaces. Parking costs 18 EUR per night; no reservation needed.

Q: Are pets allowed?
A: Dogs are welcome for 12 EUR per night, bowls and a blanket included.

Q: Is breakfast included?
A: Breakfast is included in all rates and served from 7:00 to 10:30 in the Lake Room.

Q: Is there wifi?
A: Free fast wifi everywhere in the hotel; the network is Aurora-Guest, no password needed.

Q: À quelle heure sont l'arrivée et le départ ?
R: L'arrivée se fait à partir de 15:00 et le départ jusqu'à 11:00. La réception de nuit est ouverte 24 heures sur 24 : vous pouvez arriver tard sans souci.

Q: Avez-vous un parking ?
R: Oui, notre garage privé compte 20 places. Le parking coûte 18 EUR par nuit, sans réservation.

Q: Les animaux sont-ils acceptés ?
R: Les chiens sont les bienvenus pour 12 EUR par nuit, gamelles et couverture comprises.

Q: Le petit-déjeuner est-il inclus ?
R: Le petit-déjeuner est inclus dans tous nos tarifs et servi de 7:00 à 10:30 dans la salle du Lac.

Frage: Wann sind Check-in und Check-out?
Antwort: Check-in ab 15:00 Uhr, Check-out bis 11:00 Uhr. Die Nachtrezeption ist rund um die Uhr besetzt, eine späte Anreise ist also kein Problem.

Frage: Haben Sie Parkplätze?
Antwort: Ja, unsere Privatgarage hat 20 Stellplätze. Parken kostet 18 EUR pro Nacht, eine Reservierung ist nicht nötig.

Frage: Sind Haustiere erlaubt?
Antwort: Hunde sind für 12 EUR pro Nacht willkommen, Napf und Decke inklusive.

Frage: Ist das Frühstück inklusive?
Antwort: Das Frühstück ist in allen Preisen inbegriffen und wird von 7:00 bis 10:30 Uhr im Seesaal serviert.

Pregunta: ¿A qué hora son la entrada y la salida?
Respuesta: La entrada es a partir de las 15:00 y la salida hasta las 11:00. La recepción de noche está abierta las 24 horas, así que puede llegar tarde sin problema.

Pregunta: ¿Tienen aparcamiento?
Respuesta: Sí, nuestro garaje privado tiene 20 plazas. El aparcamiento cuesta 18 EUR por noche, sin reserva.

Pregunta: ¿Se admiten mascotas?
Respuesta: Los perros son bienvenidos por 12 EUR por noche, con cuenco y manta incluidos.

Domanda: A che ora sono il check-in e il check-out?
Risposta: Il check-in è dalle 15:00 e il check-out entro le 11:00. La reception notturna è aperta 24 ore su 24, quindi potete arrivare anche tardi.

Domanda: Avete un parcheggio?
Risposta: Sì, il nostro garage privato ha 20 posti. Il parcheggio costa 18 EUR a notte, senza prenotazione.

Domanda: Gli animali sono ammessi?
Risposta: I cani sono i benvenuti per 12 EUR a notte, con ciotola e coperta incluse.`;

const BRIEF = `# Hotel Aurora brand brief

## Who we are
Hotel Aurora is a 42-room lakeside hotel for families and business travellers.

## Tone of voice
Warm and friendly, never stiff. We use first names and keep answers short.

Sign-off: Warm regards, the Hotel Aurora front desk`;

const SAMPLES: { from: string; subject: string; text: string }[] = [
  {
    from: "Anna Weber <anna.weber@example.com>",
    subject: "Arriving late",
    text: "Hello, our train arrives at 23:30. What time is check-in, and can we still get our keys?",
  },
  {
    from: "Marco Rossi <marco.rossi@example.com>",
    subject: "Parking",
    text: "Hi, do you have parking for our car during the stay?",
  },
  {
    from: "Claire Martin <claire.martin@example.com>",
    subject: "Chien",
    text: "Bonjour, est-ce que les chiens sont acceptés à l'hôtel ?",
  },
  {
    from: "Peter Jansen <peter.jansen@example.com>",
    subject: "Refund for cancelled night",
    text: "We had to leave a day early. I would like a refund for the night we did not use.",
  },
  {
    from: "Sofia Lopez <sofia.lopez@example.com>",
    subject: "Airport shuttle",
    text: "Do you offer a shuttle from the airport, and how much does it cost?",
  },
  {
    from: "Tom Becker <tom.becker@example.com>",
    subject: "Thanks!",
    text: "Thank you so much for the lovely stay, we will be back!",
  },
];

/**
 * The demo workspace of the embedded default: on the first start of an empty database, a demo hotel (company,
 * agent config with FAQ, brand brief, responsables, customers, a forwarding mailbox) and a few guest emails sent
 * through the forwarding address, so a newcomer sees the agent at work within a minute.
 */
export async function createDemoWorkspace(ctx: AppContext, options: { forwardingPort?: number } = {}) {
  const [{ n }] = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(companies)) as [{ n: number }];
  if (n > 0) return null;
  const signUp = await ctx.auth.api.signUpEmail({
    body: { email: DEMO_EMAIL, password: DEMO_PASSWORD, name: "Demo Owner" },
  });
  const userId = signUp.user.id;
  const [company] = await ctx.db
    .insert(companies)
    .values({
      name: "Hotel Aurora",
      url: "https://hotel-aurora.example",
      email: DEMO_EMAIL,
      subscription: "standard",
      trialEndsAt: new Date(Date.now() + 15 * 864e5),
    })
    .returning();
  await ctx.db
    .update(profiles)
    .set({
      companyId: company!.id,
      firstName: "Demo",
      lastName: "Owner",
      email: DEMO_EMAIL,
      onboardingCompletedAt: new Date(),
    })
    .where(eq(profiles.id, userId));
  await addMembership(ctx.db, { companyId: company!.id, userId, role: "owner" });
  await ctx.db.insert(agentConfigs).values({
    companyId: company!.id,
    userId,
    faqContent: FAQ,
    bookingUrl: "https://hotel-aurora.example/demo",
  });
  await ctx.db.insert(brandBriefs).values({ companyId: company!.id, userId, content: BRIEF });
  const [, tom] = await ctx.db
    .insert(escalationResponsables)
    .values([
      {
        companyId: company!.id,
        firstName: "Lea",
        lastName: "Marti",
        email: "lea@hotel-aurora.example",
        isDefaultResponsable: true,
      },
      { companyId: company!.id, firstName: "Tom", lastName: "Keller", email: "tom@hotel-aurora.example" },
    ])
    .returning();
  const [refund] = await ctx.db
    .select({ id: aiAgentIntents.id })
    .from(aiAgentIntents)
    .where(eq(aiAgentIntents.key, "refund"));
  if (refund)
    await ctx.db
      .insert(escalationResponsableIntents)
      .values({ escalationResponsableId: tom!.id, aiAgentIntentId: refund.id });
  await ctx.db.insert(customers).values([
    {
      companyId: company!.id,
      internalCustomerId: "1",
      firstName: "Anna",
      lastName: "Weber",
      email: "anna.weber@example.com",
      language: "de",
      subscription: "Premium",
      paymentStatus: "Ok",
    },
    {
      companyId: company!.id,
      internalCustomerId: "2",
      firstName: "Peter",
      lastName: "Jansen",
      email: "peter.jansen@example.com",
      language: "nl",
      subscription: "Basic",
      paymentStatus: "Ok",
    },
  ]);
  const [mailbox] = await ctx.db
    .insert(supportMailboxes)
    .values({
      companyId: company!.id,
      userId,
      email: "info@hotel-aurora.example",
      provider: "forwarding",
      type: "support",
      forwardingAddress: DEMO_FORWARDING,
    })
    .returning();

  // Through the forwarding address, as a real forward would arrive; stored directly when the listener is off.
  const transport = options.forwardingPort
    ? nodemailer.createTransport({
        host: "127.0.0.1",
        port: options.forwardingPort,
        secure: false,
        ignoreTLS: true,
      })
    : null;
  for (const [i, sample] of SAMPLES.entries()) {
    const messageId = `<demo-${i}@guest.example>`;
    if (transport) {
      await transport.sendMail({
        from: sample.from,
        to: DEMO_FORWARDING,
        subject: sample.subject,
        text: sample.text,
        messageId,
      });
    } else {
      const raw = Buffer.from(
        `From: ${sample.from}\r\nTo: ${DEMO_FORWARDING}\r\nSubject: ${sample.subject}\r\nMessage-ID: ${messageId}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${sample.text}\r\n`,
      );
      await storeInboundMessage(ctx, {
        companyId: company!.id,
        mailboxId: mailbox!.id,
        provider: "forwarding",
        providerId: `demo-${i}`,
        raw,
      });
    }
  }
  transport?.close();
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD, companyId: company!.id };
}
