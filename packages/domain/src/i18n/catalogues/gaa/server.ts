import type { Catalogue } from '../../translator';
import mail from './mail.json';
import sms from './sms.json';

/** Mails and texts, worded on the server only: the browser never loads them. */
const catalogue: Catalogue = { ...mail, ...sms };
export default catalogue;
