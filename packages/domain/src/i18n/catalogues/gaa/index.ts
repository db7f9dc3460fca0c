import type { Catalogue } from '../../translator';
import shell from './shell.json';
import home from './home.json';
import search from './search.json';
import property from './property.json';
import mail from './mail.json';
import sms from './sms.json';
import options from './options.json';

const catalogue: Catalogue = { ...shell, ...home, ...search, ...property, ...mail, ...sms, ...options };
export default catalogue;
