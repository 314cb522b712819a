// The Spanish of every sentence in messages.ts, key for key (the type makes a missing one a
// compile error). The server answers these for `Accept-Language: es`; the web app shows them when
// its language is Spanish. Terms follow web/locales/GLOSSARY.md; we address people as "tú".
import { messages } from './messages'

type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> }

export const messagesEs: Translation<typeof messages> = {
  auth: {
    fillAllFields: 'Asegúrate de rellenar todos los campos',
    fillEmail: 'Asegúrate de escribir tu correo electrónico',
    passwordTooShort: 'La contraseña debe tener más de 6 caracteres.',
    emailOrPhoneRequired: 'Debes indicar un correo electrónico o un teléfono y una contraseña',
    invalidCredentials: 'Credenciales no válidas',
    loginNoData: 'Error al iniciar sesión',
    signupFailed: 'Error al crear la cuenta',
    resetFailed: 'Error al restablecer la contraseña',
    sendResetFailed: 'Error al enviar el enlace para restablecer la contraseña',
    sendResetSent:
      'Revisa tu correo: te hemos enviado las instrucciones para restablecer tu contraseña.',
    emailTaken: 'Ya existe una cuenta con este correo electrónico.',
    resetLinkInvalid: 'Este enlace para restablecer la contraseña no es válido o ha caducado.',
    sessionExpired: 'Tu sesión ha caducado; vuelve a iniciar sesión.',
    notAMember: 'No tienes acceso a este negocio.',
  },
  location: {
    nameRequired: 'La ubicación necesita un nombre.',
    created: 'Se ha creado la ubicación.',
    updated: 'Se ha actualizado la ubicación.',
    createFailed: 'Se ha producido un error al crear la ubicación; inténtalo de nuevo.',
    updateFailed: 'Se ha producido un error al actualizar la ubicación; inténtalo de nuevo.',
    empty: 'Añade tu primera ubicación con el botón + de la esquina superior derecha',
  },
  product: {
    nameRequired: 'El producto necesita un nombre.',
    priceRequired: 'El producto necesita un precio.',
    created: 'Se ha creado el producto.',
    updated: 'Se ha actualizado el producto.',
    createFailed: 'Se ha producido un error al crear el producto; inténtalo de nuevo.',
    updateFailed: 'Se ha producido un error al actualizar el producto; inténtalo de nuevo.',
    empty: 'Añade tu primer producto con el botón + de la esquina superior derecha',
    noRecentOrders: 'No hay pedidos recientes con este producto',
    notSpecified: 'Sin especificar',
  },
  client: {
    nameRequired: 'El cliente necesita un nombre.',
    emailRequired: 'El cliente necesita un correo electrónico.',
    emailRequiredOnUpdate: 'El cliente necesita un correo electrónico.',
    created: 'Se ha creado el cliente.',
    updated: 'Se ha actualizado el cliente.',
    createFailed: 'Se ha producido un error al crear el cliente; inténtalo de nuevo.',
    updateFailed: 'Se ha producido un error al actualizar el cliente; inténtalo de nuevo.',
    empty: 'Añade tu primer cliente con el botón + de la esquina superior derecha',
    noRecentOrders: 'No hay pedidos recientes de este cliente',
    notSet: 'Sin definir',
    linkCopied: 'Enlace copiado',
  },
  order: {
    atLeastOneProduct: 'Un pedido necesita al menos un producto.',
    defaultLocationMissing:
      'Ponte en contacto con tu proveedor: falta una ubicación predeterminada.',
    selectClient: 'Selecciona un cliente.',
    selectLocation: 'Selecciona una ubicación.',
    selectMovementType: 'Selecciona un tipo de movimiento.',
    positiveQuantities: {
      ORDER: 'Los pedidos deben tener cantidades positivas.',
      IN: 'Las entradas deben tener cantidades positivas.',
      OUT: 'Las salidas deben tener cantidades positivas.',
      TRANSFER: 'Los traspasos deben tener cantidades positivas.',
    },
    selectDestination: 'Selecciona la ubicación de destino del traspaso.',
    unknownDestination: 'La ubicación de destino del traspaso no existe.',
    destinationInactive: 'La ubicación de destino del traspaso está inactiva.',
    transferSameLocation: 'Un traspaso necesita dos ubicaciones distintas.',
    destinationOnlyForTransfers: 'Solo un traspaso tiene ubicación de destino.',
    confirmCancelTransfer:
      '¿Cancelar este traspaso? Sus productos vuelven a la ubicación de la que salieron y no se puede deshacer.',
    created: 'Se ha creado el pedido.',
    updated: 'Se ha actualizado el pedido.',
    createFailed: 'Se ha producido un error al crear el pedido; inténtalo de nuevo.',
    noActions: 'No hay acciones para este pedido.',
    linkCopied: 'Enlace copiado',
    inboxEmpty: 'No tienes pedidos pendientes',
    ordersEmpty: 'Añade tu primer pedido con el botón + de la esquina superior derecha',
    clientOrdersEmpty: 'No tienes pedidos',
    filterEmpty: 'No hay pedidos que coincidan con tu filtro',
    firstClientFirst: 'Añade tu primer cliente para crear tu primer pedido.',
    noProductsYet: 'Todavía no hay productos. Añade tu primer producto para llenar esta lista.',
    noProductMatch: 'Ningún producto coincide con estos filtros.',
    dateRangeOrder: 'La fecha de inicio debe ser anterior a la fecha de fin',
    quantityTooLarge: 'Una cantidad puede ser como máximo 1.000.000.',
    confirmCancel:
      '¿Cancelar este pedido? Sus productos vuelven al inventario y no se puede deshacer.',
    stockOutOfRange:
      'Esto llevaría el inventario de un producto más allá de 1.000.000.000 de unidades.',
  },
  inventory: {
    confirmAdjust: '¿Seguro que quieres ajustar el inventario?',
    noAdjustments: 'No hay ajustes que hacer.',
    empty: 'Añade tu primer producto y tu primera ubicación para empezar a controlar el inventario',
    adjustmentTooLarge: 'Un recuento puede diferir del inventario actual en 1.000.000 como máximo.',
  },
  customField: {
    labelRequired: 'El nombre del campo es obligatorio.',
    confirmDeleteOption:
      'Si eliminas una opción, ya no podrás filtrar por ella. Esto no afecta a los datos que ya has guardado.',
    loadFailed: 'Error al cargar los campos personalizados',
    saveFailed: 'Error al guardar el campo personalizado. Inténtalo de nuevo.',
    created: 'Campo personalizado creado correctamente.',
    updated: 'Campo personalizado actualizado correctamente.',
    empty: 'Todavía no hay campos personalizados',
  },
  file: {
    noFile: 'Selecciona un archivo',
    photoTooLarge: 'Una foto puede ocupar como máximo 2 MB; elige un archivo más pequeño.',
    photoMissing: 'Esta foto ya no está guardada. Vuelve a subirla.',
  },
  billing: {
    failed: 'Inténtalo de nuevo',
    notConfigured:
      'La facturación no está configurada en este servidor: ya tienes todas las funciones incluidas.',
    proUnlocks:
      'Pro (19 US$/mes) incluye un enlace propio para que cada cliente haga pedidos, fotos en los productos y pedidos ilimitados.',
    orderLimit: 'El plan gratuito incluye 50 pedidos al mes y este mes ya se han agotado.',
    photos: 'Las fotos en los productos son una función de Pro.',
    clientLinks: 'Los enlaces de pedido para clientes son una función de Pro.',
    portalUnavailable:
      'Esta página de pedidos no está disponible ahora mismo. Ponte en contacto con tu proveedor para hacer tu pedido.',
  },
  assistant: {
    failed:
      'Lo siento, se ha producido un error al procesar tu solicitud. Inténtalo de nuevo más tarde.',
    unformatted: 'He recibido una respuesta, pero no he podido darle formato.',
    providerOnly:
      'Solo puedo ayudarte con datos de tu negocio. Abre una página de tu negocio para usar esta función.',
    analyzing: 'Analizando...',
  },
  http: {
    badRequest: 'La solicitud no es válida.',
    notFound: 'No encontrado.',
    internal: 'Error interno del servidor',
    rateLimited: 'Demasiadas solicitudes; espera un momento y vuelve a intentarlo.',
    unauthorized: 'Tienes que iniciar sesión.',
  },
  reorder: {
    wholeNumber: 'El mínimo y el máximo son números enteros.',
    minNotNegative: 'El mínimo no puede ser negativo.',
    maxAboveMin: 'El máximo debe ser mayor que el mínimo.',
    tooLarge: 'Un nivel de inventario puede ser como máximo 1.000.000.000.',
    oneRulePerLocation: 'Un producto tiene como máximo una regla por ubicación.',
    unknownLocation: 'Esta ubicación no existe.',
    allLocations: 'Todas las ubicaciones (total)',
    noRules:
      'Aún no hay reglas de reposición: añade una para ver este producto en Inventario bajo cuando se esté agotando.',
    updated: 'Se han actualizado las reglas de reposición.',
    updateFailed:
      'Se ha producido un error al actualizar las reglas de reposición; inténtalo de nuevo.',
    lowStockEmpty:
      'Nada está en su mínimo o por debajo. Define reglas de reposición en un producto para vigilarlo.',
  },
  notifications: {
    digestHour: 'La hora del resumen es un número entero de 0 a 23.',
    timeZone:
      'Elige una zona horaria por su nombre IANA, como America/Mexico_City o Europe/Madrid.',
    language: 'El idioma es en (inglés) o es (español).',
    onOff: 'Cada opción de correo está activada (true) o desactivada (false).',
    updated: 'Se han actualizado los ajustes de notificaciones.',
    updateFailed:
      'Se ha producido un error al actualizar los ajustes de notificaciones; inténtalo de nuevo.',
    unsubscribeLinkInvalid: 'Este enlace para darse de baja no es válido.',
  },
  imports: {
    noFile: 'Elige un archivo CSV para importar.',
    tooLarge: 'Un archivo para importar ocupa como máximo 20 MB (unas 50.000 filas).',
    tooManyRows: 'Un archivo para importar tiene como máximo 50.000 filas.',
    unreadable: 'No se ha podido leer este archivo como CSV.',
    empty: 'Este archivo no tiene fila de encabezado.',
    unknownColumn: 'Columna desconocida.',
    duplicateColumn: 'Esta columna aparece dos veces.',
    missingColumn: 'Esta columna es obligatoria.',
    notANumber: 'Debe ser un número.',
    notYesNo: 'Debe ser true o false.',
    unknownProduct: 'Ninguno de tus productos tiene este id.',
    unknownClient: 'Ninguno de tus clientes tiene este id.',
    ambiguous: 'Dos o más productos tienen este nombre; indica el product_id.',
    sameRecordTwice: 'Este registro ya está en otra fila del archivo.',
    unknownPhoto: 'Foto desconocida.',
    emailTaken: 'Otro de tus clientes tiene este correo electrónico.',
    unknownStockProduct: 'Ninguno de tus productos tiene este id o nombre.',
    unknownLocation: 'Ninguna de tus ubicaciones tiene este id o nombre.',
    ambiguousName: 'Dos o más registros tienen este nombre; indica el id.',
    badQuantity: 'Una cantidad contada es un número entero de 0 a 1.000.000.000.',
    badMapping:
      'La asignación de columnas indica, para cada columna del archivo en orden, cómo se lee, o null para omitirla.',
    badSkipRows: 'Las filas que se omiten son números de fila del archivo, a partir de 2.',
    reorderPair: 'Indica tanto el mínimo como el máximo de reposición, o ninguno.',
    reorderWhole: 'Un mínimo o máximo de reposición es un número entero de 0 a 1.000.000.000.',
  },
}

/**
 * Sentences written outside messages.ts (validation texts of the contract's schemas, the error
 * handler's own), by their English text.
 */
export const otherSentencesEs: Readonly<Record<string, string>> = {
  'The password must be at most 200 characters.':
    'La contraseña puede tener como máximo 200 caracteres.',
  'Please enter a valid email address.': 'Escribe un correo electrónico válido.',
  'A search can be at most 100 characters.': 'Una búsqueda puede tener como máximo 100 caracteres.',
  'Please type a question.': 'Escribe una pregunta.',
  'This date does not exist.': 'Esta fecha no existe.',
  'Dates are written YYYY-MM-DD.': 'Las fechas se escriben AAAA-MM-DD.',
  'Quantities must be numbers.': 'Las cantidades deben ser números.',
  'Quantities must be whole numbers.': 'Las cantidades deben ser números enteros.',
  'Unknown provider.': 'Proveedor desconocido.',
  'Unknown product.': 'Producto desconocido.',
  'Unknown photo.': 'Foto desconocida.',
  'Unknown custom field.': 'Campo personalizado desconocido.',
  'This price is too large.': 'Este precio es demasiado alto.',
  'An option cannot be empty.': 'Una opción no puede estar vacía.',
  'Each option must be different.': 'Cada opción debe ser distinta.',
  'Must be a text.': 'Debe ser un texto.',
  'Must be a date (YYYY-MM-DD).': 'Debe ser una fecha (AAAA-MM-DD).',
  'Must be yes or no.': 'Debe ser sí o no.',
  'Must be one of the options.': 'Debe ser una de las opciones.',
  'An order can hold at most 1000 products.': 'Un pedido puede tener como máximo 1000 productos.',
  'The request body is not valid JSON.': 'El cuerpo de la solicitud no es JSON válido.',
  'The request body is empty.': 'El cuerpo de la solicitud está vacío.',
  'The request body is too large.': 'El cuerpo de la solicitud es demasiado grande.',
  'This content type is not supported here.': 'Este tipo de contenido no se admite aquí.',
  'This conflicts with a change made at the same time, please try again.':
    'Esto choca con un cambio hecho al mismo tiempo; inténtalo de nuevo.',
  'Some of the data sent cannot be stored.': 'Parte de los datos enviados no se puede guardar.',
  'This address is not valid.': 'Esta dirección no es válida.',
  'A business always keeps at least one owner.':
    'Un negocio siempre conserva al menos un propietario.',
  'Only an owner can invite, change or remove an owner.':
    'Solo un propietario puede invitar, cambiar o quitar a un propietario.',
  'This person is already a member of the business.': 'Esta persona ya es miembro del negocio.',
  'This invitation link is invalid or has expired.':
    'Este enlace de invitación no es válido o ha caducado.',
  'This invitation was sent to another e-mail address: sign in with it.':
    'Esta invitación se envió a otra dirección de correo: inicia sesión con ella.',
  'This person is not a member of the business.': 'Esta persona no es miembro del negocio.',
  'An e-mail address is required to invite someone.':
    'Hace falta una dirección de correo para invitar a alguien.',
  'The language is en (English) or es (Spanish).': 'El idioma es en (inglés) o es (español).',
  'A product name must be at most 200 characters.':
    'El nombre de un producto puede tener como máximo 200 caracteres.',
  'A product name cannot contain a NUL character.':
    'El nombre de un producto no puede contener el carácter NUL.',
  'A price cannot be negative.': 'Un precio no puede ser negativo.',
  'A price has at most 2 decimals.': 'Un precio tiene como máximo 2 decimales.',
  'A client name must be at most 200 characters.':
    'El nombre de un cliente puede tener como máximo 200 caracteres.',
  'A client name cannot contain a NUL character.':
    'El nombre de un cliente no puede contener el carácter NUL.',
  'An address cannot contain a NUL character.': 'Una dirección no puede contener el carácter NUL.',
  'A field label must be at most 80 characters.':
    'El nombre del campo puede tener como máximo 80 caracteres.',
  'A field label cannot contain a NUL character.':
    'El nombre del campo no puede contener el carácter NUL.',
  'An option cannot contain a NUL character.': 'Una opción no puede contener el carácter NUL.',
  'A dropdown needs at least one option.': 'Un desplegable necesita al menos una opción.',
  'A URL is required for a webhook.': 'Un webhook necesita una URL.',
  'The URL must start with http:// or https://.': 'La URL debe empezar por http:// o https://.',
  'This address is private (this machine or its network): webhooks are only sent to public addresses.':
    'Esta dirección es privada (esta máquina o su red): los webhooks solo se envían a direcciones públicas.',
  'This address does not resolve to any server.': 'Esta dirección no lleva a ningún servidor.',
  'Choose at least one event.': 'Elige al menos un evento.',
  'This webhook does not exist.': 'Este webhook no existe.',
  'This delivery does not exist.': 'Este envío no existe.',
  'The webhook has been created.': 'Se ha creado el webhook.',
  'The webhook has been updated.': 'Se ha actualizado el webhook.',
  'The webhook has been deleted.': 'Se ha eliminado el webhook.',
  'The delivery will be sent again.': 'El envío se hará de nuevo.',
  'A name is required for an API key.': 'Una clave de API necesita un nombre.',
  'A key cannot have a role above yours.': 'Una clave no puede tener un rol superior al tuyo.',
  'The expiry must be in the future.': 'La caducidad debe ser una fecha futura.',
  'An API key cannot manage the team or the integrations: sign in to do this.':
    'Una clave de API no puede gestionar el equipo ni las integraciones: inicia sesión para hacerlo.',
  'This API key does not exist.': 'Esta clave de API no existe.',
  'The API key has been created.': 'Se ha creado la clave de API.',
  'The API key has been revoked.': 'Se ha revocado la clave de API.',
}

/** The spec's sentences in one language: messages.ts itself, or messagesEs. */
export type SpecMessages = Translation<typeof messages>

type Tree = { readonly [key: string]: string | Tree }

/** English sentence → Spanish, by walking both tables key for key. */
function pairs(english: Tree, spanish: Tree, into: Map<string, string>) {
  for (const [key, text] of Object.entries(english)) {
    const translated = spanish[key]
    if (typeof text === 'string' && typeof translated === 'string') into.set(text, translated)
    else if (typeof text === 'object' && typeof translated === 'object')
      pairs(text, translated, into)
  }
  return into
}

/** Every English sentence we have in Spanish (messages.ts and the others), to its Spanish. */
export const spanishSentences: ReadonlyMap<string, string> = pairs(
  messages,
  messagesEs,
  new Map(Object.entries(otherSentencesEs)),
)
