// One student dialog for every form that asks for students: the donate form, the sponsor form and the office.
export { StudentDialog } from './StudentDialog';
