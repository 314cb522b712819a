// Ordinary words of English and Spanish that are not names: the name matcher never reads one of
// them as a product, client or location unless the name is exactly that word, and a question
// with one left unread is declined as not understood rather than answered without it. Written as
// a general vocabulary (adjectives, adverbs, verbs, nouns of everyday talk), not from questions.
import { normalize } from './tokens'

const ENGLISH = `
able about above across actually after again against ago almost alone along already alright
although always among amazing another answer anyone anything anyway anywhere apart around ask
asked away awesome back bad badly barely basically became because become becoming before began
begin behind believe below beneath beside besides better between beyond big bigger biggest bit
both bottom bring brought build built busy but buying call came cannot care careful carry case
cause certain certainly change chance cheap cheaper cheapest clear clearly close closer come
comes coming common completely consider cool cost could couldn't course cut dear decide deep
definitely despite didn't different difficult does doesn't doing don't down drop due during
each early earlier easy easily either else empty end enough especially even evening event
eventually every everybody everyone everything everywhere exactly example except expect
expensive explain fact fairly fall far fast faster fastest feel felt few fine first flower flowers follow
following forget forward free fresh full fully fun further future gave general generally give
given glad go goes going gone good great greater greatest grew grow growing grown guess half
happen happened happy hard hardly having head hear heard help high higher hold holds home hope
hopefully huge idea imagine important improve include including increase indeed instead
interesting keep keeps kind knew large largest late later least leave less let level life
light likely line little live long longer look looking lose lot lots love low lower made main
mainly major make makes making many matter maybe mean means meant mind miss more moreover
morning most mostly move much myself near nearly necessary never new newer newest next nice
night nobody none normal normally nothing notice often old older once one ones open other
others otherwise out outside over own part particular particularly past pay people perhaps
pick place plan plenty point possible possibly pretty probably problem put quick quickly
quite rate rates rather real really reason recent recently remember rest result return rich rise rising
rose run said same saw say says second seem seemed seems seen sense several short shown side
similar simple simply since slow slowly small smaller so some somebody someone something
sometimes somewhat soon sorry sort special spent stand start started still stop strong such
suddenly sure surely take taken takes talk tell terrible thing things think though thought
through thus tiny together told too took top toward towards tried true truly try trying turn
twice typical typo typos under understand unless unlike up upon use used useful usually very via wait
walk want wanted way ways week well went whatever whether while whole wide will wise wish within
without wonder word work worked working worse worst worth would wow wrong yes yet young
`

const SPANISH = `
abajo acaso acerca adelante ademas adentro afuera agua ahi algo alguien algun alguna algunas
alguno algunos alla alli alto alta altos altas amigo antes apenas aqui arriba asi aun aunque
bajo bajos bastante bien buen buena buenas bueno buenos cabe cada caro cara caros caras casi
cerca cierto cierta claro cosa cosas creo cual cualquier cuenta dar debe deben debo decir dejar
demas demasiado despues dia dicho dijo doble dos durante ejemplo empezar encima enorme entonces
era eres esa escribir eso esto fue fuera gran grande grandes gusta gustaria hace hacen hacia
haga hago hasta hecho igual incluso ir jamas junto justo largo lejos lento lenta lentos llegar
luego mal mala malo malos mas mayor mejor menor menos mientras mismo misma mitad modo momento
mucho mucha muchos muchas nada nadie ninguno ninguna nuevo nueva nuevos nuevas nunca otra otro
otras otros parece parte pasa pasar paso pequeno pequena pequenos pequenas pero poca poco pocos pocas
poder podria pone poner porque pronto propio pues quiza quizas rapido rapida realmente seguro
segun sera siempre siguiente sino sobre sola solamente solo subio subir sube suele tal tambien
tampoco tan tanto tanta tantos tarde temprano tener tiempo toda tomar total trabajo tras unico
usar vale valen varios varias veces vez viejo vieja ya
`

const COMMON = new Set(`${ENGLISH} ${SPANISH}`.split(/\s+/).filter(Boolean).map(normalize))

export const isCommonWord = (word: string) => COMMON.has(word)
