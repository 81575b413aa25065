export { IssuerAlert } from './IssuerAlert';
