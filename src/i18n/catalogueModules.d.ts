// A part of a catalogue (src/i18n/catalogueParts.ts), resolved by the precompiled-catalogues Vite plugin.
declare module 'catalogue:*' {
  const messages: Record<string, string>;
  export default messages;
}
