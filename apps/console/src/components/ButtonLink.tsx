import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> & { to: To };

/**
 * A link that looks like a button: one element, so one Tab stop (a <Link> round a <Button> made two and
 * nested a button in a link). A plain click stays in the app; Ctrl+click and middle click open a tab.
 */
export function ButtonLink({ to, ...button }: ButtonLinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  return <Button {...button} href={href} onClick={(e) => follow(e as MouseEvent<HTMLAnchorElement>)} />;
}
