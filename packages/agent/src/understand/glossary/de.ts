/** German → English glossary for hotel-guest and hotel-software mail (see ./README.md for the format). */
export default `
the | der die das den dem des
a | ein eine einen einem einer eines ne nen ner
no | kein keine keinen keinem keiner nein
this | dieser diese dieses diesen diesem dies
every | jeder jede jedes jeden jedem
each | jeweils
all | alle allen aller
everything | alles
some | einige einigen manche paar
a few | ein_paar
something | etwas
nothing | nichts
someone | jemand jemanden
nobody | niemand
my | mein meine meinen meinem meiner meines
your | dein deine deinen deinem deiner ihr ihre ihren ihrem ihrer ihres euer eure euren
our | unser unsere unseren unserem
his | seine seinen seinem seiner
I | ich
me | mich mir
you | du sie dich dir ihnen euch
we | wir
us | uns
he | er
him | ihn ihm
it | es
one | man eins
which | welche welcher welches welchen
who | wer
whom | wen wem
what | was
where | wo
where to | wohin
where from | woher
when | wann
if | wenn falls
whether | ob
why | warum wieso weshalb
how | wie
how much | wie_viel wieviel was_kostet was_kosten
how many | wie_viele wieviele
how long | wie_lange wie_lang
how far | wie_weit
what time | um_wie_viel_uhr um_wieviel_uhr wie_spat
from what time | ab_wann ab_wie_viel_uhr ab_wieviel_uhr
until what time | bis_wann bis_wie_viel_uhr bis_wieviel_uhr
is there | gibt_es gibts gibt_s
there is | es_gibt
is it possible | geht_das
would it be possible | ware_es_moglich ware_das_moglich
do you have | haben_sie habt_ihr hast_du
is | ist
am | bin
are | sind seid bist
be | sein
was | war
were | waren
been | gewesen
would be | ware waere waeren
have | habe hab haben habt hast
has | hat
had | hatte hatten gehabt
would like | mochte mochten moechte moechten hatte_gern hatte_gerne hatten_gern hatten_gerne wurde_gerne wuerde_gerne wurden_gerne
will | werde wird werden werdet wirst
would | wurde wurden wuerde wuerden
been done | worden
can | kann konnen koennen konnt koennt kannst
could | konnte konnten koennte koennten
may | darf durfen duerfen durft darfst
might | durfte durften
must | muss mussen muessen musst
would have to | musste mussten
should | soll sollen sollt sollte sollten sollst
want | will wollen wollt willst
wanted | wollte wollten
like | mag mogen gefallt gefallen
not | nicht
never | nie niemals
not yet | noch_nicht
no longer | nicht_mehr
not at all | gar_nicht uberhaupt_nicht
and | und u
or | oder bzw
but | aber sondern doch
because | weil denn
since | seit seitdem
that | dass
so | also
so that | damit sodass
then | dann danach anschliessend
therefore | deshalb daher deswegen darum
also | auch
even | sogar
only | nur erst
already | schon bereits
still | noch immer_noch
again | wieder nochmal nochmals erneut noch_einmal
although | obwohl
while | wahrend
until | bis
after | nach nachdem
before | vor bevor
beforehand | vorher vorab zuvor
in advance | im_voraus
as | als
in | in im ins
at | an am bei beim um
on | auf
to | zu zum zur
with | mit
without | ohne
for | fur fuer
from | von vom aus ab
about | uber ueber bezuglich betreffend betreff betr
around | gegen rund
through | durch
between | zwischen
next to | neben
near | nahe nah in_der_nahe
under | unter
behind | hinter
opposite | gegenuber
outside | draussen ausserhalb
inside | drinnen innerhalb
per | pro je
including | inklusive inkl inkludiert einschliesslich
plus | zzgl zuzuglich
excluding | exklusive
for example | zum_beispiel z_b zb
etc | usw
possibly | evtl eventuell gegebenenfalls ggf
approximately | ca circa etwa ungefahr
number | nr nummer
here | hier
there | dort da
home | nach_hause zuhause zu_hause
now | jetzt nun
right now | gerade
today | heute
tomorrow | morgen
yesterday | gestern
day after tomorrow | ubermorgen
tonight | heute_abend heute_nacht
this morning | heute_morgen heute_fruh
this afternoon | heute_nachmittag
tomorrow morning | morgen_fruh
tomorrow evening | morgen_abend
soon | bald
as soon as possible | schnellstmoglich
later | spater spaeter
early | fruh frueh fruhe
earlier | fruher frueher eher
late | spat spaet spate
too late | zu_spat
very | sehr
too | zu_viel
a lot | viel
many | viele vielen
little | wenig
more | mehr
less | weniger
most | meisten meiste
enough | genug ausreichend
quite | ziemlich recht
really | wirklich echt
maybe | vielleicht
probably | wahrscheinlich
certainly | bestimmt
exactly | genau
unfortunately | leider
please | bitte
thanks | danke dank
thank you | danke_schon dankeschon vielen_dank
thank you very much | herzlichen_dank besten_dank
thanks in advance | vielen_dank_im_voraus danke_im_voraus danke_vorab vielen_dank_vorab
gladly | gerne gern
of course | naturlich natuerlich selbstverstandlich klar
yes | ja
okay | alles_klar in_ordnung passt
immediately | sofort umgehend gleich
always | immer
often | oft haufig
sometimes | manchmal
usually | normalerweise meistens ublicherweise
together | zusammen gemeinsam
separately | getrennt separat einzeln
directly | direkt
at least | mindestens
at most | hochstens maximal
minimum | mindest
almost | fast
otherwise | sonst ansonsten
anyway | trotzdem jedenfalls sowieso
however | jedoch allerdings
besides | ausserdem
finally | endlich schliesslich
first | zuerst erste ersten erster erstes zunachst
meanwhile | inzwischen
recently | kurzlich neulich
currently | derzeit aktuell momentan zurzeit
sorry | entschuldigung verzeihung tut_mir_leid
apologise | entschuldigen entschuldige
dear | sehr_geehrte sehr_geehrter sehr_geehrtes sehr_geehrten geehrte geehrter liebe lieber liebes
ladies and gentlemen | damen_und_herren
hello | hallo moin servus gruss_gott guten_tag
good morning | guten_morgen
good evening | guten_abend
kind regards | mit_freundlichen_grussen mit_freundlichen_gruessen freundliche_grusse freundliche_gruesse mfg
best regards | beste_grusse viele_grusse viele_gruesse liebe_grusse liebe_gruesse herzliche_grusse lg vg
regards | grusse gruesse gruss
bye | tschuss ciao
see you soon | bis_bald bis_dann
looking forward | freue_mich freuen_uns
Mr | herr herrn hr
Mrs | frau fr
ladies | damen
gentlemen | herren
team | team
hotel | hotel
guest | gast
guests | gaste
room | zimmer raum
rooms | zimmern raume
single room | einzelzimmer ez
double room | doppelzimmer dz
twin room | zweibettzimmer
triple room | dreibettzimmer
family room | familienzimmer
apartment | appartement wohnung
holiday apartment | ferienwohnung fewo
category | kategorie
upgrade | upgraden
bed | bett
beds | betten
double bed | doppelbett
single bed | einzelbett
extra bed | zustellbett zusatzbett beistellbett
cot | kinderbett babybett reisebett
sofa bed | schlafsofa schlafcouch
pillow | kissen kopfkissen
blanket | decke bettdecke
bed linen | bettwasche bettlaken
towel | handtuch
towels | handtucher handtuecher
bathrobe | bademantel
slippers | hausschuhe
bathroom | bad badezimmer
shower | dusche
bathtub | badewanne wanne
toilet | toilette wc klo
sink | waschbecken
hair dryer | fohn haartrockner
soap | seife
toilet paper | toilettenpapier klopapier
wardrobe | schrank kleiderschrank
desk | schreibtisch
window | fenster
door | tur
doors | turen
light | licht lampe
socket | steckdose
tv | fernseher fernsehen
kitchen | kuche kitchenette
fridge | kuhlschrank
kettle | wasserkocher
coffee machine | kaffeemaschine
iron | bugeleisen
breakfast | fruhstuck fruehstueck fruhstucken
lunch | mittagessen
dinner | abendessen
meal | mahlzeit
food | essen
restaurant | restaurant
bar | bar
menu | speisekarte
drink | getrank
drinks | getranke
coffee | kaffee
tea | tee
water | wasser
wine | wein
beer | bier
juice | saft
milk | milch
bread | brot brotchen
buffet | buffet
half board | halbpension hp
full board | vollpension vp
room service | zimmerservice roomservice
table | tisch
allergy | allergie unvertraglichkeit
allergies | allergien unvertraglichkeiten
allergic | allergisch
vegetarian | vegetarisch vegetarische vegetarisches vegetarischen vegetarier
vegan | vegane veganes veganen veganer
gluten free | glutenfrei glutenfreie glutenfreies glutenfreien
lactose free | laktosefrei
diet | diat
parking | parken parkmoglichkeit
parking space | parkplatz stellplatz
parking spaces | parkplatze parkplaetze
car park | parkhaus
underground garage | tiefgarage
garage | garage
car | auto wagen pkw fahrzeug
cars | autos
electric car | elektroauto e_auto
charging station | ladestation ladesaule wallbox
charger | ladegerat ladekabel
motorbike | motorrad
pool | pool schwimmbad
indoor pool | hallenbad
outdoor pool | freibad
spa | spa wellness wellnessbereich
sauna | sauna
gym | fitnessraum fitnessstudio fitness
massage | massage
massages | massagen
treatment | behandlung anwendung
treatments | behandlungen anwendungen
wifi | wlan
internet | internet
password | passwort kennwort
reception | rezeption empfang
key | schlussel schluessel
key card | schlusselkarte zimmerkarte
luggage | gepack gepaeck
suitcase | koffer
luggage storage | gepackaufbewahrung
safe | safe tresor
lift | aufzug fahrstuhl
stairs | treppe treppen
floor | etage stock stockwerk
ground floor | erdgeschoss
entrance | eingang
exit | ausgang
terrace | terrasse
garden | garten
view | blick aussicht
sea view | meerblick
lake view | seeblick
mountain view | bergblick
balcony | balkon
sea | meer see
mountain | berg berge
beach | strand
city | stadt
city centre | stadtzentrum innenstadt zentrum
old town | altstadt
airport | flughafen
station | bahnhof
main station | hauptbahnhof hbf
shuttle | shuttle transfer
taxi | taxi
train | zug bahn
bus | bus
flight | flug
bike | fahrrad rad
bikes | fahrrader
pet | haustier
pets | haustiere
dog | hund
dogs | hunde
cat | katze
cats | katzen
animal | tier
animals | tiere
child | kind
children | kinder kindern
baby | baby
adult | erwachsener erwachsene
adults | erwachsenen
people | personen leute
family | familie
families | familien
husband | mann ehemann
wife | ehefrau
friend | freund
friends | freunde
parents | eltern
group | gruppe
groups | gruppen
wedding | hochzeit
meeting | besprechung sitzung
event | veranstaltung
events | veranstaltungen
conference | konferenz tagung
meeting room | tagungsraum konferenzraum
birthday | geburtstag
anniversary | jahrestag hochzeitstag
celebration | feier
holiday | urlaub ferien
business trip | geschaftsreise
trip | reise fahrt ausflug
price | preis
prices | preise
rate | tarif
rates | tarife raten
fee | gebuhr gebuehr
fees | gebuhren gebuehren
surcharge | aufpreis zuschlag
deposit | kaution
down payment | anzahlung
prepayment | vorauszahlung vorkasse
invoice | rechnung
invoices | rechnungen
receipt | quittung beleg
refund | erstattung ruckerstattung rueckerstattung
payment | zahlung bezahlung
payments | zahlungen
payment method | zahlungsart zahlungsmethode
card | karte
credit card | kreditkarte
debit card | ec_karte girokarte
cash | bargeld in_bar
bank transfer | uberweisung ueberweisung
bank details | bankverbindung kontodaten iban
amount | betrag summe
total | gesamt gesamtbetrag insgesamt
money | geld
tax | steuer steuern
vat | mwst mehrwertsteuer ust
city tax | kurtaxe
discount | rabatt ermassigung
voucher | gutschein
offer | angebot
offers | angebote
package | paket pauschale arrangement
booking | buchung
bookings | buchungen
reservation | reservierung
reservations | reservierungen
booking number | buchungsnummer
confirmation | bestatigung bestaetigung
cancellation | stornierung storno absage
cancellations | stornierungen
cancellation policy | stornobedingungen
change | anderung aenderung wechsel
changes | anderungen
request | anfrage wunsch
requests | anfragen wunsche
question | frage
arrival | anreise ankunft
departure | abreise abfahrt
check in | checkin einchecken
check out | checkout auschecken
early check in | fruher_check_in
late check out | spater_check_out
night | nacht
nights | nachte naechte nachten
overnight stay | ubernachtung uebernachtung
overnight stays | ubernachtungen uebernachtungen
stay | aufenthalt
noise | larm laerm gerausch
loud | laut
quiet | ruhig ruhige ruhiges ruhigen ruhiger leise
heating | heizung
air conditioning | klimaanlage klima
fan | ventilator
temperature | temperatur
wheelchair | rollstuhl
disabled | behindert behinderung
accessible | barrierefrei barrierefreie rollstuhlgerecht
smoking | rauchen raucher
non smoking | nichtraucher
lost property | fundburo
complaint | beschwerde reklamation
problems | probleme
issue | anliegen
manager | leiter leitung geschaftsfuhrer
director | direktor
staff | personal mitarbeiter
owner | inhaber besitzer
colleague | kollege kollegin
colleagues | kollegen
service | service
housekeeping | zimmermadchen
cleaning | reinigung
final cleaning | endreinigung
laundry | wascherei wasche
address | adresse anschrift
directions | anfahrt wegbeschreibung
location | lage
email | mail e_mail
phone | telefon handy
phone number | telefonnummer handynummer rufnummer
message | nachricht
letter | brief
information | informationen info infos auskunft
details | angaben
website | webseite homepage seite
form | formular
document | dokument unterlagen
attachment | anhang
attached | anbei beigefugt angehangt
photo | foto bild
photos | fotos bilder
id card | ausweis personalausweis
passport | reisepass pass
feedback | ruckmeldung bewertung
review | rezension
reviews | bewertungen
opening hours | offnungszeiten
time | zeit uhrzeit mal
times | zeiten
date | datum termin
dates | termine
period | zeitraum
day | tag
days | tage tagen
week | woche
weeks | wochen
weekend | wochenende
weekends | wochenenden
month | monat
months | monate monaten
year | jahr
years | jahre jahren
hour | stunde std
hours | stunden
half an hour | halbe_stunde
minutes | minuten min
o'clock | uhr
morning | vormittag morgens vormittags fruhs
afternoon | nachmittag nachmittags
evening | abend abends
noon | mittag mittags
midnight | mitternacht
at night | nachts
season | saison
high season | hochsaison
low season | nebensaison
christmas | weihnachten
new year's eve | silvester
new year | neujahr
easter | ostern
next | nachste nachsten nachster kommende kommenden
next week | nachste_woche kommende_woche
last | letzte letzten letzter vergangene vergangenen
this weekend | dieses_wochenende am_wochenende
on monday | montags
monday | montag
tuesday | dienstag
wednesday | mittwoch
thursday | donnerstag
friday | freitag
saturday | samstag sonnabend
sunday | sonntag
on weekends | samstags sonntags
january | januar janner jan
february | februar feb
march | marz
april | apr
may | mai
june | juni
july | juli
august | aug
september | sept
october | oktober okt
november | nov
december | dezember dez
two | zwei
three | drei
four | vier
five | funf
six | sechs
seven | sieben
eight | acht
nine | neun
ten | zehn
eleven | elf
twelve | zwolf
thirteen | dreizehn
fourteen | vierzehn
fifteen | funfzehn
sixteen | sechzehn
seventeen | siebzehn
eighteen | achtzehn
nineteen | neunzehn
twenty | zwanzig
thirty | dreissig
forty | vierzig
fifty | funfzig
hundred | hundert
thousand | tausend
second | zweite zweiten zweiter
third | dritte dritten
fourth | vierte vierten
half | halb halbe halben
double | doppelt doppelte
both | beide beiden
free | kostenlos kostenlose kostenlosen kostenfrei gratis umsonst frei freie freien
chargeable | kostenpflichtig kostenpflichtige
included | inbegriffen enthalten dabei
available | verfugbar verfuegbar erhaltlich vorhanden
fully booked | ausgebucht belegt
possible | moglich moeglich
impossible | unmoglich
open | offen geoffnet
closed | geschlossen
clean | sauber saubere sauberes
dirty | schmutzig dreckig
broken | kaputt defekt
cold | kalt kalte kaltes kalten
hot | heiss heisse heisses
warm | warme warmes
big | gross grosse grosser grosses grossen
bigger | grossere
small | klein kleine kleiner kleines kleinen
smaller | kleinere
additional | zusatzlich zusatzliche zusatzlichen weitere weiteren
private | privat private privaten
own | eigene eigenen eigenes eigener
good | gut gute guten guter gutes
better | besser bessere
best | beste besten
bad | schlecht schlechte schlechten
nice | schoen schone nett nette schonen
great | toll super prima klasse wunderbar hervorragend
perfect | perfekt
new | neu neue neuen neuer neues
old | alt alte alten
age | alter
same | gleiche gleichen selbe selben
other | andere anderen anderer anderes
different | anders verschieden verschiedene unterschiedlich
wrong | falsch falsche falschen
correct | richtig korrekt stimmt
important | wichtig wichtige
urgent | dringend dringende eilig
necessary | notwendig notig erforderlich
sure | sicher
satisfied | zufrieden
dissatisfied | unzufrieden
disappointed | enttauscht
angry | verargert
friendly | freundlich freundliche freundlichen
unfriendly | unfreundlich
comfortable | bequem gemutlich komfortabel
far | weit entfernt
close by | nahegelegen
central | zentral zentrale
long | lang lange langen langer
short | kurz kurze kurzen
cheap | gunstig guenstig billig gunstiger
expensive | teuer teure teuren
full | voll volle
empty | leer
ready | fertig bereit
missing | fehlt fehlen fehlende
valid | gultig
invalid | ungultig
well | wohl
pleased | froh
interested | interessiert
known | bekannt
possible to | moglichkeit moeglichkeit
options | moglichkeiten optionen
book | buchen buche bucht
booked | gebucht
rebook | umbuchen umgebucht
reserve | reservieren reserviere
reserved | reserviert
cancel | stornieren storniere absagen canceln annullieren
cancelled | storniert abgesagt gecancelt annulliert
change | andern aendern anderst andert wechseln wechsle wechselt
changed | geandert gewechselt
move | verschieben verlegen umziehen
moved | verschoben verlegt
extend | verlangern verlangere
extended | verlangert
extension | verlangerung
shorten | verkurzen
confirm | bestatigen bestaetigen bestatige
confirmed | bestatigt bestaetigt
arrive | ankommen anreisen eintreffen
arrived | angekommen angereist eingetroffen
leave | abreisen abfahren verlassen
left | abgereist abgefahren
stay | bleiben bleibe bleibt ubernachten ubernachte wohnen wohne
stayed | geblieben ubernachtet gewohnt
pay | zahlen zahle zahlt bezahlen bezahle
paid | bezahlt gezahlt
prepay | vorauszahlen anzahlen
refund | erstatten zuruckerstatten ruckerstatten zuruckzahlen
refunded | erstattet zuruckerstattet ruckerstattet
get back | zuruckbekommen
charge | berechnen berechne verlangen abbuchen belasten
charged | berechnet abgebucht belastet verlangt
bring | bringen bringe bringt mitbringen mitnehmen
brought | gebracht mitgebracht mitgenommen
come | kommen komme kommt
come back | zuruckkommen
go | gehen gehe
goes | geht
went | gegangen
travel | reisen reist fahren fahre
travelled | gereist gefahren
fly | fliegen fliege
need | brauchen brauche braucht benotigen benotige benotigt
needed | gebraucht
find | finden finde findet
found | gefunden
forget | vergesse vergisst
forgot | vergessen
lose | verlieren verliere
lost | verloren
left behind | liegen_lassen liegengelassen liegen_gelassen
send | senden sende sendet schicken schicke schickt zusenden zuschicken ubermitteln
sent | geschickt gesendet gesandt zugeschickt zugesandt zugesendet ubermittelt
receive | erhalte erhalt
received | erhalten
get | bekommen bekomme bekommt kriegen holen hole
give | geben gebe gibst gibt
given | gegeben
take | nehmen nehme nimmst nimmt
taken | genommen
do | machen mache machst macht tun tue
done | gemacht getan erledigt
let | lassen lasse lasst
know | wissen weiss weisst kennen kenne kennst kennt
known | gewusst
ask | fragen
asked | gefragt angefragt
inquire | erkundigen
tell | sagen sage sagst sagt
told | gesagt
inform | informieren informiere mitteilen benachrichtigen
informed | informiert mitgeteilt benachrichtigt
let know | bescheid_geben bescheid_sagen
notice | bescheid
help | helfen helfe hilfst hilft hilfe
helped | geholfen
support | unterstutzen unterstutzung support
work | funktionieren funktioniere
works | funktioniert klappt
does not work | geht_nicht funktioniert_nicht klappt_nicht
job | arbeit
working | arbeiten arbeite arbeitet
open | offnen offne offnet aufmachen
opened | aufgemacht
close | schliessen schliesse zumachen
closes | schliesst
clean | reinigen reinige putzen
cleaned | gereinigt geputzt
eat | esse isst
eaten | gegessen
drink | trinken trinke trinkt
drank | getrunken
park | parke parkt
parked | geparkt
charge the car | laden lade ladt aufladen
charged up | geladen aufgeladen
swim | schwimmen schwimme
use | nutzen nutze nutzt benutzen benutze verwenden verwende
used | genutzt benutzt verwendet
include | beinhalten beinhaltet enthalt umfasst
cost | kosten kostet
offer | anbieten biete bietet bieten
offered | angeboten
provide | zur_verfugung_stellen bereitstellen
provided | bereitgestellt
at your disposal | zur_verfugung
allow | erlauben
allowed | erlaubt gestattet zugelassen
accept | akzeptieren akzeptiere annehmen
accepted | akzeptiert angenommen
recommend | empfehlen empfehle empfiehlt
recommended | empfohlen
recommendation | empfehlung
recommendations | empfehlungen
organise | organisieren organisiere arrangieren
organised | organisiert
pick up | abholen
picked up | abgeholt
pickup | abholung
drop off | abgeben abgegeben
call | anrufen rufen anruf telefonieren
called | angerufen telefoniert
reach | erreichen erreichbar
reached | erreicht
contact | kontaktieren kontakt melden
contacted | kontaktiert gemeldet
write | schreiben schreibe schreibst schreibt
wrote | geschrieben
answer | antworten antworte antwortet beantworten antwort
answered | beantwortet geantwortet
wait | warten warte wartet
waited | gewartet
hope | hoffen hoffe hofft
hopefully | hoffentlich
thank | danken bedanken bedanke
complain | beschweren beschwere reklamieren
complained | beschwert reklamiert
repair | reparieren reparatur
repaired | repariert
fix | beheben
fixed | behoben
order | bestellen bestelle bestellung
ordered | bestellt
deliver | liefern
delivered | geliefert
delivery | lieferung
invoice to | in_rechnung_stellen
invoiced | abgerechnet
bill | abrechnen abrechnung
subscribe | abonnieren
subscribed | abonniert
subscription | abo abonnement
log in | einloggen anmelden login
logged in | eingeloggt angemeldet
register | registrieren
registered | registriert
registration | registrierung anmeldung
connect | verbinden
connected | verbunden
connection | verbindung anbindung
export | exportieren
exported | exportiert
import | importieren
imported | importiert
integrate | integrieren
integrated | integriert
interface | schnittstelle api
update | aktualisieren update aktualisierung
updated | aktualisiert
set up | einrichten
was set up | eingerichtet
setup | einrichtung
install | installieren
installed | installiert
add | hinzufugen
added | hinzugefugt
delete | loschen entfernen
deleted | geloscht
create | erstellen anlegen
created | erstellt angelegt
save | speichern
saved | gespeichert
sync | synchronisieren synchronisierung
synced | synchronisiert
reset | zurucksetzen
was reset | zuruckgesetzt
show | zeigen zeige zeigt anzeigen
shown | gezeigt angezeigt
download | herunterladen downloaden
upload | hochladen
click | klicken klicke
fill in | ausfullen
filled in | ausgefullt
sign | unterschreiben
signed | unterschrieben
attach | anhangen
terminate | kundigen kuendigen
terminated | gekundigt
termination | kundigung
transfer | uberweisen
transferred | uberwiesen
see | sehen sehe sieht
seen | gesehen
look | schauen schaue schaut
check | prufen uberprufen nachsehen nachschauen kontrollieren checken
checked | gepruft uberpruft kontrolliert gecheckt
look for | suchen suche sucht
looked for | gesucht
think | denken denke glauben glaube
mean | bedeutet heisst
understand | verstehen verstehe versteht
understood | verstanden
explain | erklaren
explained | erklart
read | lesen lese gelesen
speak | sprechen spreche spricht
spoken | gesprochen
hear | horen hore
heard | gehort
sleep | schlafen schlafe
slept | geschlafen
buy | kaufen kaufe
bought | gekauft
rent | mieten leihen ausleihen
rented | gemietet geliehen ausgeliehen
rent out | vermieten
fit | passen
start | beginnen anfangen beginnt fangt_an
started | begonnen angefangen
end | enden ende endet
last | dauern dauert
plan | planen plane plan
planned | geplant
visit | besuchen besuche besuch
visited | besucht
celebrate | feiern feiere
marry | heiraten
try | versuchen versuche versucht probieren
tried | probiert
sit | sitzen
live | leben
belong | gehoren
wish | wunschen
guarantee | garantieren garantie
guaranteed | garantiert
share | teilen
shared | geteilt gemeinsames
sorry for | bedauern bedauere
would appreciate | ware_dankbar waeren_dankbar
grateful | dankbar
look forward | freuen freue freut
hereby | hiermit
regarding | bzgl hinsichtlich
account | konto benutzerkonto
accounts | konten
login details | zugangsdaten logindaten anmeldedaten
access | zugang zugriff
user | benutzer nutzer anwender
users | nutzern benutzern
plan | tarifplan
channel manager | channelmanager
booking engine | buchungsmaschine buchungsstrecke
property management system | pms hotelsoftware
software | software programm
system | system
feature | funktion
features | funktionen
settings | einstellungen
setting | einstellung
data | daten
report | bericht auswertung
reports | berichte auswertungen
customer | kunde
customers | kunden kundin
customer number | kundennummer
customer service | kundendienst kundenservice
contract | vertrag
license | lizenz
demo | demo vorfuhrung
trial | testphase testversion probezeit testzugang
test | test testen
error | fehler
errors | fehlern
error message | fehlermeldung
calendar | kalender
availability | verfugbarkeit verfuegbarkeit verfugbarkeiten
monthly | monatlich monatliche
yearly | jahrlich
screen | bildschirm
button | knopf
list | liste
overview | ubersicht
interface language | sprache
language | sprachen
english | englisch
german | deutsch
because of | wegen aufgrund
despite | trotz
according to | gemass
instead of | statt anstatt
so far | bisher bislang
whole | ganz ganze ganzen
per person | p_p
would like | wurde_gern wurden_gern
back | zuruck zurueck
high | hoch hohe hohen
low | niedrig
sick | krank
doctor | arzt arztin notarzt
pharmacy | apotheke
hospital | krankenhaus
emergency | notfall
became | geworden
staffed | besetzt
for the | furs
by | per
post | post
shipping | versand porto
take over | ubernehmen ubernehme
hall | saal halle
son | sohn
daughter | tochter
sons | sohne
nut | nuss
dish | gericht
dishes | gerichte
company | firma unternehmen betrieb
cash register | kasse kassensystem
bike | fahrad
pool | schwimbad
full | vollen voller volles
once | einmal
twice | zweimal
dogs | hunden
glasses | brille
delay | verspatung verspaetung
delayed | verspatet
land | landen
give away | weitergeben vergeben
company's | firmen
immediate | umgehende
debited | abgebuchten
amount | betrags
stop | haltestelle
bus stop | bushaltestelle
totally | total
hardly | kaum
runs | lauft
month | monats
cheaper | gunstigeren
callback | ruckruf rueckruf
training | schulung einweisung
mother | mutter
father | vater
sits | sitzt
filled in | ausgefullte
welcome | willkommen
parking | park
space | platz
places | platze
area | bereich
paper | papier
machine | maschine
gel | gel
peace and quiet | ruhe
ticket | ticket fahrkarte eintrittskarte
gift | geschenk
pram | kinderwagen
deducted | abgezogen
heated | beheizt beheizter beheizte
picks up | holt
file | datei
files | dateien
supported | unterstutzt
receptionist | rezeptionist rezeptionistin
activation | aktivierung
activate | aktivieren
on the | aufs
start the trip | antreten
illness | krankheit
medical | arztliche arztlich
certificate | attest bescheinigung
credit note | gutschrift
leave there | abstellen
lockable | abschliessbar abschliessbaren abschliessbare
tap | wasserhahn
drips | tropft
over | vorbei
great | tollen tolle
leaks | undicht
`;
