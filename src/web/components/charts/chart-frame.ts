import { useLayoutEffect, useRef, useState } from "react";

/** One palette for every chart, so line and bar charts read as one family. */
export const CHART_COLOURS = {
  primary: "#0f766e",
  secondary: "#7c3aed",
  reference: "#b45309",
} as const;
export const SERIES_COLOURS = [CHART_COLOURS.primary, CHART_COLOURS.secondary] as const;

/** The element's width in pixels, kept current as it resizes (SVG charts draw to the pixel). */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(640);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || 640);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width || 640));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
