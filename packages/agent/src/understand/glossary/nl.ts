/** Dutch → English glossary for hotel-guest and hotel-software mail (see ./README.md for the format). */
export default `
the | de het t
a | een n
no | geen nee neen
this | deze dit
that | die dat
every | elke ieder iedere
each | elk
all | alle allemaal
everything | alles
some | sommige enkele
a few | een_paar paar
something | iets
nothing | niets niks
anything | enig enige
someone | iemand
nobody | niemand
my | mijn m_n mn
your | uw jouw
our | ons onze
their | hun
I | ik
me | mij me
you | u jij je jullie
we | wij we
he | hij
she | zij ze
one | men
which | welke welk
who | wie
what | wat
where | waar
where to | waarheen waar_naartoe
when | wanneer
if | als indien
why | waarom
how | hoe
how much | hoeveel wat_kost wat_kosten
how long | hoe_lang hoelang
how far | hoe_ver
what time | hoe_laat om_hoe_laat
from what time | vanaf_hoe_laat vanaf_wanneer
until what time | tot_hoe_laat tot_wanneer
is there | is_er
are there | zijn_er
there is | er_is
is it possible | is_het_mogelijk kan_dat
would it be possible | zou_het_mogelijk_zijn
can I | kan_ik
may I | mag_ik
do you have | heeft_u hebben_jullie heb_je hebben_jullie_nog
is | is
am | ben
are | bent zijn
was | was
were | waren
been | geweest
would be | zou_zijn
have | heb hebt hebben
has | heeft
had | had hadden gehad
would like | wil_graag willen_graag zou_graag zouden_graag graag_willen wil_ik_graag
will | zal zult zullen
would | zou zouden
can | kan kunt kun kunnen
could | kon konden
may | mag mogen
must | moet moeten
should | zou_moeten
want | wil wilt willen
wanted | wilde wilden wou
need to | hoef hoeft hoeven
not | niet
never | nooit
not yet | nog_niet
no longer | niet_meer
not at all | helemaal_niet
and | en
or | of
but | maar
because | omdat want
since | sinds
so | dus zodat
then | dan daarna vervolgens
therefore | daarom
also | ook eveneens
even | zelfs
only | alleen slechts pas
already | al reeds
still | nog steeds
again | weer opnieuw nogmaals nog_een_keer
although | hoewel ofschoon
while | terwijl tijdens
until | tot totdat
after | na nadat
before | voordat
beforehand | vooraf van_tevoren
as | zoals
in | in binnen
at | bij aan om
on | op
to | naar te
with | met
for | voor
without | zonder
from | van vanaf uit
about | over omtrent betreffende betreft inzake
around | rond rondom ongeveer
through | door via
between | tussen
next to | naast
near | dichtbij vlakbij in_de_buurt nabij
under | onder
behind | achter
opposite | tegenover
outside | buiten
per | per
including | inclusief incl inbegrepen
excluding | exclusief excl
for example | bijvoorbeeld bv bijv
etc | enz etc
possibly | eventueel evt
approximately | ca circa
number | nummer nr
here | hier
there | daar er
home | thuis naar_huis
now | nu
right now | momenteel op_dit_moment
today | vandaag
tomorrow | morgen
yesterday | gisteren
day after tomorrow | overmorgen
tonight | vanavond vannacht
this morning | vanochtend vanmorgen
this afternoon | vanmiddag
tomorrow morning | morgenochtend morgenvroeg
tomorrow evening | morgenavond
soon | binnenkort spoedig snel
as soon as possible | zo_snel_mogelijk zsm z_s_m zo_spoedig_mogelijk
later | later
early | vroeg vroege vroeger
earlier | eerder
late | laat late
too late | te_laat
very | heel erg zeer
a lot | veel
many | vele
little | weinig
more | meer
less | minder
most | meeste
enough | genoeg voldoende
really | echt werkelijk
maybe | misschien wellicht
probably | waarschijnlijk
certainly | zeker zeker_weten
exactly | precies
unfortunately | helaas jammer_genoeg
please | alstublieft alsjeblieft aub a_u_b svp
thanks | bedankt dank thanks
thank you | dank_u dank_je dank_u_wel dank_je_wel hartelijk_dank
thank you very much | heel_erg_bedankt hartelijk_bedankt veel_dank
thanks in advance | alvast_bedankt bij_voorbaat_dank bvd alvast_dank
gladly | graag
of course | natuurlijk uiteraard tuurlijk
yes | ja jazeker
okay | oke ok prima
immediately | meteen direct onmiddellijk gelijk
always | altijd
often | vaak
sometimes | soms
usually | meestal normaal_gesproken gewoonlijk
together | samen
separately | apart afzonderlijk los
at least | minstens tenminste minimaal
at most | hooguit maximaal max
almost | bijna
otherwise | anders
anyway | toch sowieso
however | echter wel
besides | bovendien daarnaast verder
finally | eindelijk uiteindelijk
first | eerst eerste
currently | op_het_moment actueel
recently | onlangs laatst kortgeleden
sorry | sorry excuses excuus pardon
apologise | verontschuldigen
apologies | onze_excuses mijn_excuses
dear | beste geachte lieve
ladies and gentlemen | dames_en_heren
dear sir or madam | geachte_heer_mevrouw geachte_heer_of_mevrouw
hello | hallo hoi hey hai goedendag
good morning | goedemorgen goeiemorgen
good afternoon | goedemiddag goeiemiddag
good evening | goedenavond goeienavond
kind regards | met_vriendelijke_groet met_vriendelijke_groeten mvg vriendelijke_groet vriendelijke_groeten
best regards | hartelijke_groet hartelijke_groeten groetjes groeten groet gr
bye | doei tot_ziens
see you soon | tot_snel tot_dan
looking forward | ik_kijk_uit_naar kijk_uit_naar we_kijken_uit_naar in_afwachting_van
Mr | heer dhr meneer
Mrs | mevrouw mevr mw
team | team
hotel | hotel hotels
guest | gast
guests | gasten
room | kamer
rooms | kamers
single room | eenpersoonskamer
double room | tweepersoonskamer
triple room | driepersoonskamer
family room | familiekamer gezinskamer
suite | suite
apartment | appartement
holiday home | vakantiehuis vakantiewoning
studio | studio
category | categorie
upgrade | upgrade upgraden
bed | bed
beds | bedden
double bed | tweepersoonsbed
single bed | eenpersoonsbed
single beds | losse_bedden
extra bed | extra_bed bijzetbed
cot | kinderbed babybed ledikant campingbedje
sofa bed | slaapbank
pillow | kussen hoofdkussen
pillows | kussens
blanket | deken dekbed
bed linen | beddengoed lakens
towel | handdoek
towels | handdoeken
bathrobe | badjas
bathrobes | badjassen
slippers | slippers pantoffels
bathroom | badkamer
shower | douche
bathtub | ligbad
toilet | toilet wc
sink | wastafel
hair dryer | fohn fohns haardroger
soap | zeep
toilet paper | wc_papier toiletpapier
wardrobe | kast kledingkast
desk | bureau
window | raam
windows | ramen
door | deur
doors | deuren
light | licht lamp
socket | stopcontact
tv | televisie tv
kitchen | keuken kitchenette
fridge | koelkast
kettle | waterkoker
coffee machine | koffiezetapparaat koffiemachine
iron | strijkijzer
breakfast | ontbijt ontbijten
lunch | lunch lunchen
dinner | diner avondeten dineren
meal | maaltijd
meals | maaltijden
food | eten
restaurant | restaurant
bar | bar
menu | menukaart menu
drink | drankje drank
drinks | drankjes dranken
coffee | koffie
tea | thee
water | water
wine | wijn
beer | bier biertje
juice | sap
milk | melk
bread | brood broodjes
buffet | buffet
half board | halfpension
full board | volpension
all inclusive | all_inclusive
room service | roomservice
table | tafel tafeltje
allergy | allergie
allergies | allergieen
allergic | allergisch
intolerance | intolerantie
vegetarian | vegetarisch vegetarische vegetariers vegetarier
vegan | veganistisch veganistische
gluten free | glutenvrij glutenvrije
lactose free | lactosevrij lactosevrije
nuts | noten
diet | dieet
parking | parkeren parkeergelegenheid parking
parking space | parkeerplaats parkeerplek
parking spaces | parkeerplaatsen parkeerplekken
car park | parkeergarage
garage | garage
car | auto wagen
cars | autos
electric car | elektrische_auto
charging station | laadpaal laadstation oplaadpunt
charging stations | laadpalen
charger | oplader laadkabel
motorbike | motor motorfiets
pool | zwembad
indoor pool | binnenzwembad
outdoor pool | buitenzwembad
spa | spa wellness
sauna | sauna
gym | fitness fitnessruimte sportschool
massage | massage
massages | massages
treatment | behandeling
treatments | behandelingen
wifi | wifi wi_fi wlan
internet | internet
password | wachtwoord
reception | receptie balie
key | sleutel
keys | sleutels
key card | sleutelkaart
luggage | bagage
suitcase | koffer
suitcases | koffers
luggage storage | bagageopslag bagageruimte
safe | kluis kluisje
lift | lift
stairs | trap
floor | verdieping etage
ground floor | begane_grond
entrance | ingang
exit | uitgang
terrace | terras
garden | tuin
view | uitzicht
sea view | zeezicht
balcony | balkon
sea | zee
beach | strand
city | stad
city centre | centrum stadscentrum binnenstad
airport | luchthaven vliegveld
station | station
central station | centraal_station
shuttle | shuttle pendelbus
taxi | taxi
train | trein
bus | bus
tram | tram
flight | vlucht
bike | fiets
bikes | fietsen
e bike | e_bike
pet | huisdier
pets | huisdieren
dog | hond hondje
dogs | honden
cat | kat poes
cats | katten
child | kind
children | kinderen
baby | baby
toddler | peuter
adult | volwassene
adults | volwassenen
person | persoon
people | personen mensen
family | familie gezin
husband | man echtgenoot
wife | vrouw echtgenote
partner | partner vriend vriendin
friends | vrienden
parents | ouders
mother | moeder
father | vader
son | zoon
daughter | dochter
group | groep
groups | groepen
wedding | bruiloft trouwerij
meeting | vergadering bespreking
event | evenement
conference | congres conferentie
meeting room | vergaderruimte vergaderzaal zaal
birthday | verjaardag
anniversary | jubileum
honeymoon | huwelijksreis
party | feest
holiday | vakantie
business trip | zakenreis
trip | reis uitje
price | prijs
prices | prijzen
rate | tarief
rates | tarieven
fee | toeslag vergoeding
fees | toeslagen
costs | kosten
deposit | aanbetaling borg waarborg
prepayment | vooruitbetaling
invoice | factuur rekening
invoices | facturen
receipt | bon bonnetje kwitantie
refund | terugbetaling restitutie
payment | betaling
payments | betalingen
payment method | betaalmethode betaalwijze
card | kaart
credit card | creditcard
debit card | pinpas bankpas
pay by card | pinnen
cash | contant contanten
bank transfer | overboeking overmaken
bank account | rekeningnummer bankrekening iban
amount | bedrag
total | totaal
money | geld
tax | belasting
vat | btw
tourist tax | toeristenbelasting
discount | korting
voucher | voucher cadeaubon waardebon
offer | aanbieding aanbod offerte
package | arrangement pakket
booking | boeking reservering
bookings | boekingen reserveringen
booking number | boekingsnummer reserveringsnummer
confirmation | bevestiging
cancellation | annulering
cancellations | annuleringen
cancellation policy | annuleringsvoorwaarden
change | wijziging verandering
changes | wijzigingen
request | verzoek aanvraag
requests | verzoeken
question | vraag
questions | vragen
arrival | aankomst
departure | vertrek
check in | check_in inchecken
check out | check_out uitchecken
night | nacht
nights | nachten
overnight stay | overnachting
overnight stays | overnachtingen
stay | verblijf
noise | lawaai geluid herrie
loud | luid
noisy | lawaaierig gehorig
quiet | rustig rustige stil stille
heating | verwarming
air conditioning | airco airconditioning
fan | ventilator
wheelchair | rolstoel
accessible | toegankelijk rolstoeltoegankelijk
smoking | roken
non smoking | rookvrij niet_roken
lost property | gevonden_voorwerpen
complaint | klacht
complaints | klachten
problem | probleem
problems | problemen
manager | manager bedrijfsleider
staff | personeel medewerkers
employee | medewerker
owner | eigenaar
service | service
cleaning | schoonmaak
laundry | wasserij
address | adres
directions | routebeschrijving
location | ligging locatie
name | naam
email | e_mail email mail
phone | telefoon mobiel
phone number | telefoonnummer
message | bericht
information | informatie info
details | gegevens
website | website site
form | formulier
attachment | bijlage
attached | bijgevoegd in_de_bijlage
photo | foto
photos | fotos
id card | identiteitskaart id_kaart
passport | paspoort
review | recensie beoordeling review
opening hours | openingstijden
time | tijd keer
times | tijden
date | datum
period | periode
day | dag
days | dagen
week | week
weeks | weken
weekend | weekend
month | maand
months | maanden
year | jaar
years | jaren
hour | uur
hours | uren
half an hour | half_uur
minute | minuut
minutes | minuten min
morning | ochtend morgens ochtends
afternoon | middag middags
evening | avond avonds
at night | nachts
midnight | middernacht
season | seizoen
christmas | kerst kerstmis
new year's eve | oudejaarsavond oud_en_nieuw
easter | pasen
next | volgende volgend komende
next week | volgende_week
last | vorige laatste afgelopen
monday | maandag
tuesday | dinsdag
wednesday | woensdag
thursday | donderdag
friday | vrijdag
saturday | zaterdag
sunday | zondag
january | januari
february | februari
march | maart
april | april
may | mei
june | juni
july | juli
august | augustus
september | september
october | oktober
november | november
december | december
two | twee
three | drie
four | vier
five | vijf
six | zes
seven | zeven
eight | acht
nine | negen
ten | tien
eleven | elf
twelve | twaalf
thirteen | dertien
fourteen | veertien
fifteen | vijftien
twenty | twintig
thirty | dertig
forty | veertig
fifty | vijftig
hundred | honderd
thousand | duizend
second | tweede
third | derde
half | half halve
double | dubbel dubbele
both | beide allebei
free | gratis kosteloos vrij vrije
available | beschikbaar beschikbare
availability | beschikbaarheid
fully booked | volgeboekt vol
possible | mogelijk
impossible | onmogelijk
open | open geopend
closed | gesloten dicht
clean | schoon schone
dirty | vies vuil smerig
broken | kapot stuk defect
cold | koud koude
hot | heet warm
big | groot grote
bigger | groter grotere
small | klein kleine
smaller | kleiner
extra | extra
additional | aanvullend aanvullende
private | prive eigen
good | goed goede
better | beter betere
best | best
bad | slecht slechte
nice | mooi mooie leuk leuke fijn fijne
great | geweldig top super prachtig uitstekend
new | nieuw nieuwe
old | oud oude
same | zelfde dezelfde hetzelfde
other | ander andere
different | verschillende
wrong | fout verkeerd verkeerde
correct | juist correct klopt
important | belangrijk
urgent | dringend spoed urgent
necessary | nodig noodzakelijk
satisfied | tevreden
dissatisfied | ontevreden
disappointed | teleurgesteld
friendly | vriendelijk vriendelijke
comfortable | comfortabel
far | ver
central | centraal
long | lang lange
short | kort korte
cheap | goedkoop goedkoper voordelig
expensive | duur dure
empty | leeg
ready | klaar
missing | ontbreekt mist
valid | geldig
interested | geinteresseerd
book | boeken boek reserveren reserveer
booked | geboekt gereserveerd
rebook | omboeken
cancel | annuleren annuleer afzeggen
cancelled | geannuleerd afgezegd
change | wijzigen wijzig veranderen verander
changed | gewijzigd veranderd
extend | verlengen verleng
extended | verlengd
confirm | bevestigen bevestig
confirmed | bevestigd
arrive | aankomen arriveren aan_komen
arrived | aangekomen gearriveerd
arrive | komen_aan kom_aan
leave | vertrekken weggaan verlaten
left | vertrokken
stay | blijven blijf verblijven overnachten logeren
stayed | gebleven overnacht gelogeerd verbleven
pay | betalen betaal
paid | betaald
refund | terugbetalen terugstorten vergoeden
refunded | terugbetaald teruggestort
get back | terugkrijgen terug_krijgen
back | terug
charge | rekenen berekenen afschrijven
charged | gerekend berekend afgeschreven
bring | brengen breng meenemen meebrengen
brought | gebracht meegenomen meegebracht
come | komen kom komt
came | kwam kwamen
come | gekomen
go | gaan ga gaat
went | ging gingen gegaan
travel | reizen rijden
travelled | gereisd gereden
need | nodig_hebben heb_nodig hebben_nodig
find | vinden vind
found | gevonden
forget | vergeten vergeet
lose | verliezen
lost | verloren kwijt
left behind | laten_liggen achtergelaten laten_staan
send | sturen stuur stuurt versturen opsturen toesturen zenden
sent | gestuurd verstuurd opgestuurd toegestuurd
receive | ontvangen ontvang
get | krijgen krijg krijgt
got | gekregen kreeg
give | geven geef geeft
take | nemen neem neemt
taken | genomen
do | doen doe doet maken maak maakt
done | gedaan gemaakt
let | laten
know | weten weet kennen ken
asked | gevraagd
tell | zeggen zeg vertellen vertel
told | gezegd verteld
inform | informeren laten_weten
informed | geinformeerd
let me know | laat_me_weten laat_het_weten
help | helpen help hulp
helped | geholpen
support | ondersteuning support
work | werken werkt
works | functioneert
does not work | werkt_niet doet_het_niet
open | openen opent
close | sluiten sluit
clean | schoonmaken maak_schoon
cleaned | schoongemaakt
eat | eet
drink | drinken
park | parkeer parkeert
parked | geparkeerd
charge car | laden opladen
swim | zwemmen
use | gebruiken gebruik
used | gebruikt
include | bevatten bevat
cost | kost
offer | aanbieden bieden bieden_aan
offered | aangeboden
provide | verzorgen regelen
arranged | geregeld
allow | toestaan
allowed | toegestaan
accept | accepteren accepteert accepteer
accepted | geaccepteerd
welcome | welkom
recommend | aanraden aanbevelen raad_aan
recommended | aanbevolen
recommendation | aanrader tip tips
organise | organiseren
organised | georganiseerd
pick up | ophalen halen
picked up | opgehaald
call | bellen bel belt
called | gebeld
contact | contact contacteren contact_opnemen
reach | bereiken bereikbaar
write | schrijven schrijf
wrote | geschreven
answer | antwoord antwoorden beantwoorden
answered | beantwoord
reply | reactie reageren
wait | wachten wacht
hope | hoop hopen
hopefully | hopelijk
thank | bedanken
complain | klagen
repair | repareren
repaired | gerepareerd
fix | oplossen
fixed | opgelost
order | bestellen bestel bestelling
ordered | besteld
deliver | leveren bezorgen
delivered | geleverd bezorgd
invoice to | factureren
subscribe | abonneren
subscription | abonnement
log in | inloggen inlog login
logged in | ingelogd
register | registreren aanmelden
registered | geregistreerd aangemeld
connect | koppelen verbinden
connected | gekoppeld verbonden
connection | koppeling verbinding
export | exporteren export
exported | geexporteerd
import | importeren import
imported | geimporteerd
integrate | integreren
integration | integratie
update | updaten bijwerken update
updated | geupdatet bijgewerkt
set up | instellen inrichten
setup | installatie
add | toevoegen
added | toegevoegd
delete | verwijderen
deleted | verwijderd
create | aanmaken
created | aangemaakt
save | opslaan
saved | opgeslagen
sync | synchroniseren synchronisatie sync
synced | gesynchroniseerd
reset | resetten herstellen
show | tonen laten_zien
download | downloaden
upload | uploaden
click | klikken klik
fill in | invullen
filled in | ingevuld
sign | ondertekenen
terminate | opzeggen
terminated | opgezegd
termination | opzegging
see | zien zie ziet
seen | gezien
look | kijken kijk
check | controleren nakijken checken
checked | gecontroleerd
look for | zoeken zoek
think | denken denk
understand | begrijpen begrijp snappen
understood | begrepen
explain | uitleggen
speak | spreken spreek
hear | horen
heard | gehoord
sleep | slapen
slept | geslapen
buy | kopen
rent | huren
rented | gehuurd
rental | verhuur
start | beginnen starten
end | eindigen
last | duren duurt
plan | plannen
visit | bezoeken bezoek
celebrate | vieren
try | proberen probeer
tried | geprobeerd
sit | zitten
live | wonen
wish | wens wensen
share | delen
grateful | dankbaar
look forward | kijken_uit
regarding | m_b_t mbt met_betrekking_tot
account | account
login details | inloggegevens
access | toegang
user | gebruiker
users | gebruikers
channel manager | channelmanager channel_manager
booking engine | boekingsmodule boekingsmachine
software | software
system | systeem
app | app
version | versie
feature | functie
features | functies
settings | instellingen
report | rapport rapportage
reports | rapporten
customer | klant
customers | klanten
customer number | klantnummer
customer service | klantenservice
contract | contract
license | licentie
demo | demo
trial | proefperiode
test | test testen
bug | bug
error | foutmelding
errors | fouten
calendar | kalender agenda
monthly | maandelijks maandelijkse
yearly | jaarlijks
screen | scherm
button | knop
list | lijst
overview | overzicht
language | taal
english | engels
dutch | nederlands
because of | vanwege wegens
despite | ondanks
according to | volgens
instead of | in_plaats_van
so far | tot_nu_toe
whole | hele geheel
per night | per_nacht
per person | per_persoon p_p
high | hoog hoge
low | laag lage
sick | ziek zieke
became | geworden
become | worden wordt werd
shipping | verzend verzending
shipping costs | verzendkosten portokosten
dish | gerecht
dishes | gerechten
company | bedrijf firma onderneming
companies | bedrijven
stated | vermeld vermelden
syncs | synchroniseert
works | lukt
does not work | lukt_niet
invalid | ongeldig ongeldige
schedule | inplannen
till system | kassasysteem kassa
cot | babybedje bedje
age | leeftijd
full | volle volledige volledig
leave behind | achterlaten
glasses | bril
bedside table | nachtkastje
dear | geacht
filled in | ingevulde
receipt | ontvangst
delay | vertraging
delayed | vertraagd
land | landen
business | zakelijke zakelijk
charged | belast
deposit money | storten
just | ff even
question | vraagje
tasty | lekker lekkere
bus stop | bushalte
at night | s_nachts snachts
in the morning | s_ochtends s_morgens
in the evening | s_avonds
in the afternoon | s_middags
switch | wisselen wissel overstappen
expires | loopt_af
runs | loopt
end | eind einde
off | af
implementation | implementatie
training | training opleiding
sits | zit
heated | verwarmd verwarmde
present | aanwezig aanwezige
beach towels | strandlakens strandhanddoeken
beach towel | strandlaken
books | boekt
reserves | reserveert
cancels | annuleert
pays | betaalt
brings | brengt
stays | blijft
confirms | bevestigt
changes | wijzigt
offers | biedt
charge | rekent
finds | vindt
we would like | we_willen_graag wij_willen_graag we_zouden_graag
I would like | ik_wil_graag ik_zou_graag
could you | zou_u zou_je zouden_jullie kunt_u kun_je kunnen_jullie
would you like | wilt_u wil_je willen_jullie
is that possible | is_dat_mogelijk
is it allowed | mag_dat
do you know | weet_u weet_jij weten_jullie
please let us know | laat_ons_weten
get in touch | neem_contact_op
I was wondering | ik_vroeg_me_af vraag_me_af
still available | nog_beschikbaar nog_vrij
high chair | kinderstoel
pram | kinderwagen
playground | speeltuin
children's club | kinderclub
animation | animatie
babysitter | oppas babysit
bath | bad
bedroom | slaapkamer
bedrooms | slaapkamers
living room | woonkamer
corridor | gang
mirror | spiegel
curtains | gordijnen
mattress | matras
uncomfortable | oncomfortabel ongemakkelijk
smell | geur stank stinkt ruikt
mould | schimmel
insects | insecten beestjes
hot water | warm_water
tap | kraan
leak | lekkage lekt
blocked | verstopt
remote control | afstandsbediening
charger cable | oplaadkabel
adapter | verloopstekker
glass | glas
cup | kopje beker
bottle | fles
ice | ijs
eggs | eieren
cheese | kaas
meat | vlees
fish | vis
chicken | kip
soup | soep
dessert | toetje
packed lunch | lunchpakket
check in time | inchecktijd
check out time | uitchecktijd
key box | sleutelkluis sleutelkastje
door code | deurcode toegangscode
code | code
lock | slot
street | straat
square | plein
canal | gracht
shop | winkel
shops | winkels
supermarket | supermarkt
pharmacy | apotheek
doctor | dokter huisarts arts
hospital | ziekenhuis
emergency | noodgeval spoedgeval
police | politie
stolen | gestolen
theft | diefstal
walk | lopen lopend wandelen wandeling
walking distance | loopafstand
distance | afstand
kilometres | kilometer km
public transport | openbaar_vervoer ov
ticket | kaartje
tickets | kaartjes
traffic jam | file
ferry | veerboot pont
boat | boot
harbour | haven
island | eiland
dunes | duinen
forest | bos
river | rivier
village | dorp
region | regio omgeving
tour | rondleiding
excursion | excursie
activity | activiteit
activities | activiteiten
rain | regen
sun | zon
temperature | temperatuur
invoice address | factuuradres
company name | bedrijfsnaam
chamber of commerce | kvk
vat number | btw_nummer btwnummer
reference | referentie kenmerk
order number | ordernummer
payment link | betaallink
paid in advance | vooruitbetaald
outstanding | openstaand openstaande
reminder | herinnering aanmaning
direct debit | incasso automatische_incasso machtiging
credit note | creditnota
cancellation costs | annuleringskosten
non refundable | niet_restitueerbaar
refundable | restitueerbaar
flexible | flexibel flexibele
conditions | voorwaarden
terms and conditions | algemene_voorwaarden
policy | beleid
house rules | huisregels
guarantee | garantie
insurance | verzekering
travel agency | reisbureau
booking site | boekingssite
channel | kanaal
channels | kanalen
rate plan | tariefplan
room type | kamertype
room types | kamertypes
duplicate | duplicaat
appears | verschijnt
does not appear | verschijnt_niet
loads | laadt
slow | traag langzaam
crashes | crasht loopt_vast
migration | migratie
renewal | verlenging
downgrade | downgraden
close account | account_opheffen
forgot password | wachtwoord_vergeten
verification | verificatie
two factor | tweestapsverificatie
permissions | rechten
administrator | beheerder
file | bestand
files | bestanden
format | formaat
guest data | gastgegevens
guest registration | gastenregistratie
maintenance | onderhoud
renovation | renovatie verbouwing
occupancy | bezetting
revenue | omzet
statistics | statistieken
notification | melding
notifications | meldingen
email address | emailadres e_mailadres
confirmation email | bevestigingsmail
newsletter | nieuwsbrief
unsubscribe | afmelden uitschrijven
what time | hoelaat
along | mee
somewhere | ergens
nowhere | nergens
everywhere | overal
safe | veilig veilige
unsafe | onveilig
park bikes | stallen
bike storage | fietsenstalling
lockable | afsluitbaar afsluitbare
space | ruimte
spaces | ruimtes
lies | ligt
is at a standstill | ligt_stil
summer | zomer
winter | winter
spring | lente voorjaar
autumn | herfst najaar
public holidays | feestdagen
school holidays | schoolvakantie
summer holiday | zomervakantie
adjust | aanpassen pas_aan
adjusted | aangepast
electric | elektrische elektrisch
wedding anniversary | trouwdag
nice | leuks
at once | in_een_keer
not a single | geen_enkele
had to | moest moesten
was allowed | mocht mochten
said | zei zeiden
saw | zag zagen
got | kregen
did | deed deden
stood | stond
lay | lag
booked | boekte boekten
paid | betaalde betaalden
cancelled | annuleerde annuleerden
called | belde belden
sent | stuurde stuurden
forgot | vergat vergaten
lost | verloor
thought | vond dacht dachten
arranged | afgesproken
take care | zorgen zorg
lie | liggen
stand | staan staat
call back | terugbellen
come back | terugkomen komen_terug
pass on | doorgeven
forward | doorsturen
email | mailen
emailed | gemaild
whatsapp | whatsapp appen
hand in | inleveren afgeven
replace | vervangen
mean | betekenen betekent bedoel bedoelen
seem | lijken lijkt
keep | houden houd
miss | missen
remember | onthouden herinneren
read | lezen gelezen
choose | kiezen kies
chosen | gekozen
decide | beslissen besluiten
appointment | afspraak
propose | voorstellen
report | melden meld
reported | gemeld
possibility | mogelijkheid
possibilities | mogelijkheden
option | optie
options | opties
choice | keuze
kind | soort
type | type
number of | aantal
part | deel
rest | rest
difference | verschil
solution | oplossing
explanation | uitleg
manual | handleiding
instructions | instructies
steps | stappen
page | pagina
tab | tabblad
column | kolom
row | rij
line | regel
value | waarde
spacious | ruim ruime
cramped | krap
dark | donker
modern | modern moderne
cosy | gezellig gezellige
busy | druk drukke
wet | nat
dry | droog
soft | zacht zachte
cool | koel
fresh | fris verse vers
lovely | heerlijk heerlijke
helpful | behulpzaam
rude | onbeleefd
unfriendly | onvriendelijk
easy | makkelijk gemakkelijk eenvoudig
difficult | moeilijk lastig
clear | duidelijk
unclear | onduidelijk
occupied | bezet
public | openbaar openbare
shared | gedeeld gedeelde gezamenlijk gezamenlijke
special | speciaal speciale bijzonder
normal | normaal gewoon
standard | standaard
luxury | luxe
namely | namelijk
indeed | inderdaad
by the way | trouwens overigens
actually | eigenlijk
ever | ooit
as soon as | zodra
downstairs | beneden
upstairs | boven
left | links
right | rechts
straight on | rechtdoor
please could you | zou_u_alstublieft
it would be nice | het_zou_fijn_zijn
we would appreciate | wij_zouden_het_waarderen
appreciate | waarderen waardeer
surprise | verrassing
flowers | bloemen
cake | taart
champagne | champagne
romantic | romantisch romantische
decoration | versiering
`;
