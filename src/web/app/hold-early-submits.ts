// The first script of the prerendered pages whose app loads at once (/login, /signup, /help). Until
// the app owns the page, its forms are only markup: one sent then would go to the server as a plain
// form post and lose what was typed. It is held instead, and sent again by the app once it has taken
// the page over (AppOwnsPage in main.tsx), with the typed values given back first.
import { REPLAY_SUBMIT_KEY } from "./prerender/deferred";

addEventListener(
  "submit",
  (event) => {
    if (document.documentElement.dataset.hydrated || !(event.target instanceof HTMLFormElement))
      return;
    event.preventDefault();
    (globalThis as Record<string, unknown>)[REPLAY_SUBMIT_KEY] = [...document.forms].indexOf(
      event.target,
    );
  },
  true,
);
