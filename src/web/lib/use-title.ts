import { useEffect } from "react";
import { useMatches } from "react-router";
import { useProductName } from "./public-config";

/** What a route puts in its `handle` to name its page in the tab (issue 11: "<title> says the page"). */
export interface TitleHandle {
  title?: string;
  /** Pages of the staff panel read "Users · Vitalog Admin", so a tab of the panel is told apart from the app. */
  admin?: boolean;
}

export function titleHandle(title: string, options: { admin?: boolean } = {}): TitleHandle {
  return { title, ...options };
}

export function formatTitle(handle: TitleHandle | undefined, product: string): string {
  if (!handle?.title) return product;
  return `${handle.title} · ${product}${handle.admin ? " Admin" : ""}`;
}

/** Sets document.title from the deepest matched route that names its page; used once, at the root. */
export function useRouteTitle(): void {
  const matches = useMatches();
  const product = useProductName();
  const handle = matches
    .map((match) => match.handle as TitleHandle | undefined)
    .findLast((candidate) => candidate?.title !== undefined);
  const title = formatTitle(handle, product);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
