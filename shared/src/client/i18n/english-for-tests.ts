import { speak } from './test/speak';

// Unit tests read the shared words in English, from the catalogs as written, compiled here
// as the front ends' build compiles them.
speak('en');
