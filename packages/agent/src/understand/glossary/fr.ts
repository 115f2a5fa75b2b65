/** French → English glossary for hotel-guest and hotel-software mail (see ./README.md for the format). */
export default `
the | le la les l
a | un une
the | des
of | de d
of the | du
at the | au aux
at | a chez
this | ce cet cette
these | ces
that | cela ca
it is | c_est cest
it was | c_etait
they are | ce_sont
it is not | ce_n_est
what | ce_que ce_qu ce_qui quoi qu_est_ce_que qu_est_ce_qu qu_est_ce_qui
that | que qu
my | mon ma mes
your | votre vos ton ta tes
our | notre nos
his | son sa ses
their | leur leurs
I | je j
I am | jsuis
me | moi me m
you | vous tu te t toi
he | lui
it | il t_il t_elle
we | t_on
she | elle
they | ils elles eux
we | nous on
- | se s
there | y
in | dans en
who | qui
what | quel quelle quels quelles
when | quand qd lorsque
how | comment
how much | combien
why | pourquoi pk pq
because | parce_que parce_qu car pcq
if | si
if it | s_il
and | et
or | ou
but | mais
with | avec
without | sans
for | pour pr
on | sur
under | sous
between | entre
before | avant avant_de
after | apres
during | pendant durant lors_de
until | jusqu_a jusqu_au jusqu_aux
since | depuis
from | a_partir_de a_partir_du a_partir_d
by | par
near | pres a_proximite_de
nearby | a_proximite aux_alentours a_cote
next to | a_cote_de
opposite | en_face_de en_face
around | vers autour_de environ
against | contre
regarding | concernant au_sujet_de a_propos_de
thanks to | grace_a
because of | a_cause_de
instead of | au_lieu_de
according to | selon d_apres
except | sauf a_part
including | y_compris dont
following | suite_a suite_au
as | comme
also | aussi egalement
same | meme
even if | meme_si
unless | sauf_si
so | donc alors du_coup
then | ensuite puis
finally | enfin finalement
first | d_abord
however | cependant toutefois neanmoins par_contre pourtant
indeed | en_effet
moreover | de_plus par_ailleurs
in addition | en_plus
otherwise | sinon
in order to | afin_de
so that | pour_que afin_que
while | alors_que
although | bien_que
despite | malgre
since | puisque
as soon as | des_que
as soon as possible | des_que_possible au_plus_vite le_plus_tot_possible asap
for example | par_exemple
here is | voici voila
below | ci_dessous
above | ci_dessus
attached | ci_joint ci_jointe en_piece_jointe
attachment | piece_jointe pj
attachments | pieces_jointes
here | ici
there | la_bas
outside | dehors exterieur
inside | interieur
upstairs | en_haut
downstairs | en_bas
in front | devant
behind | derriere
far | loin
someone | quelqu_un qqn
something | quelque_chose qqch
nothing | rien
everyone | tout_le_monde
everything | tout
each | chaque chacun
other | autre
others | autres
only | seulement uniquement juste seul
alone | seule
no | non aucun aucune pas_de pas_d
yes | oui ouais
ok | ok d_accord dac
not | pas
not yet | pas_encore
never | jamais
- | ne n est_ce_que est_ce_qu
very | tres
too | trop
enough | assez suffisamment
a lot | beaucoup bcp
a little | un_peu peu
a few | quelques
several | plusieurs
more | plus
less | moins
more than | plus_de
most | la_plupart
all | tous toutes toute
again | encore a_nouveau de_nouveau
still | toujours
still not | toujours_pas
already | deja
almost | presque
about | a_peu_pres
exactly | exactement
really | vraiment
perhaps | peut_etre
probably | probablement surement
of course | bien_sur evidemment
unfortunately | malheureusement
quickly | vite rapidement
immediately | immediatement tout_de_suite
now | maintenant
currently | actuellement en_ce_moment
soon | bientot prochainement
late | tard
later | plus_tard
earlier | plus_tot
early | tot en_avance
late | en_retard
in advance | a_l_avance d_avance
together | ensemble
directly | directement

be | etre
am | suis
is | est
are | es sommes etes sont
was | etais etait
were | etaient
been | ete
will be | serai sera serons serez seront
would be | serais serait
is it possible | est_ce_possible est_il_possible
would it be possible | serait_il_possible
have | avoir ai as avons avez ont ayez
has | a_t_il a_t_on
it has | il_a
she has | elle_a
we have | on_a
had | avais avait eu eue
will have | aurai aura aurons aurez auront
would have | aurais aurait auriez
has been | a_ete
do you have | avez_vous
would you have | auriez_vous
there is | il_y_a y_a ya
there was | il_y_avait y_avait n_y_avait il_n_y_avait
is there | y_a_t_il ya_t_il
there | il_n_y n_y
is not | a_pas
is no | a_pas_de a_aucun
is no more | a_plus a_plus_de
there is no more | y_a_plus
see you later | a_plus_tard
can | peux peut pouvons pouvez peuvent pouvoir
could | pourrais pourrait pourrions pourriez pouvait pu
will be able | pourrai pourra pourrons pourrez
can you | pouvez_vous peux_tu pouvez_vous_me
could you | pourriez_vous pourriez_vous_me
can I | puis_je
could I | pourrais_je
can we | peut_on pouvons_nous
could we | pourrait_on pourrions_nous
can it | peut_il
cannot | arrive_pas arrive_pas_a n_arrive_pas n_arrive_pas_a
can no longer | ne_peux_plus ne_peut_plus n_arrive_plus arrive_plus
want | veux veut voulons voulez vouloir
would like | voudrai voudrais voudrait voudrions voudriez aimerais aimerait aimerions souhaiterais souhaiterions
wanted | voulais voulait voulu
please | veuillez s_il_vous_plait s_il_te_plait svp stp merci_de merci_d merci_de_me
do you want | voulez_vous souhaitez_vous
would you like | voudriez_vous
wish | souhaite souhaitons souhaitez souhaiter
wishes | souhaits
must | dois doit devons devez devoir
should | devrais devrait devrions
had to | devais devait
should I | dois_je
should we | devons_nous
need to | il_faut faut faudra faudrait
is it necessary | faut_il
need | besoin besoin_de besoin_d ai_besoin ai_besoin_de avons_besoin avons_besoin_de avez_besoin avez_besoin_de avoir_besoin necessite
know | savoir sais sait savez connaitre connais connaissez
would you know | sauriez_vous
do you know | savez_vous connaissez_vous
known | connu
do | faire fais font
do you do | faites_vous
made | fait faite faits
done | faites
will do | fera
would do | ferait
it is | il_fait
let me know | faites_moi_savoir tenez_moi_au_courant dites_moi_si
informed | au_courant
go | aller allez
going to | vais va allons vont
will go | ira
gone | alle allee
it is fine | ca_va ca_marche
come | venir viens vient venons venez
came | venu venue venus
will come | viendra
just | viens_de vient_de venons_de
pick up | venir_chercher aller_chercher venir_me_chercher nous_chercher me_chercher
come back | revenir reviens revient
take | prendre prends prend prenons prenez
taken | pris prise
will take | prendra
take care of | s_occuper_de
cover | prise_en_charge prendre_en_charge
put | mettre met mettez mis mise
update | mettre_a_jour mise_a_jour maj mis_a_jour
updates | mises_a_jour
set up | mettre_en_place
say | dire
said | dit
tell | dites
see | voir voyez
seen | vu
view | vue
views | vues
sea view | vue_mer
give | donner donne donnez
given | donnee
data | donnees
find | trouver trouvez
found | trouve trouvee
is located | se_trouve situe situee
are located | se_trouvent
where is | ou_est ou_se_trouve ou_est_ce_que
where are | ou_sont
where can I | ou_puis_je
where can we | ou_peut_on
from where | d_ou
send | envoyer envoie envoyez
sent | envoye envoyee
will send | enverrai enverra
receive | recevoir recois recoit recevons recevez
received | recu recue
a receipt | un_recu
the receipt | le_recu
will receive | recevra
no longer receive | ne_recois_plus ne_recevons_plus
wait | attendre attends attend attendez
waited | attendu
expected | prevu prevue
looking forward to | dans_l_attente_de
looking forward | dans_l_attente au_plaisir
meanwhile | en_attendant
answer | repondre repond repondez reponse
answered | repondu
answers | reponses
ask | demander demandez
asked | demandee
request | demande
requests | demandes
special request | demande_speciale
help | aider aide aidez
helped | aidee
thank | remercie remercions remercier
thank you | je_vous_remercie en_vous_remerciant
thanks | merci mrc remerciements
thank you very much | merci_beaucoup mille_mercis
thanks in advance | merci_d_avance merci_par_avance merci_davance en_vous_remerciant_par
book | reserver reserve reservons reservez
booked | reservee reserves
booking | reservation resa
bookings | reservations resas
booking number | numero_de_reservation
cancel | annuler annule annulez resilier resilie
cancelled | annulee annulees
cancellation | annulation resiliation
cancellations | annulations
cancellation policy | politique_d_annulation
change | modifier modifie modifiez changer change changez modification changement
changed | modifiee changee
changes | modifications changements
confirm | confirmer confirme confirmez
confirmed | confirmee
arrive | arriver arrive arrivons arrivez
arrived | arrives
arrival | arrivee
arrivals | arrivees
will arrive | arriverai arrivera arriverons
arrival time | heure_d_arrivee
early check in | arrivee_anticipee
late arrival | arrivee_tardive
leave | partir pars part partons partez quitter quitte quittez
left | parti partie
will leave | partira partirons
departure | depart
departures | departs
departure time | heure_de_depart
late check out | depart_tardif late_check_out
check in | check_in checkin enregistrement
check out | check_out checkout quitter_la_chambre
stay | rester reste restez sejourner sejourne sejournez loger logez
stayed | restee
will stay | resterons
stay | sejour
stays | sejours
accommodation | logement hebergement
host | heberger accueillir
welcome | bienvenue bienvenu
pay | payer paie paye payez regler regle reglez
paid | payee reglee
will pay | paierai paiera
payment | paiement reglement versement
payments | paiements
refund | rembourser rembourse remboursez remboursement
refunded | remboursee
refunds | remboursements
refundable | remboursable
non refundable | non_remboursable non_annulable
charge | debiter debite debitez prelever preleve facturer facturez charge
charged | debitee prelevee facturee
charge | debit
direct debit | prelevement
cost | couter coute cout
costs | couts
would cost | couterait
how much is | combien_coute combien_ca_coute ca_coute_combien c_est_combien
how many | combien_de combien_d
how long | combien_de_temps
bring | apporter apporte apportez amener amene amenez ramener
take along | emmener
like | aimer aime aimons aimez adore adorer
enjoy | profiter profite profitez apprecier apprecie
forget | oublier oubliez
forgot | oublie oubliee
lose | perdre perd
lost | perdu perdue
leave | laisser laissez
left | laisse laissee
look for | chercher cherche cherchez
collect | recuperer recupere recuperez
call | appeler appelle appelez appel
called | appele
calls | appels
call back | rappeler rappelle rappelez
my name is | je_m_appelle m_appelle
write | ecrire ecrivez
written | ecrit
I am writing | je_vous_ecris je_me_permets je_me_permets_de je_vous_contacte
contact | contacter contacte contactez contact
reach | joindre
hope | esperer espere esperez
complain | plaindre
complaint | plainte reclamation
complaints | plaintes reclamations
fix | reparer repare reparez resoudre
fixed | resolu
work | marcher marche fonctionner fonctionne
no longer works | ne_marche_plus ne_fonctionne_plus marche_plus fonctionne_plus
operation | fonctionnement
open | ouvrir ouvre ouvrez ouvert ouverte
opening | ouverture
opening hours | horaires_d_ouverture
close | fermer fermez
closed | ferme fermee fermees
closing | fermeture
clean | nettoyer nettoyez propre propres
cleaned | nettoye nettoyee
cleaning | nettoyage menage
housekeeper | femme_de_menage
dirty | sale sales
eat | manger mange mangez
drink | boire buvez boisson
drinks | boissons
park | garer garez stationner
where to park | ou_garer ou_se_garer
charge the car | recharger recharge
charging station | borne_de_recharge borne
charging stations | bornes_de_recharge bornes
swim | nager nage se_baigner
swimming | baignade
use | utiliser utilise utilisez utilisation
used | utilisee
include | inclure inclut comprend
included | inclus incluse compris comprise
not included | non_inclus non_compris
understand | comprendre comprends comprenez
offer | offrir offre offrez proposer propose proposez
offered | proposee
complimentary | offert offerte
do you offer | proposez_vous offrez_vous
offers | offres
provide | fournir fournis fournit
provided | fourni fournie
allow | permettre permet permettez autoriser autorise
allowed | permis autorisee autorises admis tolere
forbidden | interdit interdite
accept | accepter accepte acceptons acceptez
accepted | acceptee
do you accept | acceptez_vous
recommend | recommander recommande recommandez conseiller conseillez
advice | conseil conseils
organise | organiser organise organisez
order | commander commande commandez
delivery | livraison
deliver | livrer livre
subscribe | abonner abonne
unsubscribe | desabonner desinscription
log in | connecter connecte connectez
login | connexion
logged out | deconnecte deconnexion
export | exporter exporte exportez exportation export
import | importer importe importation
integrate | integrer integre
sync | synchroniser synchronise synchronisation synchro
no longer syncs | ne_se_synchronise_plus ne_synchronise_plus
list | liste
speak | parler parle
invalid | invalide
post | poste courrier
install | installer installe installation
download | telecharger telecharge telechargement
activate | activer active activation
deactivate | desactiver
create | creer cree creez creation
created | creee
delete | supprimer supprime supprimez suppression
add | ajouter ajoute ajoutez ajout
display | afficher affiche s_affiche
does not show | ne_s_affiche_pas s_affiche_pas
no longer shows | ne_s_affiche_plus
show | montrer montre
try | essayer essaie essaye essayez
test | tester teste test
check | verifier verifie verifiez verification
look | regarder regarde
think | penser pense pensez crois croit
do you think | pensez_vous croyez_vous
seem | sembler semble
it seems | il_semble on_dirait
explain | expliquer explique
tell | indiquer indiquez
end | fin
inform | informer informe prevenir previens prevenez
report | signaler signale
sleep | dormir dort
slept | dormi
start | commencer commence debut demarrer
finish | finir finit terminer termine
finished | fini finie terminee
enter | entrer entrez
entrance | entree
exit | sortie sortir
go up | monter monte
go down | descendre
carry | porter
door | porte
doors | portes
turn on | allumer allume
turn off | eteindre eteint
heat | chauffer
smoke | fumer fume
smoker | fumeur fumeurs
non smoking | non_fumeur non_fumeurs
travel | voyager
trip | voyage
travellers | voyageurs
visit | visiter visite visitez
rent | louer loue
rental | location
bike rental | location_de_velo location_de_velos location_velo
car rental | location_de_voiture location_voiture
buy | acheter achete
purchase | achat
sell | vendre
celebrate | feter
party | fete
register | inscrire inscrit inscription enregistrer
registered | enregistre enregistree
drop off | deposer depose deposez
keep | garder garde gardez conserver
transfer | transferer transfere transfert
return | retourner retourne rendre rendu retour
spend | passer
spent | passe passee
happened | s_est_passe
happens | se_passe
take place | avoir_lieu
meet | rencontrer rencontre retrouver
share | partager partage
accompanied | accompagne accompagnee accompagnes accompagner
choose | choisir choisi choisis choisissez
prefer | preferer prefere preferez preferable
decide | decider decide
break down | tomber_en_panne
out of order | en_panne hors_service hs
outage | panne
broken | casse cassee casses cassees abime endommage
leak | fuite fuit
blocked | bouche bloque bloquee
unblock | debloquer
smell | odeur sent sentir
bad smell | mauvaise_odeur
hear | entendre entend
noise | bruit
noises | bruits
noisy | bruyant bruyante
apologise | excuser excusez
excuse me | excusez_moi
sorry | desole desolee pardon navre
apologies | excuses
regret | regretter regrette
missing | manque manquant manquante
is enough | suffit
serve | servir sert servi servez
do you serve | servez_vous
depend | depend
it depends | ca_depend
delay | retarder retard
delayed | retarde retardee
bring forward | avancer avance
extend | prolonger prolonge prolongation
shorten | raccourcir
validate | valider validation
valid | valide valable
guarantee | garantir garanti garantie
process | traiter traite
manage | gerer gere
management | gestion
enter | saisir saisie
fill in | remplir rempli
form | formulaire
sign | signer signe signature
print | imprimer imprime
click | cliquer clique
happy | content contente heureux heureuse ravi ravie satisfait satisfaite
unhappy | mecontent insatisfait
disappointed | decu decue
disappointing | decevant
unacceptable | inacceptable
wake up | reveiller reveille
alarm clock | reveil

hotel | hotel
inn | auberge
guesthouse | maison_d_hotes chambre_d_hotes gite pension
apartment | appartement appart
apartments | appartements
campsite | camping
establishment | etablissement
property | propriete
room | chambre salle piece
rooms | chambres salles pieces
double room | chambre_double
single room | chambre_simple chambre_individuelle
twin room | chambre_twin chambre_a_deux_lits
family room | chambre_familiale
connecting rooms | chambres_communicantes
suite | suite
floor | etage
ground floor | rez_de_chaussee rdc
lift | ascenseur
stairs | escalier
corridor | couloir
window | fenetre
balcony | balcon
terrace | terrasse
garden | jardin
bed | lit
beds | lits
double bed | grand_lit lit_double
twin beds | lits_jumeaux lits_separes
single bed | lit_simple
sofa bed | canape_lit canape
cot | lit_bebe berceau lit_parapluie
extra bed | lit_d_appoint lit_supplementaire
pillow | oreiller
pillows | oreillers
blanket | couverture
sheets | draps
towel | serviette
towels | serviettes
bathrobe | peignoir
slippers | chaussons
soap | savon
shampoo | shampooing
toilet paper | papier_toilette
toilet | toilettes wc
bathroom | salle_de_bain salle_de_bains sdb
shower | douche
bathtub | baignoire
bath | bain
sink | lavabo
water | eau
tap | robinet
hairdryer | seche_cheveux
iron | fer_a_repasser
air conditioning | climatisation clim
fan | ventilateur
heating | chauffage
tv | television tele
remote | telecommande
fridge | frigo
kettle | bouilloire
coffee machine | cafetiere machine_a_cafe
safe | coffre_fort coffre
key | cle clef
keys | cles clefs
key card | carte_magnetique badge
lock | serrure
light | lumiere
electricity | electricite
socket | prise_electrique
kitchen | cuisine
washing machine | machine_a_laver
laundry | laverie
breakfast | petit_dejeuner petit_dej ptit_dej pdj
half board | demi_pension
full board | pension_complete
lunch | dejeuner
dinner | diner
meal | repas
dish | plat
menu | menu
card | carte
coffee | cafe
tea | the
milk | lait
juice | jus
bread | pain
egg | oeuf uf
eggs | oeufs ufs
cheese | fromage
meat | viande
fish | poisson
chicken | poulet
fruit | fruits fruit
wine | vin
beer | biere
room service | service_en_chambre room_service
takeaway | a_emporter
allergy | allergie
allergic | allergique
gluten free | sans_gluten
lactose free | sans_lactose
vegetarian | vegetarien vegetarienne vege
vegan | vegan vegane vegetalien vegetalienne
kosher | casher
nuts | noix
peanuts | arachides
diet | regime
dietary restrictions | restrictions_alimentaires
restaurant | restaurant resto
bar | bar
pool | piscine
indoor pool | piscine_interieure piscine_couverte
outdoor pool | piscine_exterieure
heated pool | piscine_chauffee
spa | spa
sauna | sauna
steam room | hammam
hot tub | jacuzzi
gym | salle_de_sport
massage | massage
massages | massages
treatment | soin
treatments | soins
beach | plage
sea | mer
mountain | montagne
city centre | centre_ville
centre | centre
city | ville
neighbourhood | quartier
address | adresse
map | plan
airport | aeroport
station | gare
bus station | gare_routiere
bus stop | arret_de_bus
metro | metro
bus | bus
shuttle | navette
airport shuttle | navette_aeroport
taxi | taxi
train | train
plane | avion
flight | vol
car | voiture
cars | voitures
vehicle | vehicule
electric car | voiture_electrique
charger | chargeur
bike | velo
bikes | velos
scooter | trottinette
parking | parking stationnement
garage | garage
parking space | place_de_parking
space | place
valet parking | voiturier
luggage | bagages valise
suitcases | valises
bag | sac
box | boite
key box | boite_a_cles
gift | cadeau
gift voucher | bon_cadeau cheque_cadeau
luggage storage | consigne
reception | accueil acceuil reception
lobby | hall
guest | client cliente
guests | clients
host | hote
person | personne
people | personnes gens pers
adult | adulte
adults | adultes
child | enfant
children | enfants
baby | bebe
family | famille
friend | ami
friends | amis
husband | mari
father | pere
mother | mere
wife | femme
son | fils
daughter | fille
group | groupe
team | equipe
staff | personnel
employee | employe
receptionist | receptionniste
manager | directeur gerant responsable
owner | proprietaire
driver | chauffeur
pet | animal animal_de_compagnie
pets | animaux animaux_de_compagnie
dog | chien chienne
dogs | chiens
cat | chat
cats | chats
puppy | chiot
wedding | mariage
honeymoon | lune_de_miel
birthday | anniversaire
wedding anniversary | anniversaire_de_mariage
seminar | seminaire
conference | conference
meeting | reunion rendez_vous rdv
meeting room | salle_de_reunion
event | evenement
evening | soir soiree
price | prix
prices | tarifs
rate | tarif
fees | frais
extra charge | supplement
tax | taxe
tourist tax | taxe_de_sejour
vat | tva
deposit | acompte caution arrhes depot
invoice | facture
invoices | factures
billing | facturation
bill | note addition
receipt | justificatif
amount | montant
card | cb
bank card | carte_bancaire carte_bleue
credit card | carte_de_credit
cash | especes liquide
bank transfer | virement virement_bancaire
bank details | rib coordonnees_bancaires
discount | remise reduction
promo code | code_promo
promotion | promo promotion
free | gratuit gratuite gratuites gratuitement
paid | payant payante
cheap | pas_cher bon_marche
cheaper | moins_cher
too expensive | trop_cher
expensive | couteux
more expensive | plus_cher
euros | euros eur
quote | devis
number | numero
availability | disponibilite
available | disponible disponibles dispo libre
fully booked | complet complete
waiting list | liste_d_attente
upgrade | surclassement
policy | politique
terms | conditions_generales cgv
problem | probleme souci pb
problems | problemes soucis
issue | incident
mistake | erreur
mistakes | erreurs
mould | moisissure
bed bugs | punaises_de_lit punaises
cockroaches | cafards
lost item | objet_perdu
lost items | objets_perdus
lost and found | objets_trouves
belongings | affaires
phone | telephone
mobile phone | portable
glasses | lunettes
wallet | portefeuille
laptop | ordinateur_portable
passport | passeport
identity card | carte_d_identite piece_d_identite
wheelchair | fauteuil_roulant
disabled | handicape
disability | handicap
reduced mobility | mobilite_reduite pmr
access | acces

day | jour journee
days | jours
night | nuit nuitee
nights | nuits
per night | par_nuit la_nuit
per person | par_personne
week | semaine
weeks | semaines
weekend | week_end weekend we
month | mois
year | an annee
years | ans
today | aujourd_hui aujourdhui auj
tomorrow | demain
day after tomorrow | apres_demain
yesterday | hier
tonight | ce_soir cette_nuit
this afternoon | cet_apres_midi
last night | hier_soir
next week | semaine_prochaine
last week | la_semaine_derniere
morning | matin
afternoon | apres_midi aprem
noon | midi
midnight | minuit
hour | heure
hours | heures
o'clock | h
what time | a_quelle_heure quelle_heure
minutes | min
time | temps fois
times | horaires
schedule | horaire planning
spring | printemps
autumn | automne
winter | hiver
holidays | vacances conges
christmas | noel
new year | nouvel_an
new year's eve | saint_sylvestre
easter | paques
public holiday | jour_ferie
see you soon | a_bientot
monday | lundi
tuesday | mardi
wednesday | mercredi
thursday | jeudi
friday | vendredi
saturday | samedi
sunday | dimanche
january | janvier
february | fevrier
march | mars
april | avril
may | mai
june | juin
july | juillet
august | aout
september | septembre
october | octobre
november | novembre
december | decembre
next | prochain prochaine suivant
last | dernier derniere
previous | precedent
first | premier premiere 1er
second | deuxieme
third | troisieme
two | deux
three | trois
four | quatre
five | cinq
seven | sept
eight | huit
nine | neuf
ten | dix
eleven | onze
twelve | douze
thirteen | treize
fourteen | quatorze
fifteen | quinze
sixteen | seize
seventeen | dix_sept
eighteen | dix_huit
nineteen | dix_neuf
twenty | vingt
thirty | trente
forty | quarante
fifty | cinquante
sixty | soixante
seventy | soixante_dix
eighty | quatre_vingt
ninety | quatre_vingt_dix
hundred | cent
thousand | mille
half | demi demie
quarter | quart
half past | et_demie

good | bon bonne bonnes
well | bien
badly | mal
bad | mauvais mauvaise
better | mieux meilleur meilleure
worse | pire
big | grand grande gros
small | petit petite
new | nouveau nouvelle nouvelles neuve nouvel
old | vieux ancien
beautiful | beau belle
nice | joli jolie sympa gentil agreable
quiet | calme tranquille au_calme
comfortable | confortable
uncomfortable | inconfortable
spacious | spacieux
cold | froid froide
hot | chaud chaude
warm | tiede chaleureux chaleureuse
white | blanc blanche
higher | superieur superieure
heated | chauffee chauffe
excellent | excellent
dear | cher chere chers
extra | supplementaire supplementaires
additional | additionnel
private | prive privee
shared | partagee commun
necessary | necessaire
mandatory | obligatoire
optional | facultatif optionnel
occupied | occupe
ready | pret
urgent | urgent urgence
quick | rapide
slow | lent
easy | facile
difficult | difficile complique
convenient | pratique
close | proche
perfect | parfait
great | super genial top
wonderful | magnifique merveilleux formidable
wrong | faux
usual | habituel
special | special particulier
full | plein
empty | vide
light | leger
heavy | lourd
short | court
high | haut eleve
low | bas
maximum | max
elsewhere | ailleurs
certain | certain
sure | sure
right | droite
left | gauche
straight | tout_droit

hello | bonjour bjr
good evening | bonsoir
hi | salut slt coucou hello
dear sir or madam | madame_monsieur messieurs_dames
madam | madame mme
sir | monsieur mr
sirs | messieurs
miss | mademoiselle
have a nice day | bonne_journee
have a nice evening | bonne_soiree
have a nice weekend | bon_week_end
regards | cordialement salutations cdlt
kind regards | bien_cordialement bien_a_vous veuillez_agreer salutations_distinguees sinceres_salutations
best wishes | amicalement
- | l_expression_de_mes l_assurance_de agreer
please | je_vous_prie_d je_vous_prie_de
do not hesitate | n_hesitez_pas
feel free to | n_hesitez_pas_a
disposal | disposition

software | logiciel
platform | plateforme
tool | outil
feature | fonctionnalite
features | fonctionnalites
screen | ecran
button | bouton
tab | onglet
link | lien
email | mail e_mail email courriel
emails | mails emails
mailbox | boite_mail
inbox | boite_de_reception
spam | spam indesirables
notification | alerte
text message | sms texto
account | compte
profile | profil
username | identifiant nom_d_utilisateur
login details | identifiants
password | mot_de_passe mdp
reset | reinitialiser reinitialisation
permissions | droits
user | utilisateur
users | utilisateurs
administrator | administrateur admin
subscription | abonnement
plan | forfait formule
pricing | tarification
contract | contrat
renewal | renouvellement
renew | renouveler
annual | annuel annuelle
monthly | mensuel mensuelle
customer area | espace_client
area | espace
page | page
trial | essai
free trial | essai_gratuit
demo | demonstration
video call | visio
training | formation
tutorial | tutoriel tuto
documentation | documentation mode_d_emploi
support | support assistance
customer service | service_client service_clientele
technical support | service_technique
bug | bug beug
bugs | bugs
it crashes | plante
crash | plantage
loading | chargement
load | charger
connector | connecteur
channel manager | channel_manager gestionnaire_de_canaux
booking engine | moteur_de_reservation
website | site site_web site_internet
channel | canal
channels | canaux
inventory | inventaire
calendar | calendrier
report | rapport
statistics | statistiques
dashboard | tableau_de_bord
file | fichier
database | base_de_donnees
backup | sauvegarde
settings | parametres reglages
configure | configurer
configuration | configuration
customise | personnaliser
template | modele
online | en_ligne
offline | hors_ligne
browser | navigateur
computer | ordinateur pc
app | application appli app
cash register | caisse
card terminal | terminal_de_paiement tpe
internet | internet
wifi | wifi wi_fi
code | code
network | reseau
`;
