/** Spanish → English glossary for hotel-guest and hotel-software mail (see ./README.md for the format). */
export default `
of | de
the | el la los las
a | un una
some | unos unas algunos algunas algun alguna
of the | del
to the | al
no | ningun ninguno ninguna
this | este
these | estos estas
that | que ese esa eso aquel aquella
those | esos esas
this one | esto
every | cada
all | todo toda todos todas
something | algo
nothing | nada
anything | cualquier cualquiera
someone | alguien
nobody | nadie
my | mi mis
your | tu tus su sus vuestro vuestra vuestros vuestras
our | nuestro nuestra nuestros nuestras
I | yo
me | me conmigo
you | usted ustedes ud uds te ti contigo vosotros le les
she | ella
they | ellos ellas
we | nosotros nosotras
us | nos
it | ello lo
- | se
which | cual cuales
who | quien quienes
what | lo_que que_tipo_de
where | donde adonde
when | cuando
if | si
why | por_que porq xq
because | porque pues ya_que
how | como
how much | cuanto cuanta cuanto_cuesta cuanto_vale cuanto_sale
how many | cuantos cuantas
how long | cuanto_tiempo
how far | a_que_distancia
what time | a_que_hora que_hora
from what time | desde_que_hora
until what time | hasta_que_hora
is there | hay existe
are there | hay_alguna
there was | habia
is it possible | se_puede
would it be possible | seria_posible seria_posible_que podria_ser
can I | puedo
could I | podria
could you | podrian podrias
do you have | tienen tienes
is | es esta
are | son estan estamos somos eres
be | ser estar
was | fue era estaba estuve
were | fueron eran estaban estuvimos
been | sido estado
would be | seria serian estaria
have | tengo tenemos tener tienen_que he hemos han has ha haber
has | tiene
had | tuve tuvimos tenia
would have | tendria tendriamos
have to | tengo_que tenemos_que hay_que tiene_que
will | va_a vamos_a voy_a
would like | me_gustaria nos_gustaria quisiera quisieramos gustaria
would love | me_encantaria nos_encantaria
like | gusta gustan me_gusta
can | puede pueden podemos poder
could | podriamos pudo pudimos
may | podra
must | debe deben debemos debo deber
should | deberia deberiamos deberian
want | quiero queremos quiere quieren querer
wanted | queria queriamos
need | necesito necesitamos necesita necesitan necesitar necesitaria necesitariamos
never | nunca jamas
no longer | ya_no
and | y e
or | o u
but | pero sino
so | asi_que entonces
so that | para_que
then | luego
therefore | por_eso por_lo_tanto
also | tambien ademas
too | tampoco
even | incluso
only | solo solamente unicamente
already | ya
still | todavia aun
again | otra_vez de_nuevo nuevamente
although | aunque
while | mientras
until | hasta
since | desde
after | despues despues_de tras
before | antes antes_de
in advance | con_antelacion por_adelantado de_antemano con_anticipacion
in | en dentro
at | a_las a_la
on | sobre encima
to | a hacia
for | para por
with | con
without | sin
from | a_partir_de
about | acerca_de respecto_a
around | alrededor sobre_las hacia_las
through | a_traves_de
between | entre
next to | al_lado junto_a
near | cerca cerca_de cercano cercana
under | debajo bajo
behind | detras
in front of | delante enfrente frente_a
opposite | enfrente_de
outside | fuera afuera
inside | adentro
per night | por_noche
per person | por_persona
including | incluyendo inclusive
except | excepto salvo
for example | por_ejemplo p_ej
approximately | aproximadamente mas_o_menos alrededor_de
number | numero num
here | aqui aca
there | alli alla ahi
now | ahora
right now | ahora_mismo
today | hoy
tomorrow | manana
yesterday | ayer
day after tomorrow | pasado_manana
tonight | esta_noche hoy_en_la_noche
this morning | esta_manana
this afternoon | esta_tarde
this week | esta_semana
this weekend | este_fin_de_semana
tomorrow morning | manana_por_la_manana
in the morning | por_la_manana de_la_manana en_la_manana
in the afternoon | por_la_tarde de_la_tarde en_la_tarde
in the evening | por_la_noche de_la_noche en_la_noche
soon | pronto
as soon as possible | lo_antes_posible cuanto_antes
later | mas_tarde
early | temprano
earlier | mas_temprano
late | tarde tardia
too late | demasiado_tarde
very | muy
too much | demasiado demasiada
a lot | mucho mucha
many | muchos muchas
little | poco poca
few | pocos pocas
more | mas
most | la_mayoria
enough | suficiente bastante
really | realmente de_verdad
maybe | quizas quiza tal_vez a_lo_mejor
probably | probablemente
certainly | seguramente
exactly | exactamente justo
unfortunately | lamentablemente desafortunadamente por_desgracia
please | por_favor porfa porfavor favor
thanks | gracias grax
thank you very much | muchas_gracias muchisimas_gracias mil_gracias
thanks in advance | gracias_de_antemano gracias_por_adelantado
of course | claro por_supuesto desde_luego
okay | vale de_acuerdo perfecto
immediately | inmediatamente enseguida de_inmediato
always | siempre
often | a_menudo frecuentemente
sometimes | a_veces
usually | normalmente generalmente
together | juntos juntas
separately | por_separado separado separada
directly | directamente
at least | al_menos por_lo_menos minimo
at most | como_maximo maximo
almost | casi
otherwise | si_no de_lo_contrario
however | sin_embargo no_obstante
finally | finalmente por_fin
first | primero primera primer
currently | actualmente
recently | recientemente
sorry | perdon disculpe disculpa lo_siento lo_sentimos disculpen
apologise | disculparse disculpamos pedimos_disculpas
dear | estimado estimada estimados estimadas querido querida queridos apreciado apreciada
dear sir or madam | muy_senores_mios muy_senor_mio
dear sir or madam | a_quien_corresponda
hello | hola buenas buen_dia
good morning | buenos_dias
good afternoon | buenas_tardes
good evening | buenas_noches
kind regards | saludos_cordiales un_cordial_saludo cordialmente atentamente
best regards | un_saludo muchos_saludos un_abrazo saludos besos
greetings | saludo
bye | adios chao hasta_luego
see you soon | hasta_pronto nos_vemos
looking forward | quedo_a_la_espera quedamos_a_la_espera espero_su_respuesta en_espera_de
Mr | senor sr don
Mrs | senora sra dona
Miss | senorita srta
ladies and gentlemen | senoras_y_senores
team | equipo
guest | huesped
guests | huespedes
room | habitacion cuarto recamara pieza
rooms | habitaciones cuartos recamaras
single room | habitacion_individual habitacion_sencilla individual sencilla
double room | habitacion_doble
twin room | habitacion_con_dos_camas dos_camas
triple room | habitacion_triple triple
family room | habitacion_familiar familiar
apartment | apartamento departamento
category | categoria
upgrade | mejora mejorar_la_habitacion
bed | cama
beds | camas
double bed | cama_doble cama_matrimonial cama_de_matrimonio
single bed | cama_individual
single beds | camas_individuales camas_separadas
extra bed | cama_supletoria cama_extra cama_adicional
cot | cuna
sofa bed | sofa_cama
pillow | almohada
pillows | almohadas
blanket | manta cobija
blankets | mantas
sheets | sabanas
towel | toalla
towels | toallas
bathrobe | albornoz bata
slippers | zapatillas
bathroom | bano cuarto_de_bano
shower | ducha regadera
bathtub | banera tina
toilet | inodoro aseo wc
sink | lavabo
hair dryer | secador secador_de_pelo
soap | jabon
toilet paper | papel_higienico
wardrobe | armario closet
window | ventana
windows | ventanas
door | puerta
light | luz lampara
lights | luces
socket | enchufe
tv | television tele televisor
kitchen | cocina
fridge | nevera refrigerador frigorifico heladera
coffee machine | cafetera
iron | plancha
breakfast | desayuno desayunar
breakfasts | desayunos
lunch | almuerzo comida_del_mediodia almorzar
dinner | cena cenar
meal | comida
meals | comidas
food | alimentos
restaurant | restaurante
restaurants | restaurantes
bar | cafeteria
menu | carta
drink | bebida
drinks | bebidas
coffee | cafe
water | agua
wine | vino
beer | cerveza
juice | zumo jugo
milk | leche
bread | pan
buffet | bufe bufet
half board | media_pension
full board | pension_completa
all inclusive | todo_incluido
room service | servicio_de_habitaciones
table | mesa
allergy | alergia intolerancia
allergies | alergias intolerancias
allergic | alergico alergica
celiac | celiaco celiaca
vegetarian | vegetariano vegetariana vegetarianos vegetarianas
vegan | vegano vegana veganos veganas
gluten free | sin_gluten
lactose free | sin_lactosa
nuts | frutos_secos nueces
diet | dieta
parking | aparcamiento estacionamiento parqueadero parqueo
parking space | plaza_de_aparcamiento plaza_de_parking plaza_de_garaje lugar_de_estacionamiento
park | aparcar estacionar parquear
parked | aparcado estacionado
garage | garaje
car | coche carro auto vehiculo
cars | coches carros autos vehiculos
electric car | coche_electrico auto_electrico vehiculo_electrico
charging point | punto_de_carga cargador_para_coche estacion_de_carga
charger | cargador
motorbike | moto motocicleta
pool | piscina alberca pileta
heated pool | piscina_climatizada
spa | balneario
gym | gimnasio
massage | masaje
massages | masajes
treatment | tratamiento
treatments | tratamientos
password | contrasena clave
reception | recepcion
receptionist | recepcionista
key | llave
keys | llaves
key card | tarjeta_de_la_habitacion
luggage | equipaje maletas
suitcase | maleta
luggage storage | consigna guardaequipaje
safe | caja_fuerte
lift | ascensor elevador
stairs | escaleras
floor | planta piso
ground floor | planta_baja
entrance | entrada
terrace | terraza
garden | jardin
view | vista
views | vistas
sea view | vista_al_mar vistas_al_mar
balcony | balcon
sea | mar
beach | playa
beaches | playas
mountain | montana
city | ciudad
city centre | centro centro_de_la_ciudad centro_historico
old town | casco_antiguo
airport | aeropuerto
station | estacion
train station | estacion_de_tren
bus station | estacion_de_autobuses terminal
shuttle | traslado lanzadera
train | tren
bus | autobus guagua
flight | vuelo
flights | vuelos
bike | bicicleta bici
bikes | bicicletas bicis
pet | mascota
pets | mascotas
dog | perro perrito perra
dogs | perros perritos
cat | gato gata
cats | gatos
animals | animales
child | nino nina
children | ninos ninas
kid | chico chica
kids | chicos
son | hijo
daughter | hija
sons and daughters | hijos
baby | bebe
babies | bebes
adult | adulto
adults | adultos
person | persona
people | personas gente
family | familia
husband | marido esposo
wife | mujer esposa
partner | pareja
friend | amigo amiga
friends | amigos amigas
parents | padres
group | grupo
groups | grupos
wedding | boda
meeting | reunion
event | evento
events | eventos
conference | conferencia congreso
meeting room | sala_de_reuniones sala
birthday | cumpleanos
anniversary | aniversario
honeymoon | luna_de_miel
celebration | celebracion fiesta
holiday | vacaciones
business trip | viaje_de_negocios
trip | viaje
excursion | excursion
price | precio
prices | precios
rate | tarifa
rates | tarifas
fee | cargo suplemento tasa
fees | cargos suplementos tasas
deposit | deposito fianza senal
prepayment | prepago pago_por_adelantado
invoice | factura
invoices | facturas
receipt | recibo comprobante ticket
refund | reembolso devolucion
refunds | reembolsos
payment | pago
payments | pagos
payment method | forma_de_pago metodo_de_pago
card | tarjeta
credit card | tarjeta_de_credito
debit card | tarjeta_de_debito
cash | efectivo en_efectivo
bank transfer | transferencia transferencia_bancaria
bank details | datos_bancarios iban
amount | importe monto cantidad
total | en_total
money | dinero plata
tax | impuesto impuestos
vat | iva
tourist tax | tasa_turistica
discount | descuento
discounts | descuentos
voucher | bono cupon
gift voucher | tarjeta_regalo
offer | oferta
offers | ofertas
package | paquete
booking | reserva reservacion
bookings | reservas reservaciones
booking number | numero_de_reserva localizador codigo_de_reserva
confirmation | confirmacion
cancellation | cancelacion anulacion
cancellation policy | politica_de_cancelacion
change | cambio
changes | cambios
modification | modificacion
request | solicitud peticion
requests | solicitudes peticiones
question | pregunta consulta duda
questions | preguntas consultas dudas
arrival | llegada
departure | salida partida
night | noche
nights | noches
stay | estancia estadia
noise | ruido
noises | ruidos
noisy | ruidoso ruidosa
quiet | tranquilo tranquila tranquilos silencioso silenciosa
heating | calefaccion
air conditioning | aire_acondicionado aire climatizacion
fan | ventilador
wheelchair | silla_de_ruedas
disabled | discapacidad discapacitado
accessible | accesible adaptada adaptado
smoking | fumar fumadores
non smoking | no_fumadores
smoke | humo
lost property | objetos_perdidos
complaint | queja reclamacion reclamo
complaints | quejas reclamaciones
problem | problema inconveniente
problems | problemas
manager | gerente encargado responsable
director | director directora
staff | personal empleados
employee | empleado empleada
owner | dueno propietario
service | servicio atencion
services | servicios
cleaning | limpieza
laundry | lavanderia
address | direccion domicilio
directions | indicaciones como_llegar
location | ubicacion
map | mapa
name | nombre
surname | apellido apellidos
email | correo correo_electronico
phone | telefono movil celular
phone number | numero_de_telefono
message | mensaje
information | informacion info
details | detalles
website | web pagina_web sitio_web pagina
link | enlace
form | formulario
document | documento documentos
attachment | archivo_adjunto
attached | adjunta adjuntos adjunto
photo | foto
photos | fotos
id card | dni documento_de_identidad cedula
passport | pasaporte
review | resena opinion valoracion
reviews | resenas opiniones
opening hours | horario horarios horario_de_apertura
time | hora vez tiempo
times | veces
date | fecha
dates | fechas
period | periodo
day | dia
days | dias
week | semana
weeks | semanas
weekend | fin_de_semana finde
month | mes
months | meses
year | ano
years | anos
hours | horas
half an hour | media_hora
minute | minuto
minutes | minutos min
o'clock | en_punto hrs hs
the morning | la_manana
the afternoon | la_tarde
the night | la_noche
noon | mediodia
midnight | medianoche
season | temporada
high season | temporada_alta
low season | temporada_baja
christmas | navidad
new year's eve | nochevieja
easter | semana_santa
next | proximo proxima proximos siguiente siguientes que_viene
next week | la_semana_que_viene proxima_semana semana_que_viene
last | ultimo ultima ultimos ultimas pasado pasada
monday | lunes
tuesday | martes
wednesday | miercoles
thursday | jueves
friday | viernes
saturday | sabado
sunday | domingo
january | enero
february | febrero
march | marzo
april | abril
may | mayo
june | junio
july | julio
august | agosto
september | septiembre setiembre
october | octubre
november | noviembre
december | diciembre
one | uno
two | dos
three | tres
four | cuatro
five | cinco
six | seis
seven | siete
eight | ocho
nine | nueve
ten | diez
eleven | once
twelve | doce
thirteen | trece
fourteen | catorce
fifteen | quince
sixteen | dieciseis
seventeen | diecisiete
eighteen | dieciocho
nineteen | diecinueve
twenty | veinte
thirty | treinta
forty | cuarenta
fifty | cincuenta
hundred | cien ciento
thousand | mil
second | segundo segunda
third | tercero tercera tercer
half | medio media mitad
both | ambos ambas
free | gratis gratuito gratuita gratuitos gratuitas libre libres
included | incluido incluida incluidos incluidas
available | disponible disponibles
not available | no_disponible
availability | disponibilidad
fully booked | lleno al_completo sin_disponibilidad
possible | posible
impossible | imposible
open | abierto abierta abiertos
closed | cerrado cerrada cerrados
clean | limpio limpia limpios limpias
dirty | sucio sucia sucios sucias
broken | roto rota rotos estropeado estropeada averiado averiada
does not work | no_funciona no_funcionan
cold | frio fria frios
hot | caliente calientes calor
warm | templado
big | grande grandes
bigger | mas_grande
small | pequeno pequena pequenos pequenas
extra | extras adicional adicionales
private | privado privada
own | propio propia
good | buena buenos buen bueno
better | mejor mejores
bad | malo mala malos malas mal
nice | bonito bonita agradable lindo linda
great | genial estupendo excelente fantastico maravilloso
new | nuevo nueva nuevos nuevas
old | viejo vieja antiguo antigua
same | mismo misma mismos mismas
other | otro otra otros otras
different | diferente diferentes distinto distinta
wrong | incorrecto incorrecta equivocado equivocada erroneo
correct | correcto correcta
important | importante
urgent | urgente urgencia
necessary | necesario necesaria
sure | seguro segura
satisfied | satisfecho satisfecha contento contenta
dissatisfied | insatisfecho
disappointed | decepcionado decepcionada
friendly | amable amables simpatico
comfortable | comodo comoda
far | lejos lejano
central | centrico centrica
long | largo larga
short | corto corta
cheap | barato barata economico economica
expensive | caro cara caros
full | llena completo completa
empty | vacio vacia
ready | listo lista
missing | falta faltan
valid | valido valida
interested | interesado interesada interesados
book | reservar reservo reservamos reservan reserve
booked | reservado reservada reservados reservadas
cancel | cancelar cancelo cancelamos cancele anular anulo
cancelled | cancelado cancelada cancelados anulado anulada
change | cambiar cambiamos cambie
changed | cambiado cambiada
modify | modificar modifico modificamos modifique
modified | modificado modificada
extend | ampliar prolongar extender alargar
extended | ampliado prolongado extendido
confirm | confirmar confirmo confirmamos confirme confirmen confirmarme
confirmed | confirmado confirmada
arrive | llegar llego llegamos llega llegan
arrived | llegado llegue
leave | salir salgo salimos sale irnos marcharnos
left | salido
stay | quedarme quedarnos alojarme alojarnos hospedarnos hospedarme quedarse alojarse
stayed | alojado alojados hospedado hospedados estuvimos_alojados
check in | hacer_el_check_in registrarme registrarnos
check out | dejar_la_habitacion
pay | pagar pagamos paga pagan
paid | pagado pagada pague
refund | reembolsar devolver reembolsen devuelvan
refunded | reembolsado devuelto
charge | cobrar cobran cargar
charged | cobrado cobrada cargado cobraron
bring | traer traigo traemos llevar
brought | traido
come | venir vengo venimos viene vienen
go | ir voy vamos va van
went | fui fuimos
travel | viajar viajo viajamos viajan
travelling | viajando
need | necesidad
find | encontrar encuentro encontramos
found | encontrado encontrada encontraron
forget | olvidar olvido
forgot | olvide olvidamos olvidado olvidada
lose | perder
lost | perdi perdimos perdido perdida
left behind | deje dejamos dejado dejada
leave | dejar dejo
send | enviar enviamos envien enviarme enviarnos mandar mando manden mandarme
sent | enviado enviada enviados mandado
receive | recibir recibimos
received | recibido recibida recibi
get | conseguir obtener
give | dar doy damos dan
take | tomar coger llevarnos
do | hacer hago hacemos hace hacen
done | hecho
know | saber sabemos sabe saben conocer conozco
let me know | hagame_saber avisenme
ask | preguntar pregunto preguntamos pedir pido pedimos
asked | preguntado
tell | decir digo decirme digame diganme dime
told | dicho dijeron dijo
inform | informar informo informen informarme indicar indiquen indicarme
informed | informado informada
help | ayudar ayudo ayuden ayudarme ayudarnos ayuda
helped | ayudado
work | funcionar funciona funcionan
worked | funciono
working | trabajar trabaja
open | abrir abre abren
opened | abrio
close | cerrar cierra cierran
clean | limpiar limpian
cleaned | limpiado
eat | comer como_algo comemos
drink | tomar_algo beber
use | usar usamos utilizar utilizo
used | usado utilizado
include | incluir incluye incluyen
cost | costar cuesta cuestan vale_la
offer | ofrecer ofrecen ofrece ofrecemos
offered | ofrecido
provide | proporcionar facilitar facilitarme facilitarnos
allow | permitir permiten permite
allowed | permitido permitidos permitida admitido admitidos
accept | aceptar aceptan acepta aceptamos admiten admite
accepted | aceptado aceptada
recommend | recomendar recomiendan recomienda recomendarme
recommended | recomendado
recommendation | recomendacion recomendaciones
organise | organizar organizamos organizan
organised | organizado
pick up | recoger recogen recogernos recogerme
picked up | recogido
call | llamar llamo llamada llamen llamarme
called | llame
reach | contactar contacten contactarme comunicarme
contact | contacto
write | escribir escribo escribimos
wrote | escrito escribi
answer | responder respuesta contestar
answered | respondido contestado
wait | esperar espero esperamos esperando
hope | ojala
thank | agradecer agradezco agradecemos agradeceria agradeceriamos
complain | quejarme quejarnos reclamar
repair | reparar arreglar
repaired | reparado arreglado
order | pedido pedir_comida ordenar
deliver | entregar entregan
delivered | entregado
invoice | facturar
invoiced | facturado
subscribe | suscribirme suscribirse
subscription | suscripcion abono
log in | iniciar_sesion acceder entrar ingresar loguearme
logged in | conectado
register | registrarse
connect | conectar
connection | conexion
export | exportar exportacion
import | importar importacion
integrate | integrar
integration | integracion
update | actualizar actualizacion
updated | actualizado
set up | configurar configuracion instalar
configured | configurado
add | anadir agregar
added | anadido agregado
delete | borrar eliminar
deleted | borrado eliminado
create | crear
created | creado
save | guardar
saved | guardado
sync | sincronizar sincronizacion
synced | sincronizado
reset | restablecer resetear
show | mostrar muestra ensenar
download | descargar
upload | subir
click | hacer_clic clic
fill in | rellenar completar llenar
sign | firmar
see | ver veo vemos
seen | visto
look | mirar
check | revisar comprobar verificar chequear
checked | revisado comprobado verificado
look for | buscar busco buscamos
think | creo creemos pensar pienso
understand | entender entiendo comprender
understood | entendido
explain | explicar expliquen explicarme
speak | hablar hablo habla hablan
hear | oir escuchar
sleep | dormir dormimos
slept | dormido
buy | comprar
rent | alquilar alquilan rentar alquiler
rented | alquilado
start | empezar comenzar empieza comienza
end | terminar termina acaba
plan | planear planificar plan
visit | visitar visita
celebrate | celebrar celebramos festejar
marry | casarnos casamos
try | intentar intentado probar
guarantee | garantizar garantia
guaranteed | garantizado
share | compartir
transfer | transferir
cancel subscription | dar_de_baja darme_de_baja
terminate | rescindir
hope that | espero_que esperamos_que
please send | le_ruego
would appreciate | agradeceria_que
grateful | agradecido agradecida
regarding | en_relacion_con con_respecto_a referente_a
account | cuenta
accounts | cuentas
login details | credenciales datos_de_acceso
access | acceso
user | usuario
users | usuarios
channel manager | gestor_de_canales
booking engine | motor_de_reservas
property management system | software_de_gestion
software | programa
system | sistema
app | aplicacion
version | version
feature | funcion funcionalidad
features | funciones funcionalidades
settings | ajustes configuraciones
data | datos
report | informe reporte
reports | informes reportes
customer | cliente
customers | clientes
customer service | atencion_al_cliente servicio_al_cliente
contract | contrato
license | licencia
demo | demostracion
trial | prueba prueba_gratuita periodo_de_prueba
bug | fallo
errors | errores
error message | mensaje_de_error
calendar | calendario
monthly | mensual mensualmente
yearly | anual anualmente
screen | pantalla
button | boton
language | idioma
english | ingles
spanish | espanol castellano
because of | por_culpa_de debido_a a_causa_de
despite | a_pesar_de
according to | segun
instead of | en_vez_de en_lugar_de
so far | hasta_ahora
whole | entero entera
everyone | todo_el_mundo
registration | registro
less | menos
not | no
am | soy estoy
double | doble
tea | infusion
hotel | hotelero hotelera
dear sirs | estimados_senores
sirs | senores
it is cold | hace_frio
it is hot | hace_calor
will arrive | llegaremos llegare llegara llegaran
will be | estaremos estare estara seremos sera
will have | tendremos tendre
will go | iremos ire
will leave | saldremos saldre
will need | necesitaremos necesitare
will pay | pagaremos pagare
will come | vendremos vendre vendra
will bring | traeremos
will stay | nos_quedaremos me_quedare
organising | organizando
send it to me | enviarmelo mandarmelo envienmelo
send me | envienme mandenme enviame mandame
send us | enviennos envienos
check it | revisarlo
confirm it | confirmarlo
change it | cambiarlo cambiarla
cancel it | cancelarla cancelarlo
pick up | recogemos recoge
give back | devuelven devolveran devolverian
have available | disponen dispone disponemos disponer
hall | salon
option | opcion
options | opciones
company | empresa compania
itemised | desglosado desglosada
support | soporte asistencia
syncs | sincroniza
schedule | agendar programar
card terminal | tpv
age | edad
sick | enfermo enferma
doctor | medico
pharmacy | farmacia
emergency | emergencia
costs | gastos costes costos
shipping | envio
shipping costs | gastos_de_envio
post | correo_postal
delay | retraso
delayed | retrasado retrasada
land | aterrizar aterrizamos
late arrival | llegada_tarde
early arrival | llegada_temprana
late check out | salida_tardia
early check in | entrada_temprana
ticket | billete boleto
tickets | billetes boletos entradas
museum | museo
shop | tienda
supermarket | supermercado
street | calle
square | plaza
km | kilometros
metres | metros
walk | andando caminando a_pie
by car | en_coche
welcome | bienvenido bienvenida bienvenidos
happy | feliz
worried | preocupado preocupada
glasses | gafas lentes
wallet | cartera billetera
phone charger | cargador_del_movil
bag | bolso bolsa
clothes | ropa
stolen | robado robada
police | policia
tap | grifo
leak | gotera fuga
water pressure | presion_del_agua
hot water | agua_caliente
smell | olor huele
bugs | insectos
mattress | colchon
uncomfortable | incomodo incomoda
refrigerator | minibar
curtains | cortinas
remote control | control_remoto
plug | adaptador
shared | compartido compartida
adjoining rooms | habitaciones_comunicadas
quieter | mas_tranquila mas_tranquilo
larger | mas_amplia amplia amplio
staff member | trabajador
complimentary | de_cortesia
minimum stay | estancia_minima
cancellation fee | gastos_de_cancelacion penalizacion
non refundable | no_reembolsable
refundable | reembolsable
flexible rate | tarifa_flexible
best price | mejor_precio
direct booking | reserva_directa
travel agency | agencia_de_viajes
platform | plataforma
channel | canal
channels | canales
rate plan | plan_de_tarifas
room type | tipo_de_habitacion
room types | tipos_de_habitacion
inventory | inventario
overbooking | sobreventa
duplicate | duplicada duplicado duplicadas
bookings duplicated | reservas_duplicadas
appears | aparece aparecen
does not appear | no_aparece
loads | carga
slow | lento lenta
fast | rapido rapida
migration | migracion
onboarding | implementacion puesta_en_marcha
training | formacion capacitacion
quote | presupuesto cotizacion
per month | al_mes por_mes
per year | al_ano por_ano
renewal | renovacion
renew | renovar
upgrade plan | cambiar_de_plan
cancel account | cerrar_la_cuenta
forgot password | olvide_mi_contrasena olvide_la_contrasena
code | codigo
verification | verificacion
permission | permiso
permissions | permisos
administrator | administrador
file | archivo fichero
files | archivos ficheros
format | formato
guest data | datos_de_huespedes
police report | parte_de_viajeros
registration card | ficha_de_registro
check in online | check_in_online
self check in | auto_check_in
door code | codigo_de_la_puerta
access code | codigo_de_acceso
lock | cerradura
stayed | hospede hospedamos me_aloje nos_alojamos
found | encontro encontre
bedside table | mesita_de_noche mesita
filled in | rellenado rellenada completado
I ask | ruego
give | den da
high | alto alta altos
companies | empresas
request | solicito solicitamos solicitar
immediate | inmediato inmediata
cancel | cancelen anulen
advance notice | antelacion anticipacion
hey | oye oiga hey
well | bien
expires | vence caduca
end | fin final
urgently | urgentemente
takes | tarda tardan
take long | tardar
billing | facturacion
mother | madre mama
father | padre papa
so | tan
come back | volver volveremos volvere regresar
what | q
how are you | que_tal
heated | climatizada climatizado
`;
