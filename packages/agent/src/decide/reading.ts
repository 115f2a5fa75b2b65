/**
 * How the agent reads what a person asks (issue 13), in the languages hotel guests and software customers write in:
 * the questions of a mail one by one, whether it asks for an action only a person can take, whether it is an
 * automatic reply or a vendor's pitch, the register the guest used, and whether an answer is about what was asked.
 * Word lists, no model: each rule says in words what it looks for, and `npm run eval -- --task mail` measures them.
 */
import {
  asksPrice,
  asksTime,
  hasPrice,
  hasTime,
  SUPPORTING_SUBJECTS,
  subjectsOf,
} from "../knowledge/concepts";
import { plainWords } from "../understand/language";

const folded = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss");

/** Out-of-office and other automatic replies recognised by their wording, when a server sent no header to say so. */
const AUTO_REPLY =
  /\b(out of (the )?office|automatic reply|auto(matic|mated)?[- ]?(reply|response)|this is an automated (response|message|reply)|i am (currently )?(away|out of the office|on (annual )?leave|on holiday|on vacation)|i will be back (on|in)|i('| a)m back on|will (respond|reply|get back to you) (to your (email|message) )?(upon|on|after) my return|with (limited|no) access to (my )?e-?mail|abwesenheitsnotiz|automatische antwort|ich bin (derzeit |bis )?(nicht im buro|abwesend|im urlaub)|bin ab .{1,30} wieder|reponse automatique|absent(e)? du bureau|je suis (actuellement )?absent|de retour le|respuesta automatica|fuera de la oficina|estare (fuera|de vacaciones)|risposta automatica|fuori (dall')?ufficio|saro (assente|di ritorno)|automatisch antwoord|afwezig tot|resposta automatica|fora do escritorio|(ich bin|ich befinde mich) .{0,40}(im urlaub|nicht im buro|abwesend)|keinen zugriff auf (meine )?e-?mails|absente? du bureau|acces limite a mes e-?mails|we (aim|will aim) to respond to all enquiries|your (email|message|enquiry) has been received|wir haben ihre (nachricht|anfrage) erhalten|nous avons bien recu votre (message|demande)|hemos recibido su (mensaje|solicitud)|abbiamo ricevuto il (suo|vostro) messaggio)\b/;

export function isAutomaticReply(text: string): boolean {
  return AUTO_REPLY.test(folded(text));
}

/**
 * Vendors writing to sell or to bill, and phishing dressed as an invoice: no reply, no lead (agent.md §2 step 4,
 * Provider). A pitch offers the company something; an invoice asks the company to pay for what it bought.
 */
const PITCH =
  /\b(we help (independent |small |b2b )?(hotels|businesses|companies|saas|brands)|i help (hotels|businesses|companies)|our (agency|company|team|platform|service|solution|software|tool) (helps|can help|offers|provides|specialises|specializes)|we (specialise|specialize) in|(would|could) you be open to|can i show you|(10|15|20|30)[- ]minute (demo|call)|head of growth|hotels like yours|save \d+ hours a week|are you open to a (quick |short )?(call|chat)|book a (quick |short |15[- ]minute )?(call|demo) with (me|us)|increase your (direct )?bookings|boost your|grow your (revenue|bookings|business)|(seo|marketing|lead generation|outbound) (services|agency|campaigns?)|qualified (demos|leads|meetings) a month|done-for-you|i'?d love to (shoot|photograph|show you|work with you)|guest post|backlinks?|partnership opportunity for your|free (audit|trial of our)|nous aidons les hotels|wir helfen hotels|ayudamos a hoteles|aiutiamo gli hotel|(i'?m|i am) an? [\w -]{0,30}(photographer|consultant|designer|videographer|agency)|we offer (a |an |our )?[\w -]{0,30}(service|services|solution|package)|offre alle strutture|offriamo (alle|ai|un servizio)|nous proposons (aux|un service|nos services)|wir bieten (ihnen|hotels)|ofrecemos (a los|un servicio|nuestros servicios)|wir lokalisieren|schnell, gunstig|(steigern|erhohen) (sie )?ihre (direkt)?buchungen|mehr direktbuchungen|agentur fur (hotel)?marketing|augmenter vos reservations|aumentar (sus|tus) reservas|aumentare le (vostre |tue )?prenotazioni|meer directe boekingen|aumentar (as suas |suas )?reservas)\b/;
const SUPPLIER_INVOICE =
  /\b(please find (attached|enclosed) (our |the )?invoice|attached (is |you will find )?(our |the )?invoice|invoice (no\.?|number|#)?\s*[\w-]*\d[\w-]* (for|dated|of)|amount due|payment (is )?due (on|by)|due date|overdue invoice|final notice|remittance|bank details for payment|ci-joint (la |notre )?facture|anbei (die |unsere )?rechnung|adjunto (la |nuestra )?factura|in allegato (la |nostra )?fattura)\b/;

export function isProviderMail(text: string): "pitch" | "invoice" | null {
  const t = folded(text);
  if (SUPPLIER_INVOICE.test(t)) return "invoice";
  if (PITCH.test(t)) return "pitch";
  return null;
}

/**
 * A request for an action only a person can take (cancel, change, book, refund, a quote, fix something, find a lost
 * item, a complaint): never answered from knowledge, never learned as knowledge. A question about the rule ("what is
 * your cancellation policy?", "how would we cancel if we ever needed to?") is not one.
 */
const ACTION_REQUEST: { reason: string; pattern: RegExp }[] = [
  {
    reason: "a cancellation",
    pattern:
      /\b(please cancel|cancel (my|our|the) (booking|reservation|stay|room|subscription|plan|account|contract)|(need|want|have|would like|'d like) to cancel|we must cancel|annuler (ma|notre|la) (reservation|chambre)|(je|nous) (dois|devons|voudrais|voudrions|souhaite|souhaitons) annuler|(mochte|mochten|muss|mussen|will|wollen) (ich |wir )?(meine |unsere |die )?(buchung|reservierung)? ?stornieren|bitte stornieren|stornieren sie|(quiero|queremos|necesito|necesitamos|quisiera|quisieramos) cancelar|cancelar (mi|nuestra) reserva|(vorrei|vorremmo|devo|dobbiamo) (annullare|cancellare|disdire)|annullare (la|mia|nostra) prenotazione|(wil|willen|moet|moeten) (graag )?(mijn |onze )?(boeking|reservering)? ?annuleren|(quero|queremos|preciso) cancelar)\b/,
  },
  {
    reason: "a change to a booking",
    pattern:
      /\b((change|move|extend|shorten|modify|amend|upgrade) (my|our|the) (booking|reservation|stay|dates|arrival|departure|room)|extend (our|my) stay|stay (one|an|two|a) (more|extra) nights?|(an?|one) extra night|add (a|an|one|another|a second)( \w+){0,2} (room|night|bed|guest)|(passer|changer) (a|de) (une )?chambre|surclassement|upgrade (to|our|my)|(buchung|reservierung|aufenthalt)\w* .{0,60}(verschieben|andern|umbuchen|verlangern)|verschieben|(spostare|cambiare) (le date|la prenotazione)|could we stay until|changer (ma|notre|les) (reservation|dates)|prolonger (notre|mon) sejour|(buchung|reservierung) (andern|verlangern|umbuchen)|eine nacht (langer|verlangern)|cambiar (mi|nuestra|las) (reserva|fechas)|(una|otra) noche mas|cambiare (la|mia|nostra) prenotazione|prolungare (il|nostro) soggiorno|boeking (wijzigen|verlengen)|alterar (a|minha|nossa) reserva|(aggiungere|ajouter|anadir|agregar|hinzufugen|toevoegen|adicionar) (un |una |ein |einen |een |uma )?(letto|lit|cama|bett|zusatzbett|bed)\b|(zusatzbett|extrabett|kinderbett) (dazu|hinzu)\w*|(keep|stay in) (our|my|the) rooms? (until|till|a (little|bit) longer|longer)|(can|could|may) (we|i) (please )?(have|get) (a )?late check ?out|(can|could|may) (we|i) (please )?(check out|leave the room) (later|(at|around|until) \d{1,2}(?:[:.]\d\d)?\s?(?:am|pm|h)?)|erst (gegen|um) \d{1,2}[^.?!]{0,15}(auschecken|abreisen)|(spater|spat) (aus)?(checken|auschecken|abreisen)|(partir|liberer la chambre|quitter la chambre) (plus tard|vers \d{1,2}h|a \d{1,2}h)|(salir|dejar la habitacion) (mas tarde|a las \d{1,2})|(lasciare la camera|partire) (piu tardi|alle \d{1,2}))\b/,
  },
  {
    reason: "a booking or a quote",
    pattern:
      /\b((i|we)('d| would) like to (book|reserve)|(can|could) (i|we|you) (book|reserve)|please (book|reserve)|(do you have|is there) (a|an|any) [\w -]{0,25}room (free|available)|(room|rooms) (free|available) (from|on|for)|availability (for|from|on) \d|what would (a|an|the) [\w -]{0,25}(room|stay) cost|price for [\w -]{0,20}\d|(send|give) (me|us) (a|an) (quote|offer|quotation)|(request|like) (a|an) (quote|offer|quotation)|room block|rooming list|allotment|group (booking|rate|offer) for|(je|nous) (voudrais|voudrions|souhaite|souhaitons) reserver|avez-vous une chambre (libre|disponible)|(noch )?(ein|eine|zwei|ein paar) ?(doppel|einzel|familien)?zimmer frei|(chambre|chambres) (libre|disponible)s? (du|pour|le)|habitacion(es)? (doble |individual )?(libre|disponible)s? (del|para|el)|camer[ae] (doppi[ae] |singol[ae] )?(liber[ae]|disponibil[ei]) (dal|per|il)|kamer (vrij|beschikbaar) (van|voor|op)|(ich|wir) (mochte|mochten) (ein zimmer )?(buchen|reservieren)|haben sie (ein|noch ein) zimmer (frei|verfugbar)|(quiero|queremos|quisiera|quisieramos) reservar|tienen (una )?habitacion (libre|disponible)|(vorrei|vorremmo) prenotare|avete (una )?camera (libera|disponibile)|(ik wil|wij willen|we willen) (graag )?(een \w+ )?(boeken|reserveren)|\b(angebot|devis|presupuesto|preventivo|offerte|orcamento|cotizacion)\b|(quero|queremos|gostaria de) reservar|(book|reserve) (us |me )?a table|(reserver|reservez) (nous |moi )?une table|(pourriez|pouvez)[- ]vous (nous |me )?reserver|(einen|ein) tisch [^.?!]{0,30}(reservieren|buchen)|reservar(nos)? una mesa|prenotar(ci|e|mi) un tavolo|een tafel (reserveren|boeken)|(ich|wir) (mochte|mochten|wurden gerne|wurden) (?!wissen|fragen)(?:[^.?!]|\d\.){0,60}\b(buchen|reservieren)|(je|nous) (voudrais|voudrions|souhaite|souhaitons|aimerions|aimerais) (?!savoir)(?:[^.?!]|\d\.){0,50}\breserver|(quiero|queremos|quisiera|quisieramos|me gustaria|nos gustaria) (?!saber)(?:[^.?!]|\d\.){0,50}\breservar|(vorrei|vorremmo|ci piacerebbe) (?!sapere)(?:[^.?!]|\d\.){0,50}\bprenotare)\b/,
  },
  {
    reason: "a refund",
    pattern:
      /\b(refund|reimburse|money back|chargeback|rembourse|remboursement|ruckerstattung|erstattung|geld zuruck|zuruckgebucht|zuruckerstattet|ruckbuchung|(charged|billed) (me |us )?twice|double (charge|charged|billing)|cobrado dos veces|doppelt (abgebucht|belastet|berechnet)|debite deux fois|addebitato due volte|reembolso|devolucion|rimborso|terugbetaling|geld terug|reembolso)\w*\b/,
  },
  {
    reason: "something to fix",
    pattern:
      /\b((is|are|was|were|has been|have been|keeps?|still) (not working|broken|dirty|blocked|disconnecting|dropping|cold|leaking|noisy)|(doesn't|does not|don't|do not|didn't|did not|won't|will not|isn't|is not|aren't|wasn't) (work|working|load|loading|open|print|show|showing|sync|syncing|start|fixed|cleaned)|(wasn't|was not|weren't|haven't been|hasn't been) (cleaned|made up|fixed|repaired)|no (hot water|heating|towels)|(il n'?y a |n'?y a )?(pas|plus) de (serviettes|papier toilette|eau chaude|chauffage)|keine (handtucher|handtuecher|heizung)|kein (toilettenpapier|klopapier)|no hay (toallas|papel higienico|calefaccion)|non ci sono (asciugamani|piu asciugamani)|manca(no)? (gli )?asciugamani|geen (handdoeken|verwarming|wc-papier)|out of towels|not loading|stopped (working|syncing)|keeps? (crashing|disconnecting|dropping|failing)|error \d{3}|error message|can('|no)t (log ?in|access|see|open|print|download)|(still )?isn't fixed|still not (fixed|working)|any update on|(won't|does not|doesn't) (turn|switch) on|non si accende|ne s'allume pas|geht nicht an|no se enciende|gaat niet aan|(send|mandare|schicken sie) (someone|qualcuno|jemanden)|fonctionne pas|marche pas|(ne|n) ?(fonctionne|marche) plus|funktionier\w* ([\w-]+ ){0,4}(nicht|mehr)|pas d'eau chaude|funktioniert nicht|geht nicht|kaputt|kein (warmes wasser|warmwasser)|nicht gereinigt|no funciona|sin agua caliente|no (nos )?han limpiado|non funziona|niente acqua calda|non (e stata|hanno) pulit|werkt niet|geen warm water|nao funciona|sem agua quente)\b/,
  },
  {
    reason: "a lost item",
    pattern:
      /\b((i|we) (think (i|we) )?(left|lost)|left (my|our|his|her|their|behind)|forgot (my|our|his|her|their)|liegen lassen|oubli\w* (son|sa|ses|mon|ma|mes|notre|nos)|have you found|did (you|anyone) find|lost (my|our)|(j'ai|nous avons) (oublie|perdu|laisse)|(ich habe|wir haben) .{0,40}(vergessen|liegen lassen|verloren)|(he|hemos) (olvidado|perdido|dejado)|(ho|abbiamo) (dimenticato|perso|lasciato)|(ik ben|wij zijn|we zijn) .{0,30}vergeten|(esqueci|esquecemos|perdi))\b/,
  },
  {
    reason: "a complaint",
    pattern:
      /\b(unacceptable|disgust\w*|appalling|outrageous|furious|disappoint\w*|letdown|let down|not acceptable|inadmissible|scandaleu\w*|non honoree|dedommagement|warte ich (seit|auf)|i want to complain|formal complaint|i am complaining|lawyer|legal action|worst (stay|experience|service)|inacceptable|tres decu\w*|decu\w*|inakzeptabel|enttauscht|beschwerde|inaceptable|decepcionad\w*|inaccettabile|delus\w*|reclamo|onaanvaardbaar|teleurgesteld|inaceitavel)\b/,
  },
  {
    reason: "a person to talk to",
    pattern:
      /\b(speak|talk) (to|with) (a (real )?(person|human|manager)|someone|the manager)|call me back|(rufen sie mich|ruft mich) (bitte )?(zuruck|an)|rappelez-moi|llamenme|richiamatemi\b/,
  },
];

/** A partner writing as one (a reseller, an integration or tour-operator partner, a contract): a person answers. */
const PARTNER =
  /\b(as (an? |your )?(integration |reseller |technology |channel |tour[- ]operator )?partner|partner reseller|en tant que partenaire|als (ihr )?(integrations|vertriebs)?partner|como (socio|partner)|in qualita di partner|contract renewal|renewal of (our|the) (contract|agreement)|rinnovo della convenzione|renouvellement (du|de notre) contrat|vertragsverlangerung|rooming list|allotment contract)\b/;

export function partnerRequest(text: string): boolean {
  return PARTNER.test(folded(text));
}

export function actionRequested(text: string): string | null {
  const t = folded(text);
  for (const { reason, pattern } of ACTION_REQUEST) if (pattern.test(t)) return reason;
  return null;
}

/**
 * Words that point back to something said before ("how much is it?", "is there a charge for that?", "combien ça
 * coûte ?", "was kostet das extra?" is left out: "das" is an article too). Only pronouns that are not also articles.
 */
const REFERS_BACK =
  /\b(it|that|this|these|those|them|there|ca|cela|ceci|dafur|davon|dies|dort|eso|esto|ello|ahi|questo|questa|quello|cio|daarvoor|ervoor|isso|isto)\b|\b(faut[- ]il|dois[- ]je|doit[- ]on|peut[- ]on|puis[- ]je|pouvons[- ]nous|pouvez[- ]vous) (le|la|les|l)\b|\b\w{3,}(arlo|arla|arlos|arlas|erlo|erla|irlo|irla|arli|erli|irli)\b/;

/**
 * True when a question names no subject of its own and points back to something said before ("is there a charge for
 * it?"): it asks about what the sentence before it, or the thread, is about.
 */
export function pointsBack(text: string): boolean {
  return subjectsOf(text).size === 0 && REFERS_BACK.test(folded(text));
}

/** Greetings, thanks and sign-offs: lines that ask nothing. */
const PLEASANTRY =
  /^(hi|hello|hey|dear|good (morning|afternoon|evening)|thanks?( you)?( so much| very much| in advance)?|many thanks|cheers|best( regards| wishes)?|kind regards|regards|bonjour|bonsoir|merci( beaucoup)?|cordialement|bien a vous|hallo|guten (tag|morgen|abend)|sehr geehrte|liebe|vielen dank|danke( schon)?|viele grusse|mit freundlichen grussen|lg|hola|buenos dias|buenas tardes|estimad[oa]s?|muchas gracias|gracias|saludos|un saludo|ciao|buongiorno|buonasera|gentil[ei]|grazie( mille)?|cordiali saluti|saluti|hoi|goedemiddag|goedemorgen|beste|bedankt|dank je|met vriendelijke groet|groeten|ola|bom dia|boa tarde|obrigad[oa]|cumprimentos)\b/;

/**
 * The questions and requests of a mail, one per entry: sentences that end with "?", numbered or bulleted items,
 * and the sentence of an explicit request ("Could you tell me …", "I would like to know …"). Pleasantries are left
 * out. A mail with no question mark and no request is read whole, as one.
 */
export function questionsOf(text: string): string[] {
  const lines = text
    .replace(/\r/g, "")
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  const units: string[] = [];
  let previous: string | null = null;
  for (const line of lines) {
    // Items of a list are questions of their own.
    const item = line.replace(/^(\d+[.)]|[-*•])\s+/, "");
    // Sentences end at ".", "!" or "?", but not at the dot of "2." or "St." inside a sentence.
    const sentences = item.match(/(?:[^.!?]|\.(?=\S)|(?<=\b\d{1,2})\.\s(?=\S))+[.!?]*/g) ?? [item];
    for (const raw of sentences) {
      let s = raw.trim();
      if (s.length < 4) continue;
      const plain = folded(s);
      // "Thanks, Dan" and "Hello Maria," are pleasantries; "Hola, viajamos con nuestro perro." says something the
      // next question ("¿Hay algún suplemento?") points back to.
      if (PLEASANTRY.test(plain) && !s.includes("?") && plainWords(plain.replace(PLEASANTRY, "")).length <= 3)
        continue;
      // "Is that possible?", "C'è un supplemento?": a short question with no subject of its own asks about the
      // sentence before it.
      if (previous && s.includes("?") && plainWords(s).length <= 6 && subjectsOf(s).size === 0)
        s = `${previous} ${s}`;
      units.push(s);
      previous = s;
    }
  }
  const asking = units.filter((u) => u.includes("?") || ASKING.test(folded(u)));
  if (asking.length === 0) return [text.trim()];
  // "What time is breakfast, and do you have gluten-free bread?": two questions in one sentence.
  return asking.flatMap(splitCompound).slice(0, 8);
}

const ASKING =
  /\b(could you (tell|let|confirm|send|check)|can you (tell|let|confirm|send|check)|please (tell|let|confirm|send|advise)|i('d| would) like to know|i was wondering|let me know|je voudrais savoir|je voulais savoir|nous voulions savoir|volevo sapere|volevamo sapere|wollte fragen|wollten fragen|wollte wissen|queria saber|queriamos saber|gostava de saber|ik wilde weten|wij wilden weten|pourriez-vous|pouvez-vous|konnten sie|konnen sie mir|ich wurde gerne wissen|podrian|podria|me gustaria saber|potreste|potrebbe|vorrei sapere|kunt u|zou u|gostaria de saber|gostariamos de saber|poderiam|(would|'d) like to know more|more information about|gerne mehr (erfahren|wissen)|nous aimerions en savoir plus|nos gustaria saber|vorremmo sapere|wij willen graag meer weten)\b/;

const COMPOUND =
  /,?\s+(?:and|und|et|y|e|en)\s+(?=(?:do|does|is|are|can|could|will|would|what|how|when|where|which|who|gibt|haben|habt|kann|konnen|ist|sind|avez|est-ce|pouvez|puis|hay|tienen|puedo|podemos|avete|posso|possiamo|c'e|ci sono|hebben|kan|kunnen|is er|tem|temos|posso|podemos)\b)/i;

function splitCompound(sentence: string): string[] {
  const parts = sentence
    .split(COMPOUND)
    .map((p) => p.trim())
    .filter((p) => p.length >= 8);
  // "Do you have parking, and what does it cost?" asks one thing: a part with no subject of its own that points back
  // ("it") belongs to the one before. "What time is check-in, and is there somewhere to leave our luggage?" asks two.
  return parts.length > 1 && !parts.some(pointsBack) ? parts : [sentence];
}

/**
 * Whether an entry is about what a question asks: every specific subject of the question (an EV charger, a late
 * check-out, a cot, gluten-free food, a lost item…) must appear in the entry. Generic words (time, price, room,
 * booking…) do not count: "how much is parking?" is answered by the parking entry, "can I charge my car there?" is not.
 */
export function answersSubject(
  question: string,
  entry: { question: string | null; answer: string },
): boolean {
  const text = `${entry.question ?? ""}\n${entry.answer}`;
  const has = subjectsOf(text);
  const asked = subjectsOf(question);
  for (const subject of asked) if (!has.has(subject) && !SUPPORTING_SUBJECTS.has(subject)) return false;
  // "How much is a massage?" is not answered by an entry that says massages exist but gives no price, nor by the
  // price of the pool beside them: the figure must be in a sentence about what was asked, or about nothing else.
  const relevant = entry.answer.split(/(?<=[.!?;])\s+|\n+/).filter((sentence) => {
    const about = subjectsOf(sentence);
    return about.size === 0 || asked.size === 0 || [...about].some((s) => asked.has(s));
  });
  if (asksPrice(question) && !relevant.some(hasPrice)) return false;
  if (asksTime(question) && !relevant.some(hasTime)) return false;
  return true;
}

const FORMAL_SALUTATION =
  /\b(sehr geehrte|mit freundlichen grussen|hochachtungsvoll|madame, monsieur|madame|monsieur|veuillez agreer|estimad[oa]s?|atentamente|gentil[ei]|egregi[oa]|distinti saluti|cordiali saluti|geachte|hoogachtend|exm[oa]s?|prezad[oa]s?|dear (sir|madam)|yours (faithfully|sincerely))\b/;

/** The register the writer used: formal ("Sie", "vous", "usted", "Lei", "u") or informal ("du", "tu", "tú", "je"). */
export function formalityOf(text: string, language: string): "formal" | "informal" | null {
  const words = plainWords(text);
  const has = (list: string[]) => words.some((w) => list.includes(w));
  const raw = ` ${text} `;
  const t = folded(text);
  if (FORMAL_SALUTATION.test(t)) return "formal";
  switch (language) {
    case "de":
      if (/\s(Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer)[\s,.?!]/.test(raw)) return "formal";
      return has(["du", "dir", "dich", "dein", "deine", "euch", "euer", "eure", "ihr"]) ? "informal" : null;
    case "fr":
      if (has(["vous", "votre", "vos"])) return "formal";
      return has(["tu", "toi", "ton", "ta", "tes", "t"]) ? "informal" : null;
    case "es":
      if (has(["usted", "ustedes"]) || /\b(le|les) (agradezco|agradecemos)\b/i.test(text)) return "formal";
      return has(["tu", "te", "tienes", "puedes", "vosotros", "teneis", "podeis"]) ? "informal" : null;
    case "it":
      if (/\s(Lei|La|Le|Sua|Suo|Vi|Vostra|Vostro)[\s,.?!]/.test(raw) || has(["gentile", "cortesemente"]))
        return "formal";
      return has(["tu", "ti", "tuo", "tua", "puoi", "hai"]) ? "informal" : null;
    case "nl":
      if (has(["u", "uw"])) return "formal";
      return has(["je", "jij", "jou", "jouw", "jullie"]) ? "informal" : null;
    case "pt":
      if (has(["senhor", "senhora", "vossa", "v"])) return "formal";
      return has(["tu", "te", "teu", "tua"]) ? "informal" : null;
    default:
      return /\b(dear (sir|madam|mr|mrs|ms|dr)|yours (faithfully|sincerely)|to whom it may concern)\b/i.test(
        text,
      )
        ? "formal"
        : null;
  }
}

/** A line that closes a mail ("Kind regards,", "Mit freundlichen Grüßen", "Grazie e cordiali saluti"): what follows is a signature. */
const SIGN_OFF =
  /^((kind|best|warm|warmest|many|with (best|kind|warm))?\s*(regards|wishes)|thanks?( you)?( (so|very) much| again| in advance)?|many thanks|cheers|best|sincerely|yours( sincerely| faithfully| truly)?|all the best|cordialement|bien (a vous|cordialement)|(bien )?amicalement|merci( beaucoup| d'avance)?|a bientot|(mit )?(freundlichen|besten|herzlichen|lieben|viele|beste|liebe|schone) grusse?n?|lg|vg|danke( schon)?|vielen dank|saludos( cordiales)?|un (cordial )?saludo|atentamente|(muchas )?gracias|(cordiali|distinti|tanti) saluti|saluti|un saluto|grazie( mille)?( e cordiali saluti)?|met vriendelijke groet(en)?|(hartelijke )?groet(en|jes)?|bedankt|(com os melhores )?cumprimentos|atenciosamente|obrigad[oa]|abracos|beijos)[\s,.!]*$/;

/**
 * What the sender wrote before signing off: a signature's job title ("Geschäftsführer"), its firm ("Studio Legale") or
 * its legal disclaimer (GDPR) is not what the mail is about. The whole text when no closing line comes after content.
 */
export function beforeSignOff(content: string): string {
  const lines = content.split("\n");
  for (let i = 1; i < lines.length; i++) {
    const line = folded(lines[i]!.trim());
    if (line.length > 0 && line.length <= 45 && SIGN_OFF.test(line)) return lines.slice(0, i).join("\n");
  }
  return content;
}
