import type { HTMLAttributes } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `section` for a part of a page with its own heading, `article` for a thing that stands alone. */
  as?: 'section' | 'article' | 'div';
  /** `narrow` keeps a form or a message at a readable width on a desktop. */
  width?: 'full' | 'narrow';
  /** `message` marks a card that tells the reader something (a left border in the session's colour). */
  tone?: 'plain' | 'message';
}

/** The white panel every screen's content sits on. */
export function Card({ as: Tag = 'section', width = 'full', tone = 'plain', className, ...rest }: CardProps) {
  const classes = ['panel', width === 'narrow' ? 'narrow' : null, tone === 'message' ? 'message' : null, className].filter(Boolean).join(' ');
  return <Tag className={classes} {...rest} />;
}
