/** Spec §5: rich content allows only these tags. Shared by the content check on the server and the view. */
export const RICH_TEXT_TAGS = ['a', 'p', 'br', 'ul', 'li', 'strong'] as const;
