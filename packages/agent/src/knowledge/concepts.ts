/**
 * Cross-language retrieval: a guest writes "est-ce que les chiens sont acceptés ?" and the FAQ says "Dogs are
 * welcome". Word and character features share nothing across languages, and the sentence encoder reads English only,
 * so a text that is not in English gets the English words of what it talks about appended before it is indexed or
 * searched ("… chiens … acceptés" + "dog dogs allowed accept"). English text is left as it is, so English-to-English
 * retrieval is unchanged; a French FAQ is found from an English question the same way, through its appended words.
 *
 * The lexicon covers what hotel guests and software customers ask about, in the languages they write in most
 * (French, Spanish, German, Italian, Portuguese, Dutch). Each line: English forms | forms in the other languages.
 * Forms are written without accents, lower case; a form of several words joins them with "_" ("petit_dejeuner").
 * English words that other languages use too ("parking", "wifi") are listed among the forms.
 */
import { CARRIER_WORDS } from "../lexicon";
import { GLOSSED_LANGUAGES, gloss, glossaryEnglishWords, glossaryForms } from "../understand/glossary";
import { detectLanguage, plainWords } from "../understand/language";

const LEXICON = `
dog dogs | chien chiens chienne perro perros hund hunde hundes cane cani cao caes hond honden
cat cats | chat chats gato gatos katze katzen gatto gatti kat katten
pet pets animal animals | animal animaux animaux mascota mascotas haustier haustiere tier tiere animale animali animais huisdier huisdieren
allowed accept accepted welcome | accepte acceptes acceptee acceptees acceptez autorise autorises admis admiten admite aceptan aceptais permitido permitidos erlaubt erlaubt zugelassen willkommen accettate accettati ammessi permesso permitidos aceitam aceites permitido toegestaan welkom
parking park car garage | parking stationnement garer voiture garage aparcamiento aparcar estacionamiento coche parkplatz parken auto garage tiefgarage parcheggio parcheggiare macchina estacionamento estacionar carro parkeren parkeerplaats
breakfast | petit_dejeuner desayuno fruhstuck colazione cafe_da_manha pequeno_almoco ontbijt
dinner | diner cena abendessen jantar avondeten
lunch | dejeuner almuerzo comida mittagessen pranzo almoco lunch middageten
restaurant | restaurant restaurante ristorante
bar drinks | boissons bebidas getranke bevande drankjes
vegetarian vegan | vegetarien vegetarienne vegan vegetariano vegetariana vegano vegetarisch veganer vegetarisch veganistisch
allergy gluten | allergie allergies gluten alergia alergias allergie allergien allergia allergie glutine glutenvrij
wifi internet password code | wifi wi_fi internet connexion mot_de_passe code_wifi contrasena conexion wlan passwort kennwort wachtwoord senha
pool swimming swim | piscine nager piscina nadar schwimmbad pool schwimmen nuotare zwembad zwemmen
spa massage sauna wellness | spa massage massages sauna hammam masaje masajes wellness massagen massaggio massaggi massagem massagens
gym fitness | salle_de_sport salle_de_gym gym gimnasio fitness fitnessraum palestra academia sportschool
check in arrival arrive | arrivee arriver enregistrement llegada llegar anreise ankunft ankommen einchecken arrivo arrivare check_in chegada chegar aankomst aankomen inchecken
check out departure leave vacate | depart partir salida salir abreise abfahrt auschecken partenza partire check_out uitchecken vertrek vertrekken quitter_la_chambre liberer_la_chambre zimmer_verlassen zimmer_raumen dejar_la_habitacion lasciare_la_camera liberare_la_camera sair_do_quarto deixar_o_quarto kamer_verlaten
late | tard tardive tarde tardia spat spate tardi laat
early | temprano fruh fruher presto cedo vroeg
time hours open | heure heures horaire horaires ouvert hora horas horario abierto uhr uhrzeit offnungszeiten geoffnet ora orario orari aperto horario aberto uur tijd open
key keys reception desk | cle cles reception llave llaves recepcion schlussel rezeption chiave chiavi reception chave chaves recepcao sleutel sleutels receptie
room rooms | chambre chambres habitacion habitaciones zimmer camera camere quarto quartos kamer kamers
bed beds | lit lits cama camas bett betten letto letti bed bedden
towel towels | serviette serviettes toalla toallas handtuch handtucher asciugamano asciugamani toalha toalhas handdoek handdoeken
cleaning housekeeping clean | menage nettoyage nettoyer limpieza limpiar reinigung putzen zimmerreinigung pulizia pulire limpeza limpar schoonmaak schoonmaken
dirty | sale sales sucio sucia schmutzig sporco sporca sujo suja vies
broken not working | casse cassee marche_pas fonctionne_pas roto rota no_funciona kaputt defekt funktioniert_nicht rotto rotta non_funziona quebrado avariado kapot werkt_niet
noise noisy | bruit bruyant ruido ruidoso larm laut rumore rumoroso barulho lawaai
air conditioning heating | climatisation clim chauffage aire_acondicionado calefaccion klimaanlage heizung aria_condizionata riscaldamento ar_condicionado aquecimento airco verwarming
shower bath bathroom | douche bain salle_de_bain baignoire ducha bano banera dusche bad badezimmer badewanne doccia bagno vasca chuveiro banho casa_de_banho banheira badkamer
balcony view | balcon vue balcon vista balkon aussicht blick balcone vista varanda balkon uitzicht
baby cot crib | lit_bebe lit_parapluie berceau cuna babybett kinderbett culla lettino berco wieg babybedje
child children kids family | enfant enfants famille nino ninos familia kind kinder familie bambino bambini famiglia crianca criancas familia kind kinderen gezin
accessible wheelchair disabled elevator lift | accessible fauteuil_roulant handicape ascenseur accesible silla_de_ruedas ascensor barrierefrei rollstuhl aufzug fahrstuhl accessibile sedia_a_rotelle ascensore acessivel cadeira_de_rodas elevador rolstoel lift toegankelijk
smoking smoke | fumer fumeur fumar fumadores rauchen raucher fumare fumatori roken
price prices cost how much fee | prix tarif tarifs cout combien frais precio precios tarifa cuesta cuanto preis preise kosten kostet wieviel gebuhr prezzo prezzi costo quanto costa preco precos custa quanto prijs prijzen kosten kost hoeveel
pay payment card cash | payer paiement carte especes pagar pago tarjeta efectivo bezahlen zahlung karte bargeld pagare pagamento carta contanti cartao dinheiro betalen betaling kaart contant
invoice receipt bill | facture recu factura recibo rechnung quittung fattura ricevuta fatura recibo factuur bon
refund money back | remboursement rembourser reembolso devolucion ruckerstattung erstattung zuruckerstatten rimborso rimborsare reembolso terugbetaling geld_terug
deposit | caution acompte deposito fianza kaution anzahlung deposito caparra caucao sinal borg aanbetaling
cancel cancellation | annuler annulation cancelar cancelacion stornieren stornierung absagen annullare cancellazione cancelamento annuleren annulering
booking reservation book reserve | reservation reserver reserva reservar buchung buchen reservierung reservieren prenotazione prenotare reserva reservar boeking boeken reservering reserveren
change modify | changer modifier modification cambiar modificar cambio andern anderung umbuchen cambiare modificare mudar alterar alteracao wijzigen veranderen
night nights | nuit nuits noche noches nacht nachte notte notti noite noites nacht nachten
luggage baggage bags | bagage bagages valise equipaje maletas gepack koffer bagaglio bagagli valigia bagagem malas bagage koffers
airport shuttle transfer | aeroport navette transfert aeropuerto traslado lanzadera flughafen shuttle transfer aeroporto navetta aeroporto traslado luchthaven vliegveld pendelbus
taxi train station bus | taxi gare train bus taxi estacion tren autobus bahnhof zug taxi stazione treno autobus estacao comboio trem onibus station trein bus
lost forgot found | perdu oublie oubliee trouve perdido olvidado olvide encontrado verloren vergessen gefunden perso dimenticato trovato perdido esqueci encontrado verloren vergeten gevonden
complaint unhappy disappointed | plainte reclamation mecontent decu queja reclamacion descontento beschwerde reklamation unzufrieden enttauscht reclamo lamentela deluso reclamacao queixa insatisfeito klacht ontevreden teleurgesteld
thanks thank | merci gracias danke grazie obrigado obrigada bedankt dank
person human staff manager | personne humain personnel responsable persona humano personal gerente person mensch mitarbeiter persona umano personale pessoa humano funcionario persoon mens medewerker
group event meeting wedding | groupe evenement reunion mariage grupo evento reunion boda gruppe veranstaltung tagung hochzeit gruppo evento riunione matrimonio grupo evento reuniao casamento groep evenement vergadering bruiloft
beach lake | plage lac playa lago strand spiaggia praia meer
bike bicycle | velo bicicleta fahrrad bicicletta bicicleta fiets
electric charger charging | borne recharge electrique cargador carga electrico ladestation laden elektro colonnina ricarica elettrica carregador carregamento laadpaal opladen
account login | compte identifiant cuenta iniciar_sesion konto anmelden anmeldung login accedere conta inloggen
subscription plan | abonnement forfait suscripcion abono abonnement abo abbonamento assinatura plano abonnement
integration api | integration api integracion schnittstelle integrazione integracao koppeling
demo trial | demo essai demostracion prueba demo testversion prova dimostrazione demonstracao teste demo proefperiode
`;

/** Form (one to three words joined by "_") → the English words of its concept. The first line that lists a form wins. */
const ENGLISH = new Map<string, string>();
/** An English word of a concept → the English words of its concept ("dogs" → "dog dogs"). */
const CONCEPT_OF_ENGLISH = new Map<string, string>();
for (const line of LEXICON.trim().split("\n")) {
  const [english = "", others = ""] = line.split("|");
  for (const form of others.trim().split(/\s+/)) {
    if (!ENGLISH.has(form)) ENGLISH.set(form, english.trim());
  }
  for (const word of english.trim().split(/\s+/)) {
    if (!CONCEPT_OF_ENGLISH.has(word)) CONCEPT_OF_ENGLISH.set(word, english.trim());
  }
}

/**
 * The English words of the concept an English word belongs to ("car" → parking, park, car, garage), words of three
 * letters or more; [] for a word of no concept or of a generic one (a booking, a room, a time, a price).
 */
export function conceptWordsOf(word: string): string[] {
  const concept =
    CONCEPT_OF_ENGLISH.get(word) ??
    (word.endsWith("s") ? CONCEPT_OF_ENGLISH.get(word.slice(0, -1)) : undefined);
  if (!concept || GENERIC.has(concept)) return [];
  return concept.split(" ").filter((w) => w.length >= 3 && w !== "how" && w !== "not");
}

/**
 * The concepts an English text names, in the words a text in another language gets for them (see `englishKeywords`): an
 * English entry is indexed with them too, so a French question finds it as closely as the German entry beside it.
 */
export function englishConcepts(text: string): string | null {
  const found = new Set<string>();
  for (const word of plainWords(text)) {
    const concept = CONCEPT_OF_ENGLISH.get(word);
    if (concept && !GENERIC.has(concept)) found.add(concept);
  }
  return found.size > 0 ? [...found].join(" ") : null;
}

/**
 * The English of a text not in English: its word-by-word English (understand/glossary) and the English words of the
 * concepts it names (LEXICON); null for English text, or when nothing was recognised.
 */
export function englishKeywords(text: string, language = detectLanguage(text)): string | null {
  if (language === "en") return null;
  const english = gloss(text, language);
  const parts = [english && english.known > 0 ? english.text : null, conceptWords(text)].filter(Boolean);
  return parts.length > 0 ? parts.join("\n") : null;
}

/**
 * Concepts nearly every hotel mail and entry names (a booking, a room, a time, a price): their synonyms say nothing of
 * what a text is about, and made a booking request find the parking entry's "no reservation needed". The gloss
 * carries these words already.
 */
const GENERIC = new Set([
  "booking reservation book reserve",
  "room rooms",
  "time hours open",
  "night nights",
  "change modify",
  "price prices cost how much fee",
  "pay payment card cash",
  "person human staff manager",
  "thanks thank",
]);

/** The English words of the specific concepts (LEXICON) a text names, or null. */
function conceptWords(text: string): string | null {
  const found = new Set<string>();
  const all = plainWords(text);
  for (let i = 0; i < all.length; i++) {
    for (let n = 1; n <= 3 && i + n <= all.length; n++) {
      const english = ENGLISH.get(all.slice(i, i + n).join("_"));
      if (english && !GENERIC.has(english)) found.add(english);
    }
  }
  return found.size > 0 ? [...found].join(" ") : null;
}

/**
 * Whether a text names nothing of its own: every word it says is one every question has ("how much", "book", "in
 * advance", "is it necessary"), in its English.
 */
export function namesNothing(text: string, language = detectLanguage(text)): boolean {
  const english = language === "en" ? text : (gloss(text, language)?.text ?? text);
  // "Check-in" and "check-out" are made of words every question has, and name the most asked thing of all.
  if (/\bcheck[\s-]?(in|out)\b/i.test(english)) return false;
  return plainWords(english).every((word) => word.length <= 2 || /\d/.test(word) || CARRIER_WORDS.has(word));
}

/** The text, with `englishKeywords` appended when it has any. */
export function withEnglishKeywords(text: string, language = detectLanguage(text)): string {
  const keywords = englishKeywords(text, language);
  return keywords ? `${text}\n${keywords}` : text;
}

/**
 * Specific subjects a question can be about, for the check that an answer is about what was asked (issue 13): a
 * question about an EV charger is not answered by the parking entry, nor a late check-out by the check-out time.
 * Each line: subject | forms in English and the other languages (plain words; "_" joins the words of a phrase).
 */
const SUBJECTS = `
ev_charging | electric_car electric_cars electric_vehicle ev evs charger chargers charging charging_point charging_station wallbox tesla borne_de_recharge recharge recharger voiture_electrique ladestation ladesaule laden elektroauto e_auto cargador punto_de_carga coche_electrico colonnina ricarica auto_elettrica laadpaal opladen elektrische_auto carregador carro_eletrico
late_checkout | late_check_out late_checkout late_check check_out_later leave_later later_check_out depart_tardif depart_plus_tard liberer_la_chambre_plus_tard spater_auschecken spat_auschecken spaterer_check_out late_check_out_possible salida_tardia salir_mas_tarde check_out_tardio check_out_posticipato partenza_posticipata later_uitchecken laat_uitchecken
early_checkin | early_check_in early_checkin check_in_early arrivee_anticipee fruher_einchecken fruheres_check_in llegada_anticipada check_in_anticipado arrivo_anticipato eerder_inchecken
cot | cot cots crib cribs baby_bed travel_cot babybett kinderbett reisebett cuna cunas culla lettino lettini berco babybedje lit_bebe lit_parapluie
diet | gluten gluten_free coeliac celiac vegan vegans vegetarian allergy allergies allergic lactose dairy_free halal kosher nut_allergy glutenfrei zoliakie sans_gluten intolerance sin_gluten celiaco celiaca senza_glutine celiachia glutenvrij sem_gluten vegano vegana vegetariano vegetariana vegetarien vegetarienne vegetarisch veganer veganistisch
lost_item | lost forgot forgotten left_behind left_my lost_and_found perdu oublie oubliee objets_trouves verloren vergessen liegen_lassen fundburo perdido olvidado olvide objetos_perdidos perso dimenticato dimenticata oggetti_smarriti vergeten kwijt esqueci esquecido perdidos
bikes | bike bikes bicycle bicycles road_bikes e_bike e_bikes ebike velo velos fahrrad fahrrader bicicleta bicicletas bicicletta biciclette fiets fietsen
bike_storage | store_the_bikes keep_the_bikes bike_storage bike_room locked_room lockable garage_corner ranger_les_velos fahrradkeller fahrradraum guardar_las_bicicletas deposito_bici fietsenstalling
airport | airport malpensa linate bergamo aeroport flughafen aeropuerto aeroporto luchthaven vliegveld
station | station train_station railway_station gare bahnhof estacion stazione estacao
shuttle | shuttle pick_up pickup pick_us_up collect_us navette abholen abholung recoger recogida venire_a_prendere prelevare ophalen buscar
pets | dog dogs puppy doggy cagnolino cagnolina cagnolini perrito perrita hundchen hondje cachorro chiot cat cats pet pets chien chiens chat chats animaux hund hunde katze haustier perro perros gato mascota cane cani gatto animali hond honden kat huisdier cao caes gato animais
parking | parking park garage car_park carpark parking_space parcheggio parcheggiare garage stationnement se_garer parkplatz tiefgarage parkhaus parken aparcamiento aparcar estacionamiento parkeren parkeerplaats estacionar
campervan | campervan camper motorhome rv caravan camping_car wohnmobil autocaravana camper_van camperbus
breakfast | breakfast petit_dejeuner fruhstuck desayuno colazione ontbijt pequeno_almoco cafe_da_manha
restaurant_dinner | dinner restaurant half_board diner restaurant demi_pension abendessen halbpension cena ristorante mezza_pensione media_pension avondeten restaurante jantar
wifi | wifi wi_fi internet wlan password mot_de_passe passwort contrasena wachtwoord senha
pool | pool swimming_pool swim piscine schwimmbad hallenbad piscina zwembad
spa | spa sauna massage massages steam_bath hammam wellness dampfbad masaje masajes massaggio massaggi massagem
gym | gym fitness fitness_room salle_de_sport fitnessraum gimnasio palestra sportschool academia
accessibility | wheelchair accessible disabled step_free reduced_mobility difficulty_walking fauteuil_roulant mobilite_reduite rollstuhl barrierefrei silla_de_ruedas movilidad_reducida sedia_a_rotelle mobilita_ridotta rolstoel cadeira_de_rodas
smoking | smoke smoking cigarette cigarettes fumer fumeur rauchen raucher fumar fumadores fumare fumatori roken
view | lake_view view_of_the_lake lakeside_view sea_view vue_sur_le_lac vue_lac seeblick vista_al_lago vista_lago meerzicht uitzicht_op_het_meer vista_para_o_lago
children | child children kids kid baby babies infant toddler enfant enfants bebe kind kinder baby nino ninos bebe bambino bambini neonato kinderen crianca criancas
luggage | luggage baggage bags suitcases bagages valises gepack koffer equipaje maletas bagagli valigie bagage koffers bagagem malas
cancellation_policy | cancellation_policy cancellation_policies cancel_free free_cancellation politique_d_annulation stornobedingungen stornierungsbedingungen politica_de_cancelacion condizioni_di_cancellazione annuleringsvoorwaarden politica_de_cancelamento
laundry | laundry washing_machine ironing iron blanchisserie wascherei waschmaschine lavanderia lavatrice wasserij lavandaria
room_service | room_service service_en_chambre zimmerservice servicio_de_habitaciones servizio_in_camera roomservice
airbnb | airbnb
vrbo | vrbo homeaway
booking_com | booking_com
expedia | expedia
trip_com | trip_com ctrip
quickbooks | quickbooks
xero | xero
siteminder | siteminder
sandbox | sandbox test_environment staging
subdomain | subdomain own_domain custom_domain
export | export exporting exporter exportieren exportar esportare exporteren
pdf | pdf pdfs
api | api rest_api webhook webhooks
support_hours | support_hours heures_de_support
days_off | weekend saturday sunday wochenende fin_de_semana fine_settimana samedi dimanche samstag sonntag sabado domingo sabato domenica zaterdag zondag
training | training webinar webinars tutorial tutorials videos formation schulung capacitacion formazione
gdpr | gdpr dpa data_protection hosted hosting data_location rgpd dsgvo datenschutz rgpd proteccion_de_datos
users | user users new_user add_a_user utilisateur utilisateurs benutzer nutzer usuario usuarios utente utenti gebruiker gebruikers
payments_fees | card_fees payment_fees transaction_fees processing_fees frais_de_transaction transaktionsgebuhren comisiones commissioni
`;

const SUBJECT_OF = new Map<string, string>();
for (const line of SUBJECTS.trim().split("\n")) {
  const [subject = "", forms = ""] = line.split("|").map((s) => s.trim());
  for (const form of forms.split(/\s+/)) if (form && !SUBJECT_OF.has(form)) SUBJECT_OF.set(form, subject);
}

/**
 * Subjects that make a match count (an entry about weekends answers "do you answer at the weekend?" on few shared
 * words) but are not required of an entry: "can we bring our dog for the weekend?" is answered by the pets entry.
 */
export const SUPPORTING_SUBJECTS: ReadonlySet<string> = new Set(["days_off", "support_hours"]);

/** Texts already read (an entry's sentences are read for every question): bounded, emptied when full. */
const subjectCache = new Map<string, ReadonlySet<string>>();
const SUBJECT_CACHE_LIMIT = 20_000;

/**
 * The specific subjects a text talks about (see SUBJECTS). A text not in English is read in its word-by-word English
 * too ("Babybetten" → "baby beds", "samedi" → "saturday"), so the lexicon need not list every form of every language,
 * and a question and an entry in two languages are compared on the same words.
 */
export function subjectsOf(text: string): ReadonlySet<string> {
  const cached = subjectCache.get(text);
  if (cached) return cached;
  const found = new Set<string>();
  subjectsIn(plainWords(text), found);
  const english = gloss(text, detectLanguage(text));
  if (english && english.known > 0) subjectsIn(plainWords(english.text), found);
  if (subjectCache.size >= SUBJECT_CACHE_LIMIT) subjectCache.clear();
  subjectCache.set(text, found);
  return found;
}

function subjectsIn(words: string[], found: Set<string>) {
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= 4 && i + n <= words.length; n++) {
      const form = words.slice(i, i + n).join("_");
      // An English plural of a listed phrase ("baby beds") is the phrase.
      const subject =
        SUBJECT_OF.get(form) ??
        (form.endsWith("s") ? SUBJECT_OF.get(form.slice(0, -1)) : undefined) ??
        (n === 1 ? misspelled(form) : undefined);
      if (subject) found.add(subject);
    }
  }
}

/**
 * Words a misspelling is never read in: every glossary's forms and their English, and English contractions typed
 * without the apostrophe ("cant login" is not a misspelt "cane").
 */
let knownWords: Set<string> | null = null;
/**
 * The one-word forms a misspelling is compared with: English ones (a form no glossary lists as another language's, or
 * that is also English), so "case" is not a swapped Portuguese "cães".
 */
let englishForms: [string, string][] | null = null;

/**
 * The subject a word names when it is one letter off a one-word form of it ("dogg", "parkin", "breakfst"):
 * guests type fast. Only words no glossary knows, of four letters or more, with the form's first letter, so "last"
 * is not "lost" and "park" stays a verb the lexicon lists itself.
 */
function misspelled(word: string): string | undefined {
  if (word.length < 4 || /\d/.test(word)) return undefined;
  const english = glossaryEnglishWords();
  knownWords ??= new Set([
    ...GLOSSED_LANGUAGES.flatMap((l) => [...glossaryForms(l)]),
    ...english,
    ..."cant dont wont didnt isnt arent doesnt wasnt werent couldnt wouldnt shouldnt havent hasnt youre theyre thats whats".split(
      " ",
    ),
  ]);
  if (knownWords.has(word)) return undefined;
  englishForms ??= [...SUBJECT_OF].filter(
    ([form]) => form.length >= 4 && !form.includes("_") && (!knownWords!.has(form) || english.has(form)),
  );
  for (const [form, subject] of englishForms) {
    if (form[0] === word[0] && oneEditApart(word, form)) return subject;
  }
  return undefined;
}

/**
 * True when one letter more, one letter less or two neighbours swapped turns a into b. Not one letter for another:
 * that makes real words of each other ("case" / "cane", "expert" / "export", "staying" / "staging").
 */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const ASKS_PRICE =
  /\b(how much|what (does|do|would|will) (it|they|that|this|a|an|the)\b.{0,30}\bcost|cost of|costs?\b.{0,10}\?|price|prices|pricing|fee|fees|rate for|is there a charge|extra charge|surcharge|combien|prix|tarif|frais|kostet|kosten|preis|gebuhr|cuanto|precio|cuesta|coste|quanto (costa|costano|viene)|prezzo|costo|hoeveel|prijs|kost|quanto custa|preco)\b/;
const HAS_PRICE =
  /(\d+([.,]\d+)?\s?(eur|euro|euros|€|usd|\$|chf|gbp|£|per cent|%)|[€$£]\s?\d|\b(free( of charge)?|included|no charge|at no cost|gratuit|gratuite|inclus|kostenlos|gratis|inklusive|incluido|incluida|gratuito|gratuita|incluso|inclusa|gratis|inbegrepen|incluido|inbegriffen|inkludiert|compris|comprise|comprises|incluye|incluidos|inclusi|inclusief|incluida)\b)/;
const ASKS_TIME =
  /\b(what time|which time|until when|from when|opening hours|open (from|until)|when (is|are|does|do|can)|a quelle heure|quand (est|ouvre|ferme)|horaires?|um wie viel uhr|wann|offnungszeiten|a que hora|cuando|horario|a che ora|quando|orari|orario|hoe laat|wanneer|openingstijden|a que horas|horario)\b/;
const HAS_TIME =
  /(\b\d{1,2}[:.h]\d{2}\b|\b\d{1,2}\s?(am|pm|uhr)\b|\b24 (hours|h)\b|\bany time\b|\b(24|7) days\b|\bmonday|\bweekday|\bdaily\b|\bevery day\b)/;

export const asksPrice = (text: string) => ASKS_PRICE.test(plainWords(text).join(" "));
export const hasPrice = (text: string) => HAS_PRICE.test(text.toLowerCase());
export const asksTime = (text: string) => ASKS_TIME.test(plainWords(text).join(" "));
export const hasTime = (text: string) => HAS_TIME.test(text.toLowerCase());
