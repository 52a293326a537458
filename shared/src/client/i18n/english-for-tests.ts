import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogOf } from '../../i18n/catalog-files';
import { loadMessages } from './language-runtime';

// Unit tests read the shared words in English, from the catalogs as written, compiled here
// as the front ends' build compiles them.
const english = catalogOf(['common', 'web'], 'en');
loadMessages('en', Object.fromEntries(Object.entries(english).map(([id, message]) => [id, compileMessage(message)])));
