/**
 * sanitize-html imports postcss only to parse style attributes, which the app never allows
 * (`parseStyleAttributes: false`); this stub keeps ~30 kB of postcss out of the browser bundle.
 */
export function parse(): never {
  throw new Error('postcss is not available in the browser build');
}
export default { parse };
