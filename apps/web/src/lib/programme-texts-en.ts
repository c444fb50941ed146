// The programmes' English texts as a module of their own, so that the first download of a page
// that shows no programme (the login page, for one) does not carry them.
export { programmeTextsEn } from '@portal/shared';
