/**
 * What the prerender build (scripts/vite-prerender.ts), the deferred start (src/web/app/deferred-start.ts)
 * and the app's entry (main.tsx) agree on for the pages whose app loads on the visitor's first
 * interaction (decision 013).
 */

/** A <meta> of such a page whose content is the URL of the app's entry script. */
export const APP_ENTRY_META = "vitalog-app-entry";
/** The attribute of #root that says which product name the markup was drawn with. */
export const PRODUCT_NAME_ATTRIBUTE = "data-product-name";
/** Where the deferred start leaves the id of a button clicked before the app owned the page. */
export const REPLAY_CLICK_KEY = "__vitalogReplayClick";
/** Where the early-submit guard (src/web/app/hold-early-submits.ts) leaves the index of a form sent before the app owned the page. */
export const REPLAY_SUBMIT_KEY = "__vitalogReplaySubmit";
