/** Portuguese → English glossary for hotel-guest and hotel-software mail (see ./README.md for the format). */
export default `
the | o a os as
a | um uma
some | alguns algumas
of | de d
of the | do da dos das
to the | ao aos
in | em
in the | no na nos nas
for | por para pra pro p
for the | pelo pela pelos pelas para_o para_a
with | com
without | sem
on | sobre
between | entre
until | ate
since | desde
from | a_partir_de
before | antes antes_de
after | depois depois_de apos
during | durante
near | perto perto_de
far | longe
next to | ao_lado_de
opposite | em_frente
around | por_volta_de cerca_de por_volta_das por_volta_do
regarding | sobre_a sobre_o referente
according to | conforme
except | exceto
instead of | em_vez_de
because of | por_causa_de
so that | para_que
and | e
or | ou
but | mas porem
if | se caso
that | que
what | o_que oque
who | quem
which | qual quais
when | quando
where | onde
how | como
how much | quanto
how many | quantos quantas
why | por_que pq
because | porque pois ja_que
so | entao
also | tambem
even | mesmo
only | so apenas
however | no_entanto contudo
although | embora
while | enquanto
as soon as | assim_que
as soon as possible | o_mais_rapido_possivel o_quanto_antes
for example | por_exemplo
here | aqui
there | ali la
attached | em_anexo anexo anexa segue_em_anexo
attachment | o_anexo
inside | dentro
outside | fora
someone | alguem
something | algo
nothing | nada
everyone | todos
everything | tudo
all | todo toda
each | cada
other | outro outra
others | outros
very | muito
many | muitos muitas
too | demais
a little | pouco um_pouco
few | poucos
enough | suficiente
more | mais
less | menos
not | nao
no | nenhum nenhuma
yes | sim
ok | ok ta beleza tudo_bem certo
never | nunca
not yet | ainda_nao
still | ainda
always | sempre
again | de_novo
already | ja
almost | quase
exactly | exatamente
really | realmente
perhaps | talvez
of course | claro com_certeza
unfortunately | infelizmente
now | agora
currently | atualmente
soon | em_breve
later | mais_tarde
early | cedo
earlier | mais_cedo
late | tarde atrasado atrasada
immediately | imediatamente
quickly | rapidamente rapido
together | juntos
in advance | com_antecedencia

I | eu
me | me mim
you | voce voces vc vcs te tu lhe
he | ele
she | ela
they | eles elas
we | a_gente
my | meu minha meus minhas
your | seu sua seus suas vosso vossa vossos
our | nosso nossa nossos nossas
his | dele
her | dela
this | este esse isto isso
these | estes esses estas essas
that | aquele aquela aquilo
this week | esta_semana
tonight | esta_noite hoje_a_noite
this afternoon | esta_tarde
this morning | esta_manha

is | esta
am | sou estou
are | somos sao estamos estao
be | ser estar seja
was | era estava foi fui
been | sido
will be | sera serao estara
would be | seria estaria seriam
what is | qual_e o_que_e
where is | onde_e onde_fica
how much is | quanto_e quanto_custa quanto_fica
is it possible | e_possivel seria_possivel da_para sera_possivel
is included | e_incluido esta_incluido esta_incluida e_incluida
is it necessary | e_necessario e_preciso precisa
is it mandatory | e_obrigatorio
is allowed | e_permitido
is not | nao_e nao_esta
there is | ha existe
is there | ha_algum tem_algum ha_alguma tem_alguma
there is no | nao_ha nao_tem nao_existe
have | ter tenho temos tem tens
do you have | voces_tem voce_tem tem_disponivel
had | tive tinha tivemos
will have | terei teremos
would have | teria
can | posso pode podemos podem poder
can you | poderia_me voce_pode voces_podem
could | poderia
will be able | poderei poderemos
cannot | nao_posso nao_pode nao_consigo nao_conseguimos
can | consigo conseguimos conseguir consegue
can no longer | nao_consigo_mais
want | quero queremos quer querer querem
would like | gostaria gostariamos queria desejo queriamos deseja desejamos
I would like to | gostaria_de
we would like to | gostariamos_de
wanted | quis
like | gosto gostar gostei gostamos
loved | adorei amei adoramos
must | devo deve devemos dever
should | deveria
need | preciso precisamos precisar necessito necessitamos
need to | preciso_de precisamos_de precisa_de tenho_que temos_que temos_de tenho_de
know | sei sabe sabemos saber conhecer
would you know | saberia
do | fazer faco fazemos fazem
makes | faz
done | feito feita feitos
will do | farei faremos
would do | faria
let me know | me_avise me_informe me_avisem me_informem
let us know | nos_avise nos_informe nos_informar nos_avisar
go | ir
going to | vou vai vamos vao
come | vir vem venho
came | veio vieram
come back | voltar volto voltamos
take | levar pegar pego levo tomar
taken | levado
put | colocar
give | dar dou
say | dizer diz digo
said | disse
tell me | me_dizer diga_me dizer_me me_diga
tell us | nos_dizer
tell | indicar indica
see | ver visto vejo vi
view | vista
sea view | vista_mar vista_para_o_mar
find | encontrar encontro acho
found | achei encontrei encontrado encontrou encontraram
is located | fica localizado situado situada localizada
send | enviar envio mandar envie envia enviam enviamos mando manda
send me | me_enviar enviar_me me_envie
send us | nos_enviar nos_envie enviar_nos
sent | enviado enviei enviada mandei
receive | receber recebo recebemos recebe
received | recebido recebi recebida
wait | esperar espero aguardar aguardo esperamos aguardamos
waiting | espera
looking forward | fico_a_aguardar fico_no_aguardo no_aguardo aguardo_retorno aguardo_resposta
answer | responder resposta
answered | respondeu
answers | respostas
ask | perguntar pedir peco solicitar solicito
asked | pedi perguntei solicitei
request | pedido solicitacao
requests | pedidos solicitacoes
special request | pedido_especial
question | pergunta duvida
questions | perguntas duvidas
help | ajudar ajuda ajude ajudem
help me | me_ajudar me_ajude me_ajudem
help us | nos_ajudar nos_ajude ajudar_nos
thank | agradeco agradecemos agradecer
thanks | obrigado obrigada obg obgd brigado agradecimentos valeu
thank you very much | muito_obrigado muito_obrigada
thanks in advance | desde_ja obrigado_desde_ja agradeco_desde_ja
please | por_favor por_gentileza se_faz_favor pf pfv favor
book | reservar reservo reservamos
booked | reservado reservada reservei
booking | reserva
bookings | reservas
booking number | numero_da_reserva numero_de_reserva codigo_da_reserva
cancel | cancelar anular cancela
cancelled | cancelado cancelada cancelei
cancellation | cancelamento anulacao
cancellation policy | politica_de_cancelamento
change | alterar altero mudar trocar
changed | alterado alterada mudou trocado
change | alteracao mudanca troca
changes | alteracoes mudancas
confirm | confirmar confirmo confirme confirmem
confirmed | confirmado confirmada confirmei
confirmation | confirmacao
confirm to me | me_confirmar me_confirme
arrive | chegar chegamos chega chegam
arrived | chegou chegaram cheguei chegado
arrival | chegada
arrivals | chegadas
will arrive | chegarei chegaremos chegara
arrival time | hora_de_chegada horario_de_chegada
early check in | check_in_antecipado
late arrival | chegada_tardia
leave | sair partir deixar saimos partimos deixo
left | deixei deixado deixada saiu
will leave | sairemos
departure | saida partida
departure time | hora_de_saida horario_de_saida
check in | check_in checkin
check out | check_out checkout
late check out | late_check_out saida_tardia
stay | ficar fico ficamos hospedar ficam
stayed | fiquei hospedado ficou
will stay | ficaremos ficarei
stay | estadia hospedagem
accommodation | alojamento acomodacao
welcome | bem_vindo bem_vindos
pay | pagar pago paga pagamos
payment | pagamento
payments | pagamentos
refund | reembolsar reembolso estornar devolver estorno devolucao
refunded | reembolsado reembolsada estornado devolvido
refundable | reembolsavel
non refundable | nao_reembolsavel
charge | cobrar cobranca debitar debito cobram cobra
charged | cobrado cobrada debitado cobraram
cost | custar custa custo
costs | custam
bring | trazer traz
forget | esquecer
forgot | esqueci esquecido esqueceu esquecida
lose | perder
lost | perdi perdido perdida perdidos
look for | procurar procuro buscar
call | ligar chamar chamada ligacao ligue
called | liguei ligaram
my name is | meu_nome_e me_chamo
write | escrever escrevo
I am writing | venho_por_este_meio
contact | contatar contactar contato contacto contate
complain | reclamar
complaint | reclamacao queixa
complaints | reclamacoes
fix | consertar reparar resolver
fixed | consertado reparado resolvido
work | funcionar funciona funcionam
does not work | nao_funciona
no longer works | nao_funciona_mais ja_nao_funciona deixou_de_funcionar
stopped | parou
open | abrir abre aberto aberta abertos abertas
opening | abertura
opening hours | horario_de_funcionamento horario_de_abertura
close | fechar fecha
closed | fechado fechada fechados fechadas
clean | limpar limpo limpa limpos
cleaning | limpeza
housekeeping | arrumacao servico_de_quarto
dirty | sujo suja sujos
eat | comer
drink | beber bebida
drinks | bebidas
park | estacionar
parking | estacionamento parque_de_estacionamento parque
garage | garagem
charge the car | carregar carregamento
charging station | posto_de_carregamento
swim | nadar
use | usar uso utilizar
used | usado utilizado
include | incluir inclui incluem
included | incluido incluida incluidos incluidas
not included | nao_incluido nao_esta_incluido nao_incluida
understand | entender entendo
offer | oferecer oferece oferta oferecem
offers | ofertas
provide | fornecer disponibilizar fornece
allow | permitir permite permitem
allowed | permitido permitidos aceites permitida
forbidden | proibido proibida
accept | aceitar aceita aceitam
accepted | aceito aceite aceitos
do you accept | voces_aceitam
recommend | recomendar sugerir recomenda
recommendation | recomendacao sugestao dica
organise | organizar
order | encomendar encomenda
delivery | entrega
subscribe | assinar
subscription | assinatura
unsubscribe | cancelar_a_assinatura
log in | entrar acessar logar fazer_login acesso
login | login
connect | conectar
export | exportar exportado exportacao exporto
import | importar importacao
integrate | integrar
integration | integracao
sync | sincronizar sincroniza sincronizado sincronizacao
no longer syncs | nao_sincroniza_mais
update | atualizar atualizacao atualiza atualizado atualizada atualizam
install | instalar instalacao
download | baixar descarregar download
activate | ativar
create | criar criado
delete | excluir apagar excluido
add | adicionar adiciono
appear | aparecer aparece aparecem
does not show | nao_aparece nao_aparecem
show | mostrar mostra
try | tentar tentei testar
check | verificar verifique checar verifiquem
look | olhar
think | penso achamos
seem | parece parecem
explain | explicar explique
inform | informar avisar aviso avisamos
report | relatar
sleep | dormir dormimos dormi
start | comecar inicio iniciar comeca
finish | terminar acabou
entrance | entrada
go up | subir
go down | descer
turn on | acender
turn off | desligar
smoke | fumar
smokers | fumantes fumadores
non smoking | nao_fumantes nao_fumadores
travel | viajar viagem
visit | visitar visita
rent | alugar aluguel aluguer
bike rental | aluguel_de_bicicletas
car rental | aluguel_de_carro aluguer_de_carro
buy | comprar compra
celebrate | comemorar celebrar
register | registrar cadastrar cadastro registro registo
keep | guardar manter guardem guarde
transfer | transferir traslado transfer
spend | passar passamos
happened | aconteceu
choose | escolher
prefer | prefiro preferir preferencia
decide | decidir
broken | quebrado quebrada avariado estragado avariada estragada
out of order | com_defeito fora_de_servico
leak | vazamento vaza vazando vazava vazou
blocked | entupido bloqueado travado entupida bloqueada travada
it freezes | trava
smell | cheiro
bad smell | mau_cheiro
noise | barulho ruido
noisy | barulhento
hear | ouvir
sorry | desculpe desculpa lamento sinto_muito desculpem lamentamos
apologies | desculpas
missing | falta faltam
serve | servir serve servido
delay | atraso
extend | prolongar estender
manage | gerenciar gestao
fill in | preencher
form | formulario
sign | assinado
print | imprimir
click | clicar clico
happy | contente feliz satisfeito satisfeita
unhappy | insatisfeito
disappointed | decepcionado desapontado decepcionada
unacceptable | inaceitavel
wake up call | despertar
were | foram estavam
how much are | quanto_custam
there are | existem
there was | havia
could you | poderiam
will come | virei viremos
given | dado
leaves | sai parte partem
would stay | ficaria
stays | estadias
will pay | pagarei pagaremos
charges | cobrancas
recommendations | dicas
updates | atualizacoes
tried | tentamos
spent | passei passado
get | pegamos
post | correio
speak | falar falo falamos
wedding anniversary | aniversario_de_casamento
inform us | informar_nos
just | acabei_de acabo_de acabamos_de
uses | anda
same | mesma mesmos
several | varias varios
nobody | ninguem
permission | permissao
permissions | permissoes
customer area | area_do_cliente area_de_cliente
area | area
end | fim
weighs | pesa
tax number | nif cpf cnpj contribuinte

hotel | hotel hoteis
inn | pousada estalagem
guesthouse | hostel albergue
apartment | apartamento ap apto
apartments | apartamentos
property | propriedade estabelecimento
room | quarto sala
rooms | quartos salas
double room | quarto_duplo quarto_de_casal quarto_casal
single room | quarto_individual quarto_single quarto_solteiro
twin room | quarto_twin quarto_com_duas_camas
triple room | quarto_triplo
family room | quarto_familiar quarto_familia
suite | suite
floor | andar piso
ground floor | terreo res_do_chao
lift | elevador
stairs | escada escadas
window | janela
windows | janelas
balcony | varanda sacada
terrace | terraco
garden | jardim
bed | cama
beds | camas
double bed | cama_de_casal cama_casal
single bed | cama_de_solteiro cama_individual
twin beds | camas_separadas camas_de_solteiro
sofa bed | sofa_cama
cot | berco cama_de_bebe
extra bed | cama_extra cama_adicional cama_suplementar
pillow | travesseiro almofada
pillows | travesseiros almofadas
blanket | cobertor manta
blankets | cobertores mantas
sheets | lencois roupa_de_cama
towel | toalha
towels | toalhas
bathrobe | roupao
slippers | chinelos pantufas
soap | sabonete
shampoo | xampu champo shampoo
toilet paper | papel_higienico
toilet | sanita vaso_sanitario
bathroom | banheiro casa_de_banho wc
shower | chuveiro duche ducha banho
bathtub | banheira
sink | pia lavatorio
water | agua
hot water | agua_quente
tap | torneira
hairdryer | secador secador_de_cabelo
iron | ferro_de_passar
air conditioning | ar_condicionado ar ac
heating | aquecimento aquecedor
tv | tv televisao televisor
remote | controle_remoto comando
fridge | frigobar geladeira frigorifico minibar
kettle | chaleira
safe | cofre
key | chave
keys | chaves
key card | cartao_do_quarto
light | luz
electricity | energia eletricidade
socket | tomada
kitchen | cozinha
washing machine | maquina_de_lavar
laundry | lavandaria lavanderia
breakfast | pequeno_almoco cafe_da_manha cafe_manha
breakfast included | pequeno_almoco_incluido cafe_da_manha_incluso
half board | meia_pensao
full board | pensao_completa
lunch | almoco
dinner | jantar
meal | refeicao
meals | refeicoes
dish | prato
dishes | pratos
menu | menu cardapio ementa
coffee | cafe
tea | cha
milk | leite
juice | suco sumo
bread | pao
eggs | ovos
cheese | queijo
meat | carne
fish | peixe
fruit | fruta frutas
wine | vinho
beer | cerveja
bottle | garrafa
room service | room_service
allergy | alergia
allergies | alergias
allergic | alergico alergica
coeliac | celiaco celiaca
gluten free | sem_gluten
lactose free | sem_lactose
intolerance | intolerancia
intolerant | intolerante
vegetarian | vegetariano vegetariana vegetarianos vegetarianas
vegan | vegano vegana veganos veganas
nuts | nozes frutos_secos
peanuts | amendoim amendoins
diet | dieta
restaurant | restaurante
bar | bar
pool | piscina
indoor pool | piscina_coberta piscina_interior
outdoor pool | piscina_exterior piscina_externa
heated pool | piscina_aquecida
sun loungers | espreguicadeiras
spa | spa
sauna | sauna
steam room | banho_turco
hot tub | jacuzzi hidromassagem
gym | academia ginasio
massage | massagem
massages | massagens
treatment | tratamento
treatments | tratamentos
beach | praia
sea | mar
mountain | montanha serra
city centre | centro centro_da_cidade
city | cidade
street | rua
address | endereco morada
map | mapa
airport | aeroporto
station | estacao
train station | estacao_de_comboios estacao_de_trem
bus station | rodoviaria
bus stop | paragem parada_de_onibus
metro | metro
bus | onibus autocarro
shuttle | shuttle
taxi | taxi uber
train | trem comboio
plane | aviao
flight | voo
car | carro
cars | carros
vehicle | veiculo
electric car | carro_eletrico veiculo_eletrico
charger | carregador
motorbike | moto mota
bike | bicicleta bike
bikes | bicicletas
parking space | vaga lugar_de_estacionamento
spaces | vagas
private parking | estacionamento_privado
luggage | bagagem bagagens malas
suitcase | mala
bag | bolsa mochila saco
luggage storage | guarda_bagagem deposito_de_bagagem guardar_as_malas
reception | recepcao rececao portaria
guest | hospede cliente
guests | hospedes clientes
person | pessoa
people | pessoas pax
adult | adulto
adults | adultos
child | crianca filho filha
children | criancas filhos
baby | bebe nene
babies | bebes
family | familia
friend | amigo amiga
friends | amigos amigas
husband | marido
wife | esposa mulher
partner | namorado namorada companheiro
father | pai
mother | mae
group | grupo
team | equipe equipa
staff | funcionarios pessoal
employee | funcionario funcionaria
receptionist | recepcionista rececionista
manager | gerente diretor responsavel
owner | dono proprietario
driver | motorista
pet | animal animal_de_estimacao pet
pets | animais animais_de_estimacao pets
dog | cao cachorro cadela
dogs | caes cachorros
small dog | cao_pequeno cachorro_pequeno de_pequeno_porte
cat | gato gata
cats | gatos
wedding | casamento
honeymoon | lua_de_mel
birthday | aniversario
conference | conferencia congresso
meeting | reuniao
meeting room | sala_de_reunioes sala_de_reuniao
event | evento
events | eventos
party | festa
price | preco valor
prices | precos valores
rate | tarifa diaria
rates | tarifas diarias
fees | taxas
fee | taxa
extra charge | suplemento acrescimo
tourist tax | taxa_turistica
vat | iva
deposit | deposito caucao sinal
invoice | fatura nota_fiscal
invoices | faturas notas_fiscais
billing | faturacao faturamento
bill | conta
receipt | recibo comprovante
amount | montante quantia
total | total
card | cartao
credit card | cartao_de_credito
debit card | cartao_de_debito multibanco
cash | dinheiro em_dinheiro numerario especie
bank transfer | transferencia_bancaria pix boleto
bank details | dados_bancarios nib
discount | desconto
promo code | codigo_promocional cupom cupao
promotion | promocao
free | gratis gratuito gratuita gratuitos gratuitas de_graca
paid | pago_a_parte paguei pagou
cheap | barato barata
expensive | caro caros
too expensive | muito_caro
number | numero
phone number | telefone_de_contacto numero_de_telefone
date | data
dates | datas
availability | disponibilidade
available | disponivel disponiveis livre livres
fully booked | lotado lotada esgotado esgotada cheio
waiting list | lista_de_espera
upgrade | upgrade
policy | politica
conditions | condicoes
terms | termos termos_e_condicoes
rules | regras regulamento
problem | problema
problems | problemas
no problem | sem_problema
issue | questao inconveniente emitir emita emitam
mistake | erro engano
mistakes | erros
mould | mofo bolor
bed bugs | percevejos
insects | insetos
cockroaches | baratas
lost item | objeto_perdido objeto_esquecido
lost items | objetos_perdidos achados_e_perdidos
belongings | pertences coisas
phone | telefone celular telemovel
glasses | oculos
wallet | carteira
jacket | casaco jaqueta
laptop | portatil notebook computador_portatil
passport | passaporte
identity card | documento_de_identidade bilhete_de_identidade rg cartao_de_cidadao
document | documento
documents | documentos
wheelchair | cadeira_de_rodas
disabled | deficiente deficientes portador_de_deficiencia
reduced mobility | mobilidade_reduzida
accessible | acessivel acessiveis
access | acessibilidade
gift | presente
gift voucher | vale_presente voucher cheque_prenda

day | dia
days | dias
night | noite
nights | noites pernoites
overnight stay | pernoite
per night | por_noite por_diaria
per person | por_pessoa
per day | por_dia
week | semana
weeks | semanas
weekend | fim_de_semana fds final_de_semana
month | mes
months | meses
year | ano
years | anos
today | hoje
tomorrow | amanha
day after tomorrow | depois_de_amanha
yesterday | ontem
last night | ontem_a_noite
tomorrow morning | amanha_de_manha
next week | proxima_semana semana_que_vem
last week | semana_passada
next month | proximo_mes mes_que_vem
morning | manha
noon | meio_dia
midnight | meia_noite
hour | hora
hours | horas
o'clock | h hs
what time | a_que_horas que_horas
until what time | ate_que_horas
time | horario tempo vez
times | horarios vezes
minute | minuto
minutes | minutos min
moment | momento
spring | primavera
summer | verao
autumn | outono
winter | inverno
holidays | ferias
holiday | feriado
christmas | natal
new year | ano_novo reveillon passagem_de_ano
easter | pascoa
monday | segunda segunda_feira seg
tuesday | terca terca_feira
wednesday | quarta quarta_feira
thursday | quinta quinta_feira
friday | sexta sexta_feira
saturday | sabado
sunday | domingo
january | janeiro jan
february | fevereiro fev
march | marco
april | abril
may | maio
june | junho
july | julho
august | agosto
september | setembro
october | outubro
november | novembro
december | dezembro
next | proximo proxima proximos seguinte
last | ultimo ultima ultimos passada
first | primeiro primeira
second | segundo
third | terceiro terceira
two | dois duas
three | tres
four | quatro
five | cinco
six | seis
seven | sete
eight | oito
nine | nove
ten | dez
eleven | onze
twelve | doze
thirteen | treze
fourteen | catorze quatorze
fifteen | quinze
sixteen | dezesseis dezasseis
seventeen | dezessete dezassete
eighteen | dezoito
nineteen | dezenove dezanove
twenty | vinte
thirty | trinta
forty | quarenta
fifty | cinquenta
hundred | cem cento
thousand | mil
half | meio meia metade
half past | e_meia
both | ambos ambas

good | bom boa bons boas
well | bem
badly | mal
bad | mau ma ruim pessimo pessima
better | melhor melhores
worse | pior
big | grande grandes
small | pequeno pequena pequenos
new | novo nova novos
old | velho velha antigo antiga
beautiful | bonito bonita lindo linda
nice | simpatico agradavel legal
quiet | tranquilo tranquila silencioso silenciosa calmo
comfortable | confortavel
uncomfortable | desconfortavel
spacious | espacoso amplo
cold | frio fria
hot | quente
warm | calor caloroso acolhedor calorosa
extra | extra adicional adicionais suplementar
private | privado privada privativo privativa
shared | partilhado compartilhado
possible | possivel
impossible | impossivel
necessary | necessario necessaria
mandatory | obrigatorio obrigatoria
optional | opcional
occupied | ocupado ocupada
ready | pronto pronta
important | importante
urgent | urgente urgencia
fast | rapida
slow | lento lenta
easy | facil simples
difficult | dificil complicado
convenient | pratico conveniente
central | central
perfect | perfeito perfeita
excellent | excelente otimo otima
great | fantastico maravilhoso incrivel maravilhosa
correct | correto correta corretos corretas
wrong | errado errada
normal | normal
special | especial
different | diferente
full | cheia
empty | vazio vazia
long | longo comprido
short | curto
high | alto alta
low | baixo baixa
white | branco branca
higher | superior
annual | anual
monthly | mensal
heated | aquecido aquecida
electric | eletrico eletrica
valid | valido valida
invalid | invalido invalida
sure | certeza
right | direita
left | esquerda

dear | prezado prezada prezados prezadas estimado estimada exmo exma exmos excelentissimo
dear sir or madam | exmos_senhores prezados_senhores
hello | ola bom_dia
good afternoon | boa_tarde
good evening | boa_noite
hi | oi
madam | senhora sra dona
sir | senhor sr
sirs | senhores srs
have a nice day | tenha_um_bom_dia um_bom_dia
regards | atenciosamente cumprimentos att atte cordialmente saudacoes
kind regards | melhores_cumprimentos com_os_melhores_cumprimentos um_abraco abracos abraco
best wishes | beijos bjs
see you soon | ate_breve ate_logo
I remain | fico_a_disposicao fico_ao_dispor
at your disposal | a_disposicao ao_dispor
do not hesitate | nao_hesite nao_hesitem

software | software sistema programa
platform | plataforma
tool | ferramenta
feature | funcionalidade funcao recurso
features | funcionalidades funcoes recursos
option | opcao
options | opcoes
screen | tela ecra
page | pagina
button | botao
link | link
email | email mail e_mail correio_eletronico
email address | endereco_de_email endereco_de_e_mail
inbox | caixa_de_entrada
spam | spam lixo_eletronico
notification | notificacao alerta
notifications | notificacoes alertas
message | mensagem
messages | mensagens
text message | sms
account | conta_de_usuario
profile | perfil
username | nome_de_usuario nome_de_utilizador
login details | credenciais dados_de_acesso
password | senha palavra_passe password
user | usuario utilizador
users | usuarios utilizadores
administrator | administrador admin
plan | plano pacote
licence | licenca
contract | contrato
quote | orcamento cotacao
renewal | renovacao
renew | renovar
reset | redefinir repor resetar redefino
trial | periodo_de_teste
free trial | teste_gratis teste_gratuito
demo | demo demonstracao
video call | videochamada
training | treinamento formacao
tutorial | tutorial manual
support | suporte apoio
customer service | atendimento atendimento_ao_cliente apoio_ao_cliente
technical support | suporte_tecnico
ticket | ticket chamado
bug | bug
crash | crash
loading | carregando
version | versao
channel manager | channel_manager
booking engine | motor_de_reservas motor_de_reserva
website | site site_web
channel | canal
channels | canais
calendar | calendario
report | relatorio
reports | relatorios
statistics | estatisticas
dashboard | painel dashboard
file | arquivo ficheiro
files | arquivos ficheiros
data | dados
settings | configuracoes definicoes
configuration | configuracao
configure | configurar
template | modelo
field | campo
online | online
browser | navegador
computer | computador pc
app | app aplicativo aplicacao
cash register | caixa
card terminal | maquininha terminal_de_pagamento
internet | internet
wifi | wifi wi_fi
code | codigo
network | rede
`;
