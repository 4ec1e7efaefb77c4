/** JSON inside a script element: no `<`, so no `</script>` or `<!--` in the content can end it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
