/**
 * The bidirectional controls: marks (LRM, RLM, ALM), embeddings, overrides and isolates.
 * In text the admin writes they could turn what players read around ("U+202E"); the
 * display names' rule drops them too.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '');
