import type { ReceiptWords } from './receipt-words';

/*
 * The receipts' words in Spanish, as a US school writes to families: formal "usted", US tax terms. The fund's
 * and levels' names are the school's (the settings' Spanish versions), so no sentence gives them an article or
 * a gender.
 */
export const es: ReceiptWords = {
  locale: 'es-US',
  dear: (name) => `Estimado(a) ${name}:`,
  taxExemptNumber: 'Número de exención de impuestos',
  estimatedValue: 'valor estimado',
  issued: 'Emitido el',
  page: (page, of) => `Página ${page} de ${of}`,
  goodsServicesHeading: 'Bienes o servicios proporcionados',
  footer: (org) =>
    `${org.name} es una organización sin fines de lucro exenta de impuestos (número de exención de impuestos ` +
    `${org.taxExemptNumber}). Las contribuciones son deducibles de impuestos en la medida en que lo permita la ` +
    `ley. Preguntas: ${org.email}.`,
  benefitKinds: {
    acknowledgment: 'Reconocimiento del nombre, logotipo o enlace de la empresa',
    advertising: 'Publicidad',
    goods_services: 'Bienes o servicios',
  },

  receipt: {
    donationTitle: 'Recibo de donación',
    sponsorshipTitle: 'Recibo de patrocinio',
    numberLabel: 'Recibo n.º',
    subject: (organization, amount, date) => `Su recibo de ${organization}: ${amount} recibidos el ${date}`,
    correctedSubject: (organization, amount, date) =>
      `Su recibo corregido de ${organization}: ${amount} recibidos el ${date}`,
    weReceived: (isCheck, amount, date) =>
      `Recibimos su ${isCheck ? 'cheque' : 'pago'} de ${amount} el ${date}.`,
    replaces: (amount, date) =>
      `Este recibo corregido reemplaza el recibo anterior de este cheque, que indicaba ${amount} recibidos el ` +
      `${date}. Conserve este y deje de lado el anterior.`,
    receivedFrom: 'Recibido de',
    contact: 'Contacto',
    amountReceived: 'Monto recibido',
    dateReceived: 'Fecha de recepción',
    paidBy: 'Forma de pago',
    for: 'Concepto',
    cardFeesCovered: 'Comisiones de tarjeta cubiertas',
    bankFeesCovered: 'Comisiones del pago bancario cubiertas',
    cardFeesValue: (amount) => `${amount} del monto (gracias)`,
    deductibleAmount: 'Monto deducible de impuestos',
    check: (number) => `Cheque n.º ${number}`,
    cash: 'Efectivo',
    card: 'Tarjeta',
    bank: 'Cuenta bancaria',
    sponsorshipFor: (level, fund, price, part) =>
      `Patrocinio ${level} para ${fund} (${price})${part ? `, pago ${part.installment} de ${part.of}` : ''}`,
    monthlyFor: (fund, part, pledge) =>
      `Donación mensual para ${fund}: pago ${part.installment} de ${part.of} de un compromiso de ${pledge}`,
    giftFor: (fund) => `Donación para ${fund}`,
    matchingEmployer: 'Donación equivalente del empleador',
    matchingEmployerUnnamed: 'Solicitada (empleador no indicado)',
    matchingNote: (employer, organization, ein, amount, date) =>
      `Para el programa de donaciones equivalentes de ${employer ?? 'su empleador'}: ${organization} ` +
      `(EIN ${ein}) es una organización sin fines de lucro exenta de impuestos y recibió su donación de ` +
      `${amount} el ${date}. Envíe este recibo con su solicitud ` +
      `de donación equivalente.`,
    benefitsWorthNothing: (company, level, zero) =>
      `A cambio de este patrocinio, ${company} recibe los beneficios del nivel ${level} que se indican a ` +
      `continuación. Su valor justo de mercado estimado es de ${zero}, por lo que el monto total es deducible en ` +
      `la medida en que lo permita la ley.`,
    benefitsWorth: (company, level, total, share, deductible) =>
      `A cambio de este patrocinio, ${company} recibe los beneficios del nivel ${level} que se indican a ` +
      `continuación, con un valor justo de mercado estimado de ${total} en total (${share} corresponden a este ` +
      `pago). La parte deducible de este pago es de ${deductible}.`,
    benefitsNotValued: (company, level) =>
      `A cambio de este patrocinio, ${company} recibe los beneficios del nivel ${level} que se indican a ` +
      `continuación. La escuela aún no ha estimado el valor justo de mercado de todos ellos, por lo que este ` +
      `recibo no indica la parte deducible de este pago: consulte a la escuela antes de solicitar una deducción.`,
    deductibleToBeConfirmed: 'Por confirmar por la escuela',
    manageSentence: 'Actualice su tarjeta o cancele su donación mensual:',
    manageLabel: 'Administrar mi donación mensual',
    keep: 'Conserve este recibo para sus registros de impuestos.',
    fileName: (number) => `recibo-${number}.pdf`,
  },

  invoice: {
    title: 'Compromiso de patrocinio y factura',
    subject: (level, payee, amount) =>
      `Su compromiso de patrocinio ${level} y su factura de ${payee} (${amount})`,
    numberLabel: 'Factura n.º',
    thanks: (fund, level) =>
      `Gracias por comprometerse a patrocinar ${fund} como patrocinador comunitario ${level}. Esta factura es ` +
      `para sus registros y su departamento de cuentas por pagar.`,
    billTo: 'Facturar a',
    contact: 'Contacto',
    pledgedOn: 'Fecha del compromiso',
    amountDue: 'Monto a pagar',
    payableTo: 'Emita el cheque a nombre de',
    memo: 'Memo',
    mailTo: 'Envíelo por correo a',
    caption: 'Factura',
    description: 'Descripción',
    amount: 'Monto',
    line: (level, fund) => `Patrocinio comunitario ${level}, ${fund}`,
    totalDue: 'Total a pagar',
    includes: (level) => `Lo que incluye el patrocinio ${level}`,
    receiptWillState:
      'Su recibo indicará el valor estimado de estos beneficios y la parte deducible de su pago.',
    writeMemo: (memo, number) =>
      `Escriba "${memo}" y el número de factura ${number} en la línea del memo del cheque.`,
    questions: (email) => `Preguntas sobre esta factura: ${email}.`,
    notATaxReceipt:
      'Esta factura no es un recibo para efectos de impuestos: le enviaremos su recibo cuando llegue su cheque.',
    fileName: (number) => `factura-${number}.pdf`,
  },

  statement: {
    title: (year) => `Resumen anual de donaciones ${year}`,
    subject: (year, organization) => `Su resumen de donaciones de ${year} de ${organization}`,
    numberLabel: 'Resumen n.º',
    thanks: (count, fund, year, total) =>
      `Gracias por ${count === 1 ? 'su donación' : `sus ${count} donaciones`} para ${fund} en ${year}, ${total} ` +
      `en total. Este resumen enumera cada donación que recibimos de usted ese año.`,
    donor: 'Donante',
    year: 'Año',
    giftsReceived: 'Donaciones recibidas',
    totalReceived: 'Total recibido',
    deductibleTotal: 'Total deducible de impuestos',
    caption: (year) => `Donaciones recibidas en ${year}`,
    date: 'Fecha',
    gift: 'Donación',
    amount: 'Monto',
    deductible: 'Deducible',
    total: 'Total',
    markedCameWithGoods: 'Las donaciones marcadas con * incluyeron bienes o servicios.',
    benefitsInReturn:
      'Se proporcionaron beneficios de patrocinio a cambio: la columna Deducible muestra cada pago menos el ' +
      'valor estimado de esos beneficios.',
    noGoodsForOthers: 'No se proporcionaron bienes ni servicios a cambio de las demás donaciones.',
    keep: 'Conserve este resumen para sus registros de impuestos.',
    fileName: (year, number) => `resumen-${year}-${number}.pdf`,
    sponsorshipGift: (level, how) => `Patrocinio ${level} (${how})`,
    monthlyGift: (how) => `Donación mensual (${how})`,
    oneGift: (how) => `Donación (${how})`,
    byCard: 'tarjeta',
    byBank: 'cuenta bancaria',
    byCheck: (number) => (number === null ? 'cheque' : `cheque n.º ${number}`),
    byOffice: 'registrada por la oficina',
  },

  returned: {
    subject: (organization) => `Su pago bancario a ${organization} no se completó`,
    sponsorship: (level, fund) => `su patrocinio ${level} para ${fund}`,
    gift: (fund) => `su donación para ${fund}`,
    notCompleted: (amount, what) =>
      `Gracias por elegir apoyarnos. Su banco no completó su pago de ${amount} por ${what}.`,
    reason: (reason) => `El motivo que dio su banco (en inglés): ${reason}`,
    nothingCharged: 'No se cobró nada por este pago y usted no debe nada por él.',
    payAgain:
      'Si desea intentarlo de nuevo, puede pagar con tarjeta o desde una cuenta bancaria en nuestra página de donaciones:',
    payAgainLabel: 'Pagar de nuevo',
    questions: (email) => `¿Preguntas? Escríbanos a ${email}: con gusto le ayudamos.`,
    signOff: (organization) => `Gracias, ${organization}`,
  },
};
