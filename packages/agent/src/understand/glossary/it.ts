/** Italian → English glossary for hotel-guest and hotel-software mail (see ./README.md for the format). */
export default `
the | il lo la i gli le l
a | un uno una
of | di d
of the | del della dei degli delle dell
to | a ad
to the | al allo alla ai agli alle all
from | da
from the | dal dalla dai dall
in | in
in the | nel nella nei negli nelle nell
on | su
on the | sul sulla sui
with | con
for | per x
between | tra fra
without | senza
and | e ed
or | o oppure
but | ma pero
if | se
that | che quello quella quel
this | questo questa quest
these | questi queste
those | quelli quelle
what | cosa che_cosa cos
who | chi
which | quale quali
when | quando
where | dove
how | come
how much | quanto
how many | quanti quante
why | perche xke
because | poiche
so | quindi allora
then | poi
also | anche inoltre
only | solo
however | tuttavia comunque invece
otherwise | altrimenti
nearby | nelle_vicinanze nei_dintorni
although | anche_se
while | mentre
until | fino_a fino_al fino_alla finche
before | prima prima_di
after | dopo
during | durante
near | vicino vicino_a
far | lontano lontana
next to | accanto
opposite | di_fronte
around | verso circa
about | riguardo riguardo_a
regarding | in_merito_a per_quanto_riguarda
according to | secondo
except | tranne
including | compreso_il inclusa_la
instead of | invece_di
because of | a_causa_di
as soon as possible | al_piu_presto appena_possibile il_prima_possibile asap
for example | per_esempio
here | qui
there | li ce
attached | in_allegato allegato allegata allegati
attachment | l_allegato
inside | dentro
outside | fuori esterno
upstairs | di_sopra
someone | qualcuno
something | qualcosa
nothing | niente nulla
everyone | tutti
everything | tutto
all | tutta tutte
each | ogni
other | altro altra
others | altri altre
another | un_altro un_altra
same | stesso stessa stessi
very | molto
very loud | fortissimo
a lot | tanto
many | molti molte tanti tante
too | troppo
a little | poco po un_po
few | pochi
some | alcuni alcune qualche
enough | abbastanza
more | piu
less | meno
more than | piu_di
not | non
no | no nessun nessuno nessuna
yes | certo certamente
ok | ok va_bene d_accordo okay
never | mai
not yet | non_ancora
still | ancora
always | sempre
again | di_nuovo
already | gia
almost | quasi
exactly | esattamente proprio
really | davvero
perhaps | forse
probably | probabilmente
of course | naturalmente ovviamente
unfortunately | purtroppo
now | ora adesso
currently | attualmente al_momento
soon | presto a_breve
later | piu_tardi
early | in_anticipo
late | tardi in_ritardo
immediately | subito immediatamente
quickly | velocemente
together | insieme
directly | direttamente

I | io
me | mi me
you | tu ti te voi vi la_sua
he | lui
she | lei
we | noi
us | ci
they | loro
- | si ne
my | mio mia miei mie
your | tuo tua tuoi tue vostro vostra vostri vostre
his | suo sua suoi sue
our | nostro nostra nostri nostre

are | sono
are | siamo siete
just | appena
there is | c_e
there are | ci_sono
is there | c_e_un c_e_una
is there no | non_c_e
are there | ci_sono_dei ci_sono_delle
there was | c_era
there were | c_erano
was | era ero
were | erano
been | stato stata stati state
has been | e_stato e_stata
have been | sono_stato sono_stata
will be | sara saro saremo
would be | sarei sarebbe saremmo
be | essere sia siano
what is | qual_e cos_e cosa_e che_cos_e
where is | dov_e dove_e dove_si_trova
where are | dove_sono dove_si_trovano
how is | com_e
how much is | quant_e quanto_costa quanto_viene quanto_costa_il quanto_costa_la
how much are | quanto_costano quanto_vengono
would cost | quanto_costerebbe
is it possible | e_possibile sarebbe_possibile si_puo si_potrebbe
is it possible to | e_possibile_avere e_possibile_fare
is not | non_e
is included | e_incluso e_inclusa e_compreso e_compresa
is available | e_disponibile
is open | e_aperto e_aperta
is closed | e_chiuso e_chiusa
is it necessary | e_necessario bisogna occorre
is it mandatory | e_obbligatorio
I have | ho
have | hai ha abbiamo hanno avere abbia
you have | avete
had | avuto avevo aveva
will have | avro avra avremo
would have | avrei avrebbe
I need | ho_bisogno ho_bisogno_di mi_serve mi_servono mi_occorre
we need | abbiamo_bisogno abbiamo_bisogno_di ci_serve ci_servono
need | bisogno bisogno_di necessito
can I | posso
can | puo possono potere
can we | possiamo
can you | potete puoi mi_potete ci_potete
could I | potrei
could | potrebbe potuto
could we | potremmo
could you | potreste mi_potreste ci_potreste potrebbe_gentilmente
will be able | potro potremo
I want | voglio
want | vuole vogliamo volete volere
I would like | vorrei desidero mi_piacerebbe gradirei
we would like | vorremmo desideriamo ci_piacerebbe
would like | vorrebbe vorreste desidera desiderate desiderare
wanted | volevo voluto
must | devo deve dobbiamo dovete devono dovere
should | dovrei dovrebbe dovremmo
had to | dovuto
know | so sa sappiamo sapete sapere conoscete conoscere
would you know | sapreste saprebbe
do | fare faccio fa facciamo fate fanno
done | fatto fatta fatti
will do | faro
would do | farei
let me know | fatemi_sapere mi_faccia_sapere farmi_sapere
go | andare vado va andiamo andate
gone | andato andata
come | venire vengo viene veniamo venite
came | venuto venuta
will come | verro verremo
come back | tornare torno torniamo
returned | tornato
take | prendere prendo prende prendiamo
taken | preso
put | mettere metto messo
give | dare diamo darmi darci
given | dato
say | dire dice
said | detto
tell me | dirmi ditemi mi_dica
tell us | dirci
tell | indicare indicarmi indicarci indicatemi comunicare comunicarmi comunicato comunico
hereby | con_la_presente
see | vedere vedo vede
seen | visto
view | vista
sea view | vista_mare
find | trovare trovo trova troviamo
found | trovato trovata
is located | si_trova situato situata
send | inviare invio inviate mandare spedire
send me | inviarmi mandarmi spedirmi mi_inviate mi_mandate
send us | inviarci
sent | inviato inviata mandato
receive | ricevere ricevo riceve
received | ricevuto
receipt | ricevuta
wait | aspettare aspetto aspettiamo attendere attendo
waiting | attesa in_attesa
looking forward to | in_attesa_di resto_in_attesa
answer | rispondere rispondo risposta
answered | risposto
answers | risposte
ask | chiedere chiedo domandare
asked | chiesto richiesto
request | richiesta
requests | richieste
special request | richiesta_speciale richiesta_particolare
question | domanda
questions | domande
help | aiutare aiuto aiutarmi aiutarci
thank | ringrazio ringraziamo ringraziare
thank you | la_ringrazio vi_ringrazio vi_ringraziamo
thanks | grazie grz
thank you very much | grazie_mille mille_grazie
thanks in advance | grazie_in_anticipo ringrazio_anticipatamente anticipatamente
please | per_favore per_cortesia cortesemente gentilmente vi_prego la_prego
book | prenotare prenoto prenota prenotate
book it | prenotarlo prenotarla
booked | prenotato prenotata prenotati
booking | prenotazione
bookings | prenotazioni
booking number | numero_di_prenotazione codice_di_prenotazione
cancel | cancellare annullare disdire
cancelled | cancellato cancellata annullato annullata disdetto
cancellation | cancellazione annullamento disdetta
cancellation policy | politica_di_cancellazione
change | modificare modifico cambiare cambio modifica
changed | modificato modificata cambiato cambiata
changes | modifiche
confirm | confermare confermo confermate confermarmi
confirmed | confermato confermata
confirmation | conferma
arrive | arrivare arriviamo arriva arrivate
arrival | arrivo
arrivals | arrivi
arrived | arrivato arrivata arrivati
will arrive | arriveremo arrivero arrivera
arrival time | orario_di_arrivo
early check in | check_in_anticipato arrivo_anticipato
late arrival | arrivo_tardivo
leave | partire parto partiamo lasciare lascio
left | partito lasciato lasciata
will leave | partiremo
departure | partenza
leaves | parte partono
can | riesco riusciamo riuscire riesce riuscito
cannot | non_riesco non_riusciamo non_riesce
can no longer | non_riesco_piu non_riusciamo_piu
departure time | orario_di_partenza
check in | check_in checkin
check out | check_out checkout
late check out | late_check_out check_out_posticipato
stay | restare restiamo rimanere rimango rimaniamo soggiornare alloggiare
stay | soggiorno permanenza
stays | soggiorni
stayed | soggiornato rimasto
will stay | resteremo rimarremo
accommodation | alloggio sistemazione struttura
welcome | benvenuto benvenuti accoglienza
pay | pagare pago paga saldare
paid | pagato pagata saldato
will pay | paghero pagheremo
payment | pagamento saldo
payments | pagamenti
refund | rimborsare rimborso
refunded | rimborsato
refunds | rimborsi
refundable | rimborsabile
non refundable | non_rimborsabile
charge | addebitare addebito
charged | addebitato addebitata
charges | addebiti
cost | costare costa costo
costs | costano costi
bring | portare portate
take along | portare_con_noi
like | piace piacere
love | adoro
enjoy | apprezzato apprezzare
forget | dimenticare
forgot | dimenticato dimenticata
I forgot | ho_dimenticato
lose | perdere
lost | perso persa smarrito smarrita
look for | cercare cerco
collect | ritirare ritiro recuperare
call | chiamare chiamo chiamata chiamarmi
called | chiamato
call back | richiamare
my name is | mi_chiamo
write | scrivere scrivo
written | scritto
I am writing | le_scrivo vi_scrivo
contact | contattare contatto contattarmi contattarci
hope | sperare spero
complain | lamentare
complaint | reclamo lamentela
complaints | reclami
fix | riparare aggiustare sistemare risolvere
fixed | riparato risolto
work | funziona funzionano funzionare
does not work | non_funziona non_va
no longer works | non_funziona_piu non_va_piu
no longer work | non_funzionano_piu
do not work | non_funzionano
open | aprire apre aperto aperta aperti
opening | apertura
opening hours | orari_di_apertura orario_di_apertura
close | chiudere chiude
closed | chiuso chiusa
closing | chiusura
clean | pulire pulito pulita puliti
cleaning | pulizia pulizie
dirty | sporco sporca
eat | mangiare
drink | bere bevanda
drinks | bevande
park | parcheggiare
parking | parcheggio
parkings | parcheggi
charge the car | ricaricare ricarica
charging station | colonnina colonnina_di_ricarica stazione_di_ricarica
swim | nuotare
use | usare uso utilizzare
used | usato utilizzato
include | includere include comprende
included | incluso inclusa inclusi incluse compreso compresa compresi comprese
not included | non_incluso non_inclusa non_compreso
understand | capire capisco capito
offer | offrire offrite offre proporre
offered | offerto
offer | offerta
offers | offerte
provide | fornire fornite mettere_a_disposizione
provided | fornito
allow | permettere consentire
allowed | permesso permessi ammesso ammessi ammessa consentito consentiti
forbidden | vietato vietata vietati
accept | accettare accettate accetta
accepted | accettato accettata
recommend | consigliare consigliate raccomandare suggerire
advice | consiglio consigli
organise | organizzare
order | ordinare ordine
delivery | consegna
shipping | spedizione
send me it | spedirmelo inviarmelo mandarmelo
deliver | consegnare
subscribe | abbonarsi iscriversi
unsubscribe | disiscrivere annullare_l_iscrizione
log in | accedere accedo accediamo effettuare_l_accesso
login | accesso login
logged out | disconnesso
connect | collegare connettere
export | esportare esportato esportazione esporta esportano
import | importare importazione
integrate | integrare
integration | integrazione integrazioni
sync | sincronizzare sincronizza sincronizzato sincronizzazione
no longer syncs | non_sincronizza_piu non_si_sincronizza
update | aggiornare aggiornamento aggiorna aggiornato aggiornano
updates | aggiornamenti
install | installare installazione
download | scaricare
activate | attivare attivazione
deactivate | disattivare
create | creare creato
delete | eliminare eliminato
add | aggiungere
display | visualizzare visualizza
does not show | non_si_vede non_compare
appears | compare
show | mostrare mostra
try | provare provo
tried | provato provati
check | controllare controllo verificare verifica
look | guardare
think | penso pensare credo
seem | sembra
explain | spiegare spiegarmi
inform | informare informo avvisare
report | segnalare
sleep | dormire
start | iniziare inizio
finish | finire finito terminare
enter | entrare
entrance | entrata ingresso
exit | uscita uscire
go up | salire
go down | scendere
turn on | accendere
turn off | spegnere
smoke | fumare fumo
smokers | fumatori
non smoking | non_fumatori
travel | viaggiare
trip | viaggio
visit | visitare visita
rent | noleggiare
rental | noleggio affitto
bike rental | noleggio_bici noleggio_biciclette
car rental | noleggio_auto
buy | comprare acquistare
purchase | acquisto
celebrate | festeggiare
register | registrare registrazione
leave the luggage | lasciare_i_bagagli
drop off | depositare
keep | tenere conservare custodire tenete tenga
remains | resta rimane
transfer | trasferimento transfer
return | restituire
spend | passare trascorrere
spent | passato trascorso trascorsi
happened | successo
meet | incontrare
share | condividere
choose | scegliere
prefer | preferire preferisco preferiamo preferibile
decide | decidere
broken | rotto rotta guasto
out of order | fuori_servizio non_funzionante
leak | perdita perde perdeva
blocked | bloccato bloccata intasato
it freezes | si_blocca
smell | odore puzza
bad smell | cattivo_odore
noise | rumore
noises | rumori
noisy | rumoroso
hear | sentire
speak | parlare parlo
sorry | scusate scusi scusa mi_dispiace ci_dispiace spiacente
apologies | scuse
excuse me | mi_scusi
missing | manca mancano mancante
serve | servire servite
served | servito servita serviti
it depends | dipende
delay | ritardo
bring forward | anticipare
postpone | posticipare rimandare
extend | prolungare estendere
valid | valido validi valide
electric | elettrico elettrica elettriche elettrici
guarantee | garanzia garantire
manage | gestire gestione
fill in | compilare
form | modulo
sign | firmare firma
print | stampare
click | cliccare
happy | contento felice soddisfatto
unhappy | scontento insoddisfatto
disappointed | deluso
unacceptable | inaccettabile
wake up | sveglia

hotel | hotel albergo
hotels | alberghi
inn | locanda
guesthouse | pensione affittacamere b_b bed_and_breakfast agriturismo
apartment | appartamento
apartments | appartamenti
property | proprieta
room | camera stanza sala
rooms | camere stanze sale
double room | camera_doppia camera_matrimoniale matrimoniale doppia
single room | camera_singola singola
twin room | camera_doppia_con_letti camera_twin
triple room | camera_tripla tripla
quadruple room | camera_quadrupla quadrupla
family room | camera_familiare camera_family
connecting rooms | camere_comunicanti
superior room | camera_superior
suite | suite
floor | piano
floors | piani
ground floor | piano_terra pianterreno
lift | ascensore
stairs | scale
window | finestra
windows | finestre
balcony | balcone balconcino
terrace | terrazza terrazzo
garden | giardino
bed | letto
beds | letti
double bed | letto_matrimoniale
single bed | letto_singolo
twin beds | letti_separati letti_singoli
sofa bed | divano_letto
cot | culla lettino lettino_da_campeggio
extra bed | letto_aggiunto letto_supplementare letto_extra
pillow | cuscino guanciale
pillows | cuscini
blanket | coperta
blankets | coperte
sheets | lenzuola
towel | asciugamano telo
towels | asciugamani teli
bathrobe | accappatoio
bathrobes | accappatoi
slippers | ciabatte ciabattine
soap | sapone
shampoo | shampoo
toilet paper | carta_igienica
toilet | wc toilette gabinetto
bathroom | bagno
private bathroom | bagno_privato
shower | doccia
bathtub | vasca vasca_da_bagno
sink | lavandino
water | acqua
hot water | acqua_calda
tap | rubinetto
hairdryer | asciugacapelli phon fon
iron | ferro_da_stiro
air conditioning | aria_condizionata condizionatore climatizzatore clima
fan | ventilatore
heating | riscaldamento
tv | tv televisione televisore
remote | telecomando
fridge | frigo frigorifero
kettle | bollitore
safe | cassaforte
key | chiave
keys | chiavi
key card | tessera scheda badge
light | luce
lights | luci
electricity | corrente elettricita
socket | presa
kitchen | cucina
kitchenette | angolo_cottura cucinino
washing machine | lavatrice
laundry | lavanderia
breakfast | colazione prima_colazione
breakfast included | colazione_inclusa
half board | mezza_pensione
full board | pensione_completa
lunch | pranzo
dinner | cena
meal | pasto
meals | pasti
dish | piatto
dishes | piatti
menu | menu
coffee | caffe
herbal tea | tisana
milk | latte
juice | succo
bread | pane
eggs | uova
cheese | formaggio
meat | carne
fish | pesce
fruit | frutta
wine | vino
beer | birra
bottle | bottiglia
room service | servizio_in_camera
takeaway | da_asporto
allergy | allergia
allergies | allergie
allergic | allergico allergica
coeliac | celiaco celiaca celiachia
gluten free | senza_glutine gluten_free
lactose free | senza_lattosio
intolerance | intolleranza intolleranze
intolerant | intollerante
vegetarian | vegetariano vegetariana vegetariani vegetariane
vegan | vegano vegana vegani vegane
nuts | frutta_secca noci
peanuts | arachidi
diet | dieta
restaurant | ristorante
bar | bar
pool | piscina
indoor pool | piscina_coperta piscina_interna
outdoor pool | piscina_esterna piscina_all_aperto
heated pool | piscina_riscaldata
sun loungers | lettini sdraio
umbrella | ombrellone
spa | spa centro_benessere
wellness | benessere
sauna | sauna
steam room | bagno_turco
hot tub | idromassaggio vasca_idromassaggio jacuzzi
gym | palestra
massage | massaggio
massages | massaggi
treatment | trattamento
treatments | trattamenti
beach | spiaggia
sea | mare
lake | lago
mountain | montagna
city centre | centro centro_citta centro_storico
city | citta
street | strada
via | via
square | piazza
address | indirizzo
map | mappa cartina
airport | aeroporto
station | stazione
train station | stazione_ferroviaria stazione_centrale
bus stop | fermata fermata_dell_autobus
metro | metro metropolitana
bus | autobus bus pullman
shuttle | navetta
airport shuttle | navetta_aeroporto navetta_per_l_aeroporto
taxi | taxi
train | treno
plane | aereo
flight | volo
car | macchina auto automobile
cars | macchine
vehicle | veicolo
electric car | auto_elettrica macchina_elettrica veicolo_elettrico
charger | caricatore caricabatterie
motorbike | moto
bike | bici bicicletta
bikes | biciclette
garage | garage autorimessa
parking space | posto_auto
space | posto
spaces | posti
covered parking | parcheggio_coperto
private parking | parcheggio_privato
luggage | bagagli bagaglio
suitcase | valigia
suitcases | valigie
bag | borsa zaino
luggage storage | deposito_bagagli
reception | reception ricevimento accettazione portineria
lobby | hall
guest | ospite cliente
guests | ospiti clienti
person | persona
people | persone gente pax
adult | adulto
adults | adulti
child | bambino bambina bimbo bimba figlio figlia
children | bambini bimbi figli ragazzi
baby | neonato neonata
family | famiglia
friend | amico amica
friends | amici amiche
husband | marito
wife | moglie
partner | compagno compagna fidanzato fidanzata
father | padre papa
mother | madre mamma
group | gruppo
team | squadra team
staff | personale staff
employee | dipendente addetto
receptionist | receptionist receptionista
manager | direttore direttrice responsabile gestore titolare
owner | proprietario proprietaria
driver | autista
pet | animale animale_domestico
pets | animali animali_domestici
dog | cane cagnolino
dogs | cani
cat | gatto
cats | gatti
small dog | cane_di_piccola_taglia cane_piccolo
wedding | matrimonio nozze
honeymoon | luna_di_miele viaggio_di_nozze
birthday | compleanno
anniversary | anniversario
conference | conferenza congresso convegno
meeting | riunione incontro appuntamento
meeting room | sala_riunioni sala_meeting sala_conferenze
event | evento
events | eventi
party | festa
price | prezzo
prices | prezzi
rate | tariffa
rates | tariffe
fees | spese commissione
extra charge | supplemento
tax | tassa imposta
tourist tax | tassa_di_soggiorno imposta_di_soggiorno
vat | iva
deposit | caparra acconto deposito cauzione
invoice | fattura
invoices | fatture
billing | fatturazione
bill | conto
amount | importo somma
total | totale
card | carta
credit card | carta_di_credito
debit card | bancomat carta_di_debito
cash | contanti in_contanti
bank transfer | bonifico bonifico_bancario
bank | banca
bank details | iban coordinate_bancarie
discount | sconto riduzione
promo code | codice_sconto codice_promozionale
promotion | promozione promo
free | gratuito gratuita gratuiti gratuite gratis
paid | a_pagamento
cheap | economico economica
expensive | caro cara costoso costosa
too expensive | troppo_caro
number | numero
phone number | numero_di_telefono
date | data
dates | date
availability | disponibilita
available | disponibile disponibili libero libera liberi libere
fully booked | al_completo completo pieno
waiting list | lista_d_attesa
upgrade | upgrade
policy | politica
conditions | condizioni
terms | termini termini_e_condizioni
rules | regole regolamento
problem | problema
problems | problemi
no problem | nessun_problema
issue | inconveniente disguido
mistake | errore sbaglio
mistakes | errori
mould | muffa
bed bugs | cimici cimici_dei_letti
insects | insetti
cockroaches | scarafaggi blatte
lost item | oggetto_smarrito oggetto_dimenticato
lost items | oggetti_smarriti
belongings | effetti_personali cose
phone | telefono cellulare
glasses | occhiali
wallet | portafoglio
jacket | giacca giubbotto
coat | cappotto
laptop | portatile computer_portatile
passport | passaporto
identity card | carta_d_identita documento_d_identita
document | documento
documents | documenti
wheelchair | sedia_a_rotelle carrozzina
disabled | disabile disabili
reduced mobility | mobilita_ridotta
accessible | accessibile accessibili
gift | regalo
give as a gift | regalare
gift voucher | buono_regalo voucher cofanetto

day | giorno giornata
days | giorni
night | notte
nights | notti pernottamenti
overnight stay | pernottamento
per night | a_notte per_notte
per person | a_persona per_persona
per day | al_giorno
week | settimana
weeks | settimane
weekend | weekend week_end fine_settimana
month | mese
months | mesi
year | anno
years | anni
today | oggi
tomorrow | domani
day after tomorrow | dopodomani
yesterday | ieri
tonight | stasera stanotte questa_sera questa_notte
this morning | stamattina stamani questa_mattina
this afternoon | oggi_pomeriggio questo_pomeriggio
tomorrow morning | domani_mattina
last night | ieri_sera
next week | la_prossima_settimana prossima_settimana settimana_prossima
last week | la_settimana_scorsa settimana_scorsa
next month | il_mese_prossimo mese_prossimo
morning | mattina mattino
afternoon | pomeriggio
evening | sera serata
noon | mezzogiorno
midnight | mezzanotte
hours | ore
what time | a_che_ora che_ora
from what time | da_che_ora
until what time | fino_a_che_ora
time | orario tempo volta
times | orari volte
minute | minuto
minutes | minuti min
moment | momento attimo
spring | primavera
summer | estate
autumn | autunno
winter | inverno
holidays | vacanze ferie
holiday | vacanza
christmas | natale
new year | capodanno
easter | pasqua
monday | lunedi
tuesday | martedi
wednesday | mercoledi
thursday | giovedi
friday | venerdi
saturday | sabato
sunday | domenica
january | gennaio
february | febbraio
march | marzo
april | aprile
may | maggio
june | giugno
july | luglio
august | agosto
september | settembre
october | ottobre
november | novembre
december | dicembre
next | prossimo prossima prossimi successivo successiva
last | ultimo ultima ultimi scorso scorsa
first | primo primi
third | terzo terza
two | due
three | tre
four | quattro
five | cinque
six | sei
seven | sette
eight | otto
nine | nove
ten | dieci
eleven | undici
twelve | dodici
thirteen | tredici
fourteen | quattordici
fifteen | quindici
sixteen | sedici
seventeen | diciassette
eighteen | diciotto
nineteen | diciannove
twenty | venti
thirty | trenta
forty | quaranta
fifty | cinquanta
hundred | cento
thousand | mille
half | mezzo mezza meta
quarter | quarto
half past | e_mezza e_mezzo
both | entrambi entrambe

good | buono buona buoni buon bravo
well | bene
badly | male
bad | cattivo cattiva brutto brutta
better | meglio migliore migliori
worse | peggio peggiore
best | il_migliore
big | grande grandi
small | piccolo piccola piccoli
new | nuovo nuova nuovi
old | vecchio vecchia
beautiful | bello bella bellissimo bellissima
nice | carino carina simpatico piacevole
quiet | tranquillo tranquilla silenzioso silenziosa
comfortable | comodo comoda confortevole
uncomfortable | scomodo scomoda
spacious | spazioso spaziosa ampio ampia
cold | freddo fredda freddi
hot | caldo calda caldi
extra | extra aggiuntivo aggiuntiva aggiuntivi supplementare
private | privato privata
shared | condivisa in_comune
possible | possibile
impossible | impossibile
necessary | necessario necessaria
mandatory | obbligatorio obbligatoria
optional | facoltativo facoltativa opzionale
occupied | occupato occupata
ready | pronto pronta pronti
important | importante
urgent | urgente urgenza
fast | veloce rapido
slow | lento lenta
easy | facile semplice
difficult | difficile complicato
convenient | pratico
central | centrale
perfect | perfetto perfetta
excellent | ottimo ottima eccellente
great | fantastico fantastica splendido stupendo
wonderful | meraviglioso meravigliosa
correct | corretto corretta giusto
wrong | sbagliato sbagliata
normal | normale
special | speciale particolare
different | diverso diversa
empty | vuoto vuota
long | lungo lunga
short | breve corto
high | alto alta
low | basso bassa
weighs | pesa
maximum | massimo
minimum | minimo
sure | sicuro sicura
warm | accogliente caloroso calorosa
white | bianco bianca
higher | superiore
heated | riscaldata riscaldato
end | fine
at the end | alla_fine
right | destra
left | sinistra
straight on | dritto sempre_dritto

dear | gentile gentili egregio egregia spettabile spett spett_le carissimo carissimi
dear sir or madam | gentile_cliente gentili_signori
hello | buongiorno salve buon_giorno
good evening | buonasera buona_sera
hi | ciao
madam | signora sig_ra
sir | signore signor sig
miss | signorina
have a nice day | buona_giornata
have a nice evening | buona_serata
regards | saluti cordialmente distinti_saluti un_saluto
kind regards | cordiali_saluti i_migliori_saluti
best wishes | un_caro_saluto un_abbraccio
see you soon | a_presto
goodbye | arrivederci
do not hesitate | non_esitate non_esiti
at your disposal | a_disposizione a_vostra_disposizione
following | in_seguito_a a_seguito_di facendo_seguito
I remain | resto

software | software gestionale programma
platform | piattaforma
tool | strumento
feature | funzione funzionalita
features | funzioni
option | opzione
options | opzioni
screen | schermo schermata
page | pagina
button | pulsante tasto bottone
link | link collegamento
email | email mail e_mail posta
email address | indirizzo_email indirizzo_mail
inbox | posta_in_arrivo casella_di_posta
spam | spam posta_indesiderata
notification | notifica
notifications | notifiche
message | messaggio
messages | messaggi
text message | sms
account | account utenza
profile | profilo
username | nome_utente username
login details | credenziali
password | password
permissions | autorizzazioni
user | utente
users | utenti
administrator | amministratore admin
subscription | abbonamento
plan | pacchetto
licence | licenza
contract | contratto
quote | preventivo
renewal | rinnovo
renew | rinnovare
reset | reimpostare resettare ripristinare
annual | annuale annuali
monthly | mensile mensili
customer area | area_clienti area_riservata
area | area zona
trial | prova periodo_di_prova
free trial | prova_gratuita
demo | demo dimostrazione
video call | videochiamata
training | formazione
guide | guida manuale
support | assistenza supporto
customer service | assistenza_clienti servizio_clienti
technical support | assistenza_tecnica supporto_tecnico
ticket | ticket
bug | bug
crash | crash
loading | caricamento
version | versione
connector | connettore
channel manager | channel_manager
booking engine | motore_di_prenotazione booking_engine
website | sito sito_web sito_internet
channel | canale
channels | canali
calendar | calendario
report | report rapporto
reports | reportistica
statistics | statistiche
dashboard | dashboard pannello cruscotto
file | file
data | dati
database | database
backup | backup
settings | impostazioni
configuration | configurazione
configure | configurare
template | modello
field | campo
online | online
browser | browser
computer | computer pc
app | app applicazione
cash register | cassa
card terminal | pos
internet | internet connessione
wifi | wifi wi_fi
code | codice
network | rete
`;
