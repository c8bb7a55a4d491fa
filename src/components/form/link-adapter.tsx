import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type Ref,
} from 'react';

export type LinkAdapterProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A plain document link, for where no router is mounted. */
function DocumentLink({ to, children, ...rest }: LinkAdapterProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

/**
 * The element an in-app link renders. The full app provides react-router's Link; the sign-in
 * screen, which loads without the router to stay small (docs/decisions/026-sign-in-bundle.md),
 * provides a link that hands over to the full app. Components that appear on both take their
 * link from here rather than importing the router.
 */
export const LinkAdapterContext = createContext<ComponentType<LinkAdapterProps>>(DocumentLink);

export const useLinkAdapter = (): ComponentType<LinkAdapterProps> => useContext(LinkAdapterContext);
