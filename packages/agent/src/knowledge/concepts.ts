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
wifi internet password | wifi wi_fi internet connexion mot_de_passe contrasena conexion wlan passwort kennwort wachtwoord senha
pool swimming swim | piscine nager piscina nadar schwimmbad pool schwimmen nuotare zwembad zwemmen
spa massage sauna wellness | spa massage massages sauna hammam masaje masajes wellness massagen massaggio massaggi massagem massagens
gym fitness | salle_de_sport salle_de_gym gym gimnasio fitness fitnessraum palestra academia sportschool
check in arrival arrive | arrivee arriver enregistrement llegada llegar anreise ankunft ankommen einchecken arrivo arrivare check_in chegada chegar aankomst aankomen inchecken
check out departure leave | depart partir salida salir abreise abfahrt auschecken partenza partire check_out uitchecken vertrek vertrekken
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
for (const line of LEXICON.trim().split("\n")) {
  const [english = "", others = ""] = line.split("|");
  for (const form of others.trim().split(/\s+/)) {
    if (!ENGLISH.has(form)) ENGLISH.set(form, english.trim());
  }
}

/** The English words of what a text not in English talks about, or null (English text, or no word recognised). */
export function englishKeywords(text: string, language = detectLanguage(text)): string | null {
  if (language === "en") return null;
  const found = new Set<string>();
  const all = plainWords(text);
  for (let i = 0; i < all.length; i++) {
    for (let n = 1; n <= 3 && i + n <= all.length; n++) {
      const english = ENGLISH.get(all.slice(i, i + n).join("_"));
      if (english) found.add(english);
    }
  }
  return found.size > 0 ? [...found].join(" ") : null;
}

/** The text, with `englishKeywords` appended when it has any. */
export function withEnglishKeywords(text: string, language = detectLanguage(text)): string {
  const keywords = englishKeywords(text, language);
  return keywords ? `${text}\n${keywords}` : text;
}
