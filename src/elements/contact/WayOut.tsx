/**
 * The way out of a failed send: "Or {link} at {address}.", the page's sentence with the mail
 * link and the owner's address set in where its template says.
 */
import { Fragment, type ReactNode } from 'react';

export interface WayOutProps {
  /** The sentence, with `{link}` and `{address}` where they go. */
  template: string;
  link: ReactNode;
  address: ReactNode;
}

/** "Or {link} at {address}.": the sentence's words around the link and the address. */
export function WayOut({ template, link, address }: WayOutProps) {
  const parts = template.split(/(\{link\}|\{address\})/);
  return (
    <>
      {parts.map((part, i) =>
        part === '{link}' ? (
          <Fragment key={i}>{link}</Fragment>
        ) : part === '{address}' ? (
          <Fragment key={i}>{address}</Fragment>
        ) : (
          part
        ),
      )}
    </>
  );
}
