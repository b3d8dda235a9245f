import type { Language } from '../config';

/*
 * The words of a page parent's mails, in each language the public page speaks. TypeScript holds every language
 * to the same keys, so a sentence added in English fails to compile until it is translated.
 */
export interface PageMailWords {
  hello: (name: string) => string;
  signature: (organization: string) => string;
  yourPage: string;
  createdSubject: string;
  created: (school: string) => string;
  awaitingSubject: string;
  awaiting: (school: string) => string;
  approved: (school: string) => string;
  manageAdvice: string;
  manageLabel: string;
  giftSubject: string;
  namedGift: (giver: string, amount: string) => string;
  privateGift: string;
  hiddenSubject: string;
  hidden: (school: string, reason: string) => string;
  stillYours: (officeEmail: string) => string;
}

const english: PageMailWords = {
  hello: (name) => `Hello ${name},`,
  signature: (organization) => `Thank you, ${organization}`,
  yourPage: "Your student's page",
  createdSubject: "Your student's page is ready to share",
  created: (school) => `Your student's page for ${school} is ready. Share this link with family and friends:`,
  awaitingSubject: "Your student's page is waiting for the school's approval",
  awaiting: (school) =>
    `Your student's page for ${school} is made. It shows to visitors once the school approves it, and we will email you then. Its link, to share once it is approved:`,
  approved: (school) => `${school} approved your student's page. Share this link with family and friends:`,
  manageAdvice:
    'To change, pause or delete the page, use this private link. Keep it to yourself: anyone with it can change the page.',
  manageLabel: 'Manage the page',
  giftSubject: "A gift through your student's page",
  namedGift: (giver, amount) => `${giver} gave ${amount} through your student's page.`,
  privateGift: "Someone gave through your student's page. They chose to keep their name and amount private.",
  hiddenSubject: "Your student's page was hidden",
  hidden: (school, reason) =>
    `${school} hid your student's page, so it no longer shows to visitors. The reason: ${reason}`,
  stillYours: (officeEmail) =>
    `You can still change the page with your private link. Questions: ${officeEmail}`,
};

const spanish: PageMailWords = {
  hello: (name) => `Hola, ${name}:`,
  signature: (organization) => `Gracias, ${organization}`,
  yourPage: 'La página de su estudiante',
  createdSubject: 'La página de su estudiante está lista para compartir',
  created: (school) =>
    `La página de su estudiante para ${school} está lista. Comparta este enlace con familiares y amigos:`,
  awaitingSubject: 'La página de su estudiante espera la aprobación de la escuela',
  awaiting: (school) =>
    `La página de su estudiante para ${school} está hecha. Se mostrará a los visitantes cuando la escuela la apruebe, y le escribiremos entonces. Su enlace, para compartir una vez aprobada:`,
  approved: (school) =>
    `${school} aprobó la página de su estudiante. Comparta este enlace con familiares y amigos:`,
  manageAdvice:
    'Para cambiar, pausar o eliminar la página, use este enlace privado. No lo comparta: cualquier persona que lo tenga puede cambiar la página.',
  manageLabel: 'Administrar la página',
  giftSubject: 'Una donación a través de la página de su estudiante',
  namedGift: (giver, amount) => `${giver} donó ${amount} a través de la página de su estudiante.`,
  privateGift:
    'Alguien donó a través de la página de su estudiante. Prefirió mantener en privado su nombre y el monto.',
  hiddenSubject: 'La página de su estudiante fue ocultada',
  hidden: (school, reason) =>
    `${school} ocultó la página de su estudiante, así que ya no se muestra a los visitantes. El motivo: ${reason}`,
  stillYours: (officeEmail) => `Aún puede cambiar la página con su enlace privado. Preguntas: ${officeEmail}`,
};

export const pageMailWords: Record<Language, PageMailWords> = { en: english, es: spanish };
